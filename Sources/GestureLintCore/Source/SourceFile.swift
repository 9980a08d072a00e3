import Foundation
import Synchronization

/// One Swift file as the engine sees it: its path, its exact bytes, and a line table.
///
/// Everything downstream (tokens, syntax, diagnostics) refers to byte offsets into `bytes`;
/// `location(of:)` turns an offset into the 1-based line and column users see.
///
/// The line table is made on first use: most files of a large run (index-only files, files
/// without findings or suppression comments) never need a location, and the tables of every
/// file together were about a quarter of the file bytes held (8 bytes per line).
///
/// A file read from disk (`origin`) can drop its bytes once a run no longer expects to need them
/// (`releaseBytes()`: an index-only file after its skim); the rare later reader (another file's
/// rule following a declaration into it) gets them read again from `origin`, checked against the
/// length and hash of the bytes dropped. A file that changed on disk meanwhile reads as spaces of
/// the old length (`isUnavailable`): no name, value or word matches there, and no offset is out
/// of range. A worker's pass 1 reads each file when it reaches it and keeps its length and hash
/// (`init(path:bytes:origin:hash:)`), so dropping it hashes nothing again; a supervisor makes the
/// files a worker linted not read yet (`init(path:origin:count:hash:)`): each is read only if the
/// report needs its text.
public final class SourceFile: @unchecked Sendable {
    /// The path as given to the engine (used for output, configuration and excludes).
    public let path: String
    /// The absolute path the bytes were read from, if they can be read again; nil for standard
    /// input and files made in memory (those never drop their bytes).
    public let origin: String?
    /// The current `Contents`, retained: swapped by `releaseBytes()` and by the reload.
    @usableFromInline let contents: Atomic<UnsafeRawPointer>
    private let lineLock = NSLock()
    private var lineTable: LineTable?
    /// Guards the reload and the fields below.
    private let reloadLock = NSLock()
    /// Length and `contentHash` of the bytes as the engine was given them, once known (on
    /// the first release, or from the creator of a file not read yet).
    private var dropped: (count: Int, hash: UInt64)?
    /// Replaced `Contents` boxes a reader may still be looking at (the released marker), freed with the file.
    private var retired: [Contents] = []
    private var unavailable = false

    /// Immutable bytes; `released` marks a file whose bytes were dropped.
    @usableFromInline final class Contents: @unchecked Sendable {
        @usableFromInline let bytes: [UInt8]
        @usableFromInline let released: Bool

        init(_ bytes: [UInt8], released: Bool = false) {
            self.bytes = bytes
            self.released = released
        }
    }

    public init(path: String, bytes: [UInt8], origin: String? = nil) {
        self.path = path
        self.origin = origin
        contents = Atomic(UnsafeRawPointer(Unmanaged.passRetained(Contents(bytes)).toOpaque()))
    }

    /// Bytes just read from `origin` whose `contentHash` is known (a worker hashed them as it read
    /// them): `releaseBytes()` drops them without hashing them again, and a later reader gets them
    /// read again and checked against that hash, as for a file not read yet.
    public convenience init(path: String, bytes: [UInt8], origin: String, hash: UInt64) {
        self.init(path: path, bytes: bytes, origin: origin)
        dropped = (bytes.count, hash)
    }

    /// A file not read yet: its bytes are read from `origin` on first use and must have this
    /// length and `contentHash` (a supervisor gets these with the worker's result for the file).
    public init(path: String, origin: String, count: Int, hash: UInt64) {
        self.path = path
        self.origin = origin
        dropped = (count, hash)
        contents = Atomic(UnsafeRawPointer(Unmanaged.passRetained(Contents([], released: true)).toOpaque()))
    }

    deinit {
        Unmanaged<Contents>.fromOpaque(contents.load(ordering: .acquiring)).release()
    }

