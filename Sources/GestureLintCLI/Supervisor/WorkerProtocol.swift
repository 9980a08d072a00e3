import Foundation
import GestureLintCore

/// The bytes between the supervisor and a worker process.
///
/// Request (the worker's standard input, then closed): "GLW4", the traced file's position (or -1),
/// the index scopes (their count, then per scope the scopes it sees), then the reported inputs and
/// the index-only files (each a count, then per file its plan part, scope, path, the absolute path it
/// is read from and how the worker gets its bytes: `read` (nothing more: the worker reads, checks and
/// hashes it itself, and the supervisor never read it), `checked` (the supervisor read it: its length
/// and `SourceFile.contentHash`, which the worker's read must match) or `inline` (standard input and
/// fixed files: the bytes), then the diagnostics already known). The worker runs exactly this plan,
/// so its output is the in-process run's.
///
/// Events (the worker's standard output), one record each: a kind byte, the file's position (the
/// inputs, then the index-only files) and the payload length (UInt32, little-endian), then the
/// payload. A worker that ends without `done` died while on the files it had started and not finished.
enum WorkerProtocol {
    static let magic: [UInt8] = Array("GLW4".utf8)

    typealias Plan = LintPlan.Part

    enum Kind: UInt8 {
        case analysing = 0x41  // "A"
        case analysed = 0x61   // "a"
        case checking = 0x43   // "C"
        case result = 0x52     // "R" payload: hasParseError, diagnostics, then the length and hash of the bytes linted
        case stage = 0x53      // "S" payload: the stage name (traced input only)
        case done = 0x44       // "D"
        case changed = 0x57    // "W" payload: the path of a file found changed on disk when read again
        case unreadable = 0x55 // "U" payload: the io_error of a file the worker could not read (left out of the run)
    }

    /// How a file of the request reaches the worker.
    enum Bytes: UInt8 {
        case inline = 0
        case checked = 1
        case read = 2
    }

    /// A file the worker reads itself: the supervisor knows only its paths.
    struct UnreadFile: Sendable, Equatable {
        /// The path shown (and given to the engine).
        var path: String
        /// The absolute path it is read from.
        var origin: String
        var scope: Int = 0
    }

    /// One file of a request: one the supervisor holds (`given`: standard input, `--fix`, tests), or
    /// one only named (`unread`), which the worker reads, checks for UTF-8 and hashes.
    enum Entry: Sendable {
        case given(LintInput)
        case unread(UnreadFile)

        var path: String {
            switch self {
            case .given(let input): return input.file.path
            case .unread(let file): return file.path
            }
        }

        var given: LintInput? {
            if case .given(let input) = self { return input }
            return nil
        }
    }

    struct Request {
        var entries: [Entry]
        var indexEntries: [Entry] = []
        var scopes: IndexScopes = .single
        /// One per input, then one per index-only file.
        var plans: [Plan]
        var traced: Int?
        /// What the supervisor's discovery listed of each folder, so the worker's deployment-target
        /// resolver does not list those folders again.
        var folders = FolderListing()

        init(entries: [Entry], indexEntries: [Entry] = [], scopes: IndexScopes = .single, plans: [Plan], traced: Int?,
             folders: FolderListing = FolderListing()) {
            self.entries = entries
            self.indexEntries = indexEntries
            self.scopes = scopes
            self.plans = plans
            self.traced = traced
            self.folders = folders
        }

        init(inputs: [LintInput], indexOnly: [LintInput] = [], scopes: IndexScopes = .single, plans: [Plan], traced: Int?) {
            self.init(entries: inputs.map(Entry.given), indexEntries: indexOnly.map(Entry.given), scopes: scopes,
                      plans: plans, traced: traced)
        }

        /// The files the supervisor gave with their bytes (or length and hash); the unread ones are left out.
        var inputs: [LintInput] { entries.compactMap(\.given) }
        var indexOnly: [LintInput] { indexEntries.compactMap(\.given) }

        /// By position: the inputs, then the index-only files.
        func entry(at position: Int) -> Entry {
            position < entries.count ? entries[position] : indexEntries[position - entries.count]
        }
    }

    static func encode(_ request: Request) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(request) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Files at least this long go to the sink as they are, not copied into the writer's buffer.
    static let directDataLength = 1 << 16

