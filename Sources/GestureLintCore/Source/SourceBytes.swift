/// Text queries over a file's bytes, for callers that hold the bytes already: `SourceFile`'s own
/// `text`/`bytes(_:equal:)`, and hot loops that fetch `file.bytes` once (each read of it is an
/// atomic load and a retain).
public enum SourceBytes {
    /// The text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
    public static func text(_ range: Range<Int>, in bytes: [UInt8]) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[clamped]), as: UTF8.self)
        }
    }

    /// Whether the bytes of `range` equal the ASCII/UTF-8 bytes of `word`, without allocating.
    @inlinable
    public static func bytes(_ range: Range<Int>, in bytes: [UInt8], equal word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard range.count == length, range.upperBound <= bytes.count else { return false }
        let pointer = word.utf8Start
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < length {
                if buffer[range.lowerBound + index] != pointer[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// An identifier token's name: its range without the backticks of `` `default` ``.
    public static func identifierRange(_ token: Token, in bytes: [UInt8]) -> Range<Int> {
        let range = token.range
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`") else { return range }
        return range.lowerBound + 1..<range.upperBound - 1
    }
}
