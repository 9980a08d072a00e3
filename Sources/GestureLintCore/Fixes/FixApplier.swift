/// Applies safe fixes to a file's bytes. Fixes are taken in source order and a fix whose edits
/// overlap an already accepted one is left for the next pass (after re-linting), so two rules
/// can never corrupt each other's edits.
public enum FixApplier {
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        let candidates = fixes.filter { $0.safe && !$0.edits.isEmpty }
            .sorted { ($0.edits.map(\.range.lowerBound).min()!, $0.edits.count) < ($1.edits.map(\.range.lowerBound).min()!, $1.edits.count) }
        var accepted: [TextEdit] = []
        var applied = 0
        for fix in candidates {
            let valid = fix.edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }
            let overlaps = fix.edits.contains { edit in accepted.contains { overlap($0.range, edit.range) } }
                || fix.edits.enumerated().contains { i, a in fix.edits.enumerated().contains { j, b in i < j && overlap(a.range, b.range) } }
            guard valid, !overlaps else { continue }
            accepted.append(contentsOf: fix.edits)
            applied += 1
        }
        if accepted.isEmpty { return (bytes, 0) }
        var result = bytes
        for edit in accepted.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }

    /// Ranges overlap when they share a byte, or when both insert at the same point
    /// (the order of the two insertions would be arbitrary).
    static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty {
            if a.isEmpty && b.isEmpty { return a.lowerBound == b.lowerBound }
            let (point, range) = a.isEmpty ? (a.lowerBound, b) : (b.lowerBound, a)
            return point > range.lowerBound && point < range.upperBound
        }
        return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
    }
}