    /// Hands the request to `sink` in pieces of about a megabyte (a file's bytes directly), so
    /// the supervisor never holds a second copy of every file: writing to the worker's pipe as it
    /// goes, the request costs a megabyte of memory, not the size of the run.
    static func encode(_ request: Request, into sink: ([UInt8]) -> Void) {
        var writer = ByteWriter()
        func flush() {
            if !writer.bytes.isEmpty { sink(writer.bytes) }
            writer.bytes.removeAll(keepingCapacity: true)
        }
        writer.bytes.append(contentsOf: magic)
        writer.int(request.traced ?? -1)
        writer.int(request.scopes.visible.count)
        for seen in request.scopes.visible {
            writer.int(seen.count)
            for scope in seen { writer.int(scope) }
        }
        let folders = request.folders.entries
        writer.int(folders.count)
        for (folder, markers) in folders {
            writer.string(folder)
            writer.bytes.append(FolderMarkersByte.encode(markers))
        }
        for (offset, files) in [(0, request.entries), (request.entries.count, request.indexEntries)] {
            writer.int(files.count)
            for (position, entry) in files.enumerated() {
                writer.bytes.append(request.plans[offset + position].rawValue)
                switch entry {
                case .unread(let file):
                    // The worker reads it, checks it and sends back the length and hash of what it linted.
                    writer.int(file.scope)
                    writer.string(file.path)
                    writer.string(file.origin)
                    writer.bytes.append(Bytes.read.rawValue)
                    writer.diagnostics([])
                case .given(let input):
                    writer.int(input.scope)
                    writer.string(input.file.path)
                    if let origin = input.file.origin {
                        // The worker reads the file itself, when it needs it, and checks it is these bytes.
                        writer.string(origin)
                        writer.bytes.append(Bytes.checked.rawValue)
                        writer.int(input.file.count)
                        writer.int(Int(bitPattern: UInt(SourceFile.contentHash(input.file.bytes))))
                    } else if input.file.bytes.count >= directDataLength {
                        writer.string("")
                        writer.bytes.append(Bytes.inline.rawValue)
                        writer.int(input.file.bytes.count)
                        flush()
                        sink(input.file.bytes)
                    } else {
                        writer.string("")
                        writer.bytes.append(Bytes.inline.rawValue)
                        writer.data(input.file.bytes)
                    }
                    writer.diagnostics(input.diagnostics)
                }
                if writer.bytes.count >= 1 << 20 { flush() }
            }
        }
        flush()
    }

    static func decodeRequest(_ bytes: [UInt8]) -> Request? {
        var reader = ByteReader(bytes)
        return decodeRequest(from: &reader)
    }

    /// Decodes the request as it arrives on `descriptor` (the worker's standard input), so the
    /// worker holds each file once, never the whole request besides.
    static func decodeRequest(reading descriptor: Int32) -> Request? {
        var reader = ByteReader(descriptor: descriptor)
        return decodeRequest(from: &reader)
    }

    static func decodeRequest(from reader: inout ByteReader) -> Request? {
        guard reader.take(magic.count).map(Array.init) == magic, let traced = reader.int(),
              let scopeCount = reader.int(), scopeCount >= 0, scopeCount <= reader.countLimit else { return nil }
        var visible: [[Int]] = []
        for _ in 0..<scopeCount {
            guard let count = reader.int(), count >= 0, count <= reader.countLimit else { return nil }
            var seen: [Int] = []
            for _ in 0..<count {
                guard let scope = reader.int() else { return nil }
                seen.append(scope)
            }
            visible.append(seen)
        }
        guard let folderCount = reader.int(), folderCount >= 0, folderCount <= reader.countLimit else { return nil }
        var folders = FolderListing()
        for _ in 0..<folderCount {
            guard let folder = reader.string(), let markers = reader.byte().flatMap(FolderMarkersByte.decode) else { return nil }
            folders.record(markers, for: folder)
        }
        var lists: [[Entry]] = []
        var plans: [Plan] = []
        for _ in 0..<2 {
            guard let count = reader.int(), count >= 0, count <= reader.countLimit else { return nil }
            var entries: [Entry] = []
            for _ in 0..<count {
                guard let planByte = reader.byte(), let plan = Plan(rawValue: planByte), let scope = reader.int(),
                      let path = reader.string(), let origin = reader.string(),
                      let how = reader.byte().flatMap(Bytes.init(rawValue:)) else { return nil }
                let file: SourceFile
                switch how {
                case .read:
                    guard !origin.isEmpty, let diagnostics = reader.diagnostics(path: path), diagnostics.isEmpty else { return nil }
                    entries.append(.unread(UnreadFile(path: path, origin: origin, scope: scope)))
                    plans.append(plan)
                    continue
                case .inline:
                    guard origin.isEmpty, let data = reader.data() else { return nil }
                    file = SourceFile(path: path, bytes: data)
                case .checked:
                    guard !origin.isEmpty, let count = reader.int(), count >= 0, let hash = reader.int() else { return nil }
                    file = SourceFile(path: path, origin: origin, count: count, hash: UInt64(UInt(bitPattern: hash)))
                }
                guard let diagnostics = reader.diagnostics(path: path) else { return nil }
                entries.append(.given(LintInput(file: file, diagnostics: diagnostics, scope: scope)))
                plans.append(plan)
            }
            lists.append(entries)
        }
        guard reader.atEnd else { return nil }
        return Request(entries: lists[0], indexEntries: lists[1], scopes: IndexScopes(visible: visible), plans: plans,
                       traced: traced >= 0 ? traced : nil, folders: folders)
    }