    /// The file's bytes (read again from `origin` after `releaseBytes()`).
    @inlinable
    public var bytes: [UInt8] {
        let box = Unmanaged<Contents>.fromOpaque(contents.load(ordering: .acquiring)).takeUnretainedValue()
        if !box.released { return box.bytes }
        return reloadedBytes()
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

    public var count: Int {
        let box = Unmanaged<Contents>.fromOpaque(contents.load(ordering: .acquiring)).takeUnretainedValue()
        if !box.released { return box.bytes.count }
        reloadLock.lock()
        defer { reloadLock.unlock() }
        return dropped?.count ?? 0
    }

    /// Whether the bytes are in memory (not dropped, or read again since).
    var holdsBytes: Bool {
        !Unmanaged<Contents>.fromOpaque(contents.load(ordering: .acquiring)).takeUnretainedValue().released
    }

    /// Whether the bytes were dropped and read again.
    var wasReadAgain: Bool {
        reloadLock.lock()
        defer { reloadLock.unlock() }
        return !retired.isEmpty
    }

    /// Told the path of each file found changed or removed on disk when its bytes were read again
    /// (a worker passes it on, so the user hears which file's findings may be missing).
    public static let whenChangedOnDisk = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// Whether the bytes were dropped and `origin` no longer holds them (changed or removed): the
    /// file then reads as spaces.
    public var isUnavailable: Bool {
        reloadLock.lock()
        defer { reloadLock.unlock() }
        return unavailable
    }

    /// Drops the bytes (and line table) when they can be read again: the file has an `origin`
    /// whose size on disk is the bytes' length. Returns whether they were dropped. Call only while
    /// no other thread reads this file (a run calls it in pass 1, on the thread that indexed it).
    @discardableResult
    public func releaseBytes() -> Bool {
        guard let origin else { return false }
        reloadLock.lock()
        defer { reloadLock.unlock() }
        let pointer = contents.load(ordering: .acquiring)
        let box = Unmanaged<Contents>.fromOpaque(pointer).takeUnretainedValue()
        guard !box.released else { return true }
        if dropped == nil {
            var status = stat()
            guard stat(origin, &status) == 0, Int(status.st_size) == box.bytes.count else { return false }
            dropped = (box.bytes.count, Self.contentHash(box.bytes))
        }
        lineLock.lock()
        lineTable = nil
        lineLock.unlock()
        contents.store(UnsafeRawPointer(Unmanaged.passRetained(Contents([], released: true)).toOpaque()),
                       ordering: .releasing)
        Unmanaged<Contents>.fromOpaque(pointer).release()
        return true
    }

    /// The dropped bytes read again from `origin` (once; later readers get the same array).
    @usableFromInline
    func reloadedBytes() -> [UInt8] {
        reloadLock.lock()
        defer { reloadLock.unlock() }
        let box = Unmanaged<Contents>.fromOpaque(contents.load(ordering: .acquiring)).takeUnretainedValue()
        guard box.released else { return box.bytes }
        let expected = dropped ?? (0, Self.contentHash([]))
        var loaded: [UInt8]
        if let origin, let read = Self.read(origin), read.count == expected.count, Self.contentHash(read) == expected.hash {
            loaded = read
        } else {
            loaded = [UInt8](repeating: UInt8(ascii: " "), count: expected.count)
            unavailable = true
            if let tell = Self.whenChangedOnDisk.withLock({ $0 }) { tell(path) }
        }
        // The released marker stays alive: a reader may have loaded it just before this store.
        retired.append(box)
        Unmanaged<Contents>.fromOpaque(contents.load(ordering: .acquiring)).release()
        contents.store(UnsafeRawPointer(Unmanaged.passRetained(Contents(loaded)).toOpaque()), ordering: .releasing)
        return loaded
    }

    /// A 64-bit hash of the bytes, the same in every process (a change check, not a defence
    /// against crafted collisions): eight bytes per multiply.
    public static func contentHash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { buffer -> UInt64 in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(buffer.count)
            var index = 0
            while index + 8 <= buffer.count {
                hash = (hash ^ buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
                index += 8
            }
            while index < buffer.count {
                hash = (hash ^ UInt64(buffer[index])) &* 0x0000_0100_0000_01B3
                index += 1
            }
            return hash ^ (hash >> 32)
        }
    }

    /// The whole file at `path`, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let size = max(0, Int(info.st_size))
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let count = Foundation.read(descriptor, buffer.baseAddress! + initialized, size - initialized)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { failed = count < 0; break }
                initialized += count
            }
        }
        return failed ? nil : bytes
    }

    /// 1-based line and column (Unicode scalars) of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        lines.location(of: offset, in: bytes)
    }

    /// The text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
    public func text(_ range: Range<Int>) -> String { SourceBytes.text(range, in: bytes) }

    /// Whether the bytes of `range` equal the ASCII/UTF-8 bytes of `word`, without allocating.
    @inlinable
    public func bytes(_ range: Range<Int>, equal word: StaticString) -> Bool {
        SourceBytes.bytes(range, in: bytes, equal: word)
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
