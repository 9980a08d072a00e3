import Foundation

/// Substring tests the rules and the model ask of names and source text, from UTF-8 bytes
/// (perf10). `String.contains(_:)` with a string argument is Foundation's, which goes through
/// `range(of:)` (a `CFString` search and bridging per call); in profiles of gesture-dense code it
/// was about 3 % of all instructions. For ASCII text and an ASCII needle, a byte comparison gives
/// the same answer (no combining marks to join, no case or width folding in either); anything else
/// falls back to the call it replaces.
public enum TextSearch {
    /// `text.contains(needle)`.
    public static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        var needle = needle
        let fast: Bool? = text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                isASCII(haystack) && isASCII(wanted) ? find(wanted, in: haystack) : nil
            }
        }
        return fast ?? text.contains(needle)
    }

    /// `text.lowercased().contains(needle)` (the needle as given, not lowercased).
    public static func lowercasedContains(_ text: String, _ needle: String) -> Bool {
        LowercasedText(text).contains(needle)
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    /// Whether `needle` occurs in `haystack`; false for an empty needle, as Foundation answers.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if haystack[start] == first {
                var matched = 1
                while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}

/// A text lowercased once, for several `contains` tests (`text.lowercased().contains(x) || ...`):
/// ASCII text is lowercased byte by byte; other text is kept as `lowercased()` and searched as
/// before (its case mapping can turn a non-ASCII letter into ASCII ones: `K` KELVIN SIGN is `k`).
public struct LowercasedText {
    private let ascii: [UInt8]?
    private let lowered: String?

    public init(_ text: String) {
        var text = text
        let bytes: [UInt8]? = text.withUTF8 { utf8 in
            guard TextSearch.isASCII(utf8) else { return nil }
            return utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        }
        ascii = bytes
        lowered = bytes == nil ? text.lowercased() : nil
    }

    /// The source text of `range` in `file`, lowercased.
    public init(_ file: SourceFile, _ range: Range<Int>) {
        let source = file.bytes
        let clamped = range.clamped(to: 0..<source.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(clamped.count)
        for index in clamped {
            let byte = source[index]
            if byte >= 0x80 {
                ascii = nil
                lowered = file.text(range).lowercased()
                return
            }
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        ascii = bytes
        lowered = nil
    }

    public func contains(_ needle: String) -> Bool {
        guard let ascii else { return lowered!.contains(needle) }
        var needle = needle
        let fast: Bool? = needle.withUTF8 { wanted in
            guard TextSearch.isASCII(wanted) else { return nil }
            return ascii.withUnsafeBufferPointer { TextSearch.find(wanted, in: $0) }
        }
        return fast ?? String(decoding: ascii, as: UTF8.self).contains(needle)
    }
}