    static func record(_ kind: Kind, _ index: Int, _ payload: [UInt8] = []) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes.append(kind.rawValue)
        writer.uint32(UInt32(index))
        writer.uint32(UInt32(payload.count))
        writer.bytes.append(contentsOf: payload)
        return writer.bytes
    }

    /// `linted`: the length and `contentHash` of the bytes the worker read and linted, for a file it
    /// read itself (the supervisor checks them when it reads the file for the report).
    static func resultPayload(_ result: FileResult, linted: Linted? = nil) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes.append(result.hasParseError ? 1 : 0)
        writer.diagnostics(result.diagnostics)
        writer.bytes.append(linted == nil ? 0 : 1)
        if let linted {
            writer.int(linted.count)
            writer.int(Int(bitPattern: UInt(linted.hash)))
        }
        return writer.bytes
    }

    /// What a worker read of a file: its length and `SourceFile.contentHash`.
    struct Linted: Sendable, Equatable {
        var count: Int
        var hash: UInt64
    }

    /// A result for `entry`: a given file keeps the supervisor's `SourceFile`; an unread one gets a
    /// file not read yet, read from its origin when the report needs its text and checked against
    /// the length and hash the worker linted (`SourceFile(path:origin:count:hash:)`).
    static func decodeResult(_ payload: ArraySlice<UInt8>, entry: Entry) -> FileResult? {
        var reader = ByteReader(Array(payload))
        guard let flag = reader.byte(), let diagnostics = reader.diagnostics(path: entry.path),
              let hasLinted = reader.byte() else { return nil }
        var linted: Linted?
        if hasLinted == 1 {
            guard let count = reader.int(), count >= 0, let hash = reader.int() else { return nil }
            linted = Linted(count: count, hash: UInt64(UInt(bitPattern: hash)))
        }
        guard reader.atEnd else { return nil }
        let file: SourceFile
        switch entry {
        case .given(let input): file = input.file
        case .unread(let unread):
            guard let linted else { return nil }
            file = SourceFile(path: unread.path, origin: unread.origin, count: linted.count, hash: linted.hash)
        }
        return FileResult(file: file, diagnostics: diagnostics, hasParseError: flag == 1)
    }

    static func decodeResult(_ payload: ArraySlice<UInt8>, file: SourceFile) -> FileResult? {
        decodeResult(payload, entry: .given(LintInput(file: file)))
    }

    /// Splits complete records off the front of `buffer`, leaving a partial one in place.
    static func takeRecords(from buffer: inout [UInt8]) -> [(kind: Kind?, index: Int, payload: ArraySlice<UInt8>)] {
        var records: [(kind: Kind?, index: Int, payload: ArraySlice<UInt8>)] = []
        var cursor = 0
        while buffer.count - cursor >= 9 {
            let index = Int(ByteReader.uint32(buffer, at: cursor + 1))
            let length = Int(ByteReader.uint32(buffer, at: cursor + 5))
            guard buffer.count - cursor - 9 >= length else { break }
            records.append((Kind(rawValue: buffer[cursor]), index, buffer[(cursor + 9)..<(cursor + 9 + length)]))
            cursor += 9 + length
        }
        if cursor > 0 {
            records = records.map { ($0.kind, $0.index, ArraySlice(Array($0.payload))) }
            buffer.removeFirst(cursor)
        }
        return records
    }
}

/// A folder's markers as one byte in the request: one bit per marker.
enum FolderMarkersByte {
    static func encode(_ markers: FolderMarkers) -> UInt8 {
        (markers.hasManifest ? 1 : 0) | (markers.hasXcodeProject ? 2 : 0)
            | (markers.hasXcodeWorkspace ? 4 : 0) | (markers.hasGit ? 8 : 0)
    }

    /// Nil for a byte with a bit no marker has.
    static func decode(_ byte: UInt8) -> FolderMarkers? {
        guard byte & ~15 == 0 else { return nil }
        var markers = FolderMarkers()
        markers.hasManifest = byte & 1 != 0
        markers.hasXcodeProject = byte & 2 != 0
        markers.hasXcodeWorkspace = byte & 4 != 0
        markers.hasGit = byte & 8 != 0
        return markers
    }
}

