/// Stable hashes for baselines and GitLab fingerprints. `Hasher` is seeded per process, so a
/// fixed FNV-1a is used: the same input gives the same text on every run and machine.
public enum Fingerprint {
    public static func fnv1a(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0xcbf29ce484222325) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return hash
    }

    /// 32 hex digits from two differently seeded FNV-1a hashes.
    public static func hex128(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        let first = fnv1a(utf8)
        let second = fnv1a(utf8, seed: 0x84222325cbf29ce4)
        return hex(first) + hex(second)
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The text of a line with runs of whitespace collapsed and the ends trimmed, so that
    /// re-indenting a line does not change what it is.
    public static func normalizedLine(_ line: Int, of file: SourceFile) -> String {
        guard line >= 1, line <= file.lines.lineCount else { return "" }
        let text = file.text(file.lines.range(ofLine: line, in: file.bytes))
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
