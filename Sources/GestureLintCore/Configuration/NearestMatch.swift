/// "Did you mean ...?" suggestions for misspelled keys, options and rule ids.
public enum NearestMatch {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a plausible typo.
    public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)? = nil
        for candidate in candidates {
            let distance = editDistance(Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = max(2, min(word.count, candidate.count) / 3)
        return distance <= allowed ? candidate : nil
    }

    /// " (did you mean 'x'?)" or "".
    public static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, counting a swap of two neighbours as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