/// Little-endian fixed-width integers and length-prefixed strings.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func uint32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func int(_ value: Int) {
        let bits = UInt64(bitPattern: Int64(value))
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    mutating func data(_ value: [UInt8]) {
        int(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) { data(Array(value.utf8)) }

    mutating func diagnostics(_ list: [Diagnostic]) {
        int(list.count)
        for diagnostic in list {
            string(diagnostic.ruleID)
            string(diagnostic.severity.rawValue)
            string(diagnostic.path)
            int(diagnostic.range.lowerBound)
            int(diagnostic.range.upperBound)
            for location in [diagnostic.start, diagnostic.end] {
                int(location.line)
                int(location.column)
            }
            string(diagnostic.message)
            guard let fix = diagnostic.fix else { bytes.append(0); continue }
            bytes.append(fix.safe ? 2 : 1)
            int(fix.edits.count)
            for edit in fix.edits {
                int(edit.range.lowerBound)
                int(edit.range.upperBound)
                string(edit.replacement)
            }
        }
    }
}

/// Reads what `ByteWriter` wrote; every read returns nil instead of running past the end.
/// Over bytes in memory, or over a pipe (`init(descriptor:)`), read as needed.
struct ByteReader {
    private(set) var bytes: [UInt8]
    var cursor = 0
    /// The pipe read from when `bytes` runs out; nil for bytes in memory.
    private let descriptor: Int32?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        descriptor = nil
    }

    init(descriptor: Int32) {
        bytes = []
        self.descriptor = descriptor
    }

    /// The largest element count a well-formed input can announce (a count beyond it is garbage,
    /// refused before anything is reserved): the bytes in memory, or for a pipe 2^31.
    var countLimit: Int { descriptor == nil ? bytes.count : Int(Int32.max) }

    var atEnd: Bool {
        mutating get { !available(1) }
    }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << UInt32(8 * $1) }
    }

    /// Whether `count` bytes follow the cursor, reading the pipe (if any) until they do.
    private mutating func available(_ count: Int) -> Bool {
        if bytes.count - cursor >= count { return true }
        guard let descriptor else { return false }
        if cursor > 0 {
            bytes.removeSubrange(0..<cursor)
            cursor = 0
        }
        bytes.reserveCapacity(count)
        while bytes.count < count {
            let wanted = max(count - bytes.count, 1 << 16)
            let start = bytes.count
            var got = 0
            bytes.append(contentsOf: repeatElement(0, count: wanted))
            while true {
                got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + start, wanted) }
                if got < 0 && errno == EINTR { continue }
                break
            }
            bytes.removeSubrange((start + max(got, 0))...)
            if got <= 0 { return false }
        }
        return true
    }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, available(count) else { return nil }
        defer { cursor += count }
        return bytes[cursor..<(cursor + count)]
    }

    mutating func byte() -> UInt8? { take(1)?.first }

    mutating func int() -> Int? {
        guard let slice = take(8) else { return nil }
        let bits = slice.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
        return Int(Int64(bitPattern: bits))
    }

    mutating func data() -> [UInt8]? {
        guard let count = int(), let slice = take(count) else { return nil }
        return Array(slice)
    }

    mutating func string() -> String? { data().map { String(decoding: $0, as: UTF8.self) } }

    mutating func range() -> Range<Int>? {
        guard let lower = int(), let upper = int(), lower <= upper else { return nil }
        return lower..<upper
    }

    mutating func location() -> SourceLocation? {
        guard let line = int(), let column = int() else { return nil }
        return SourceLocation(line: line, column: column)
    }

    /// `path`: the file's path, shared by its diagnostics instead of one copy each.
    mutating func diagnostics(path: String) -> [Diagnostic]? {
        guard let count = int(), count >= 0, count <= countLimit else { return nil }
        var list: [Diagnostic] = []
        list.reserveCapacity(min(count, 1 << 10))
        for _ in 0..<count {
            guard let ruleID = string(), let severity = string().flatMap(Severity.init(rawValue:)), let shown = string(),
                  let range = range(), let start = location(), let end = location(), let message = string(),
                  let fixKind = byte() else { return nil }
            var fix: Fix? = nil
            if fixKind != 0 {
                guard let editCount = int(), editCount >= 0, editCount <= countLimit else { return nil }
                var edits: [TextEdit] = []
                for _ in 0..<editCount {
                    guard let editRange = self.range(), let replacement = string() else { return nil }
                    edits.append(TextEdit(range: editRange, replacement: replacement))
                }
                fix = Fix(edits: edits, safe: fixKind == 2)
            }
            list.append(Diagnostic(ruleID: ruleID, severity: severity, path: shown == path ? path : shown, range: range,
                                   start: start, end: end, message: message, fix: fix))
        }
        return list
    }
}
