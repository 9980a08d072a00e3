import Foundation

/// One Swift file as the engine sees it: its path, its exact bytes, and a line table.
///
/// Everything downstream (tokens, syntax, diagnostics) refers to byte offsets into `bytes`;
/// `location(of:)` turns an offset into the 1-based line and column users see.
///
/// The line table is made on first use: most files of a large run (index-only files, files
/// without findings or suppression comments) never need a location, and the tables of every
/// file together were about a quarter of the file bytes held (8 bytes per line).
public final class SourceFile: @unchecked Sendable {
    /// The path as given to the engine (used for output, configuration and excludes).
    public let path: String
    public let bytes: [UInt8]
    private let lineLock = NSLock()
    private var lineTable: LineTable?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file's line table, made on the first call (thread-safe).
    public var lines: LineTable {
        lineLock.lock()
        defer { lineLock.unlock() }
        if let lineTable { return lineTable }
        let table = LineTable(bytes)
        lineTable = table
        return table
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var count: Int { bytes.count }

    /// 1-based line and column (Unicode scalars) of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        lines.location(of: offset, in: bytes)
    }

    /// The text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[clamped]), as: UTF8.self)
        }
    }

    /// Whether the bytes of `range` equal the ASCII/UTF-8 bytes of `word`, without allocating.
    @inlinable
    public func bytes(_ range: Range<Int>, equal word: StaticString) -> Bool {
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
}

/// A 1-based position in a file. `column` counts Unicode scalars, as Xcode does.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The byte offset at which each line starts. LF, CRLF and a lone CR each end one line.
public struct LineTable: Sendable {
    /// `starts[i]` is the byte offset of line `i + 1`. Always holds at least one entry (0).
    public let starts: [Int]

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                // Eight bytes at a time while none is below 0x0E (no line break, so no new line:
                // the usual stretch of code between two breaks is several words long).
                while index + 8 <= count {
                    let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 { break }
                    index += 8
                }
                if index >= count { break }
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        self.starts = starts
    }

    public var lineCount: Int { starts.count }

    /// The 1-based line that contains a byte offset (offsets past the end belong to the last line).
    public func line(of offset: Int) -> Int {
        // Binary search for the last start <= offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Byte range of a 1-based line, without its line break.
    public func range(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
        let start = starts[max(0, min(line - 1, starts.count - 1))]
        var end = line < starts.count ? starts[line] : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    public func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let line = line(of: offset)
        var column = 1
        var index = starts[line - 1]
        // Count scalars: every byte that is not a UTF-8 continuation byte starts one.
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// The byte offset of a 1-based line and scalar column (clamped to the line).
    public func offset(of location: SourceLocation, in bytes: [UInt8]) -> Int {
        let lineRange = range(ofLine: location.line, in: bytes)
        var index = lineRange.lowerBound
        var column = 1
        while index < lineRange.upperBound, column < location.column {
            index += 1
            while index < lineRange.upperBound, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }
}
