import Foundation
import GestureLintCore

/// Reads the files a request only names (`WorkerProtocol.UnreadFile`), as the supervisor's
/// `FileReader` did before: an unreadable file becomes its `io_error` (and is left out of the run),
/// a reported file that is not UTF-8 gets its `parse_error`, an index-only one gets no diagnostic.
/// In a worker each file is read once, by the engine's pass 1 when it reaches the file
/// (`LintRun.readsInPassOne`), and hashed as it is read; in process (`readAll`) every file is read
/// first and kept (reporters and `--fix` read them).
struct WorkerReads {
    var reader: FileReader

    enum Outcome: Sendable {
        /// `linted`: the length and hash of the bytes read, for a file read in a worker (nil for a
        /// file given with its bytes, or read in process).
        case input(LintInput, linted: WorkerProtocol.Linted?)
        case unreadable(Diagnostic)
    }

    /// One entry: a given file as it is; an unread one read now. `hashed` (a worker): the file
    /// remembers the length and hash of the bytes read (`SourceFile(path:bytes:origin:hash:)`), so
    /// pass 1 can drop them without hashing them again, and they go back with its result.
    func read(_ entry: WorkerProtocol.Entry, reported: Bool, hashed: Bool) -> Outcome {
        switch entry {
        case .given(let input):
            return .input(input, linted: nil)
        case .unread(let file):
            switch reader.read(absolute: file.origin, display: file.path) {
            case .unreadable(let diagnostic):
                return .unreadable(diagnostic)
            case .input(var input):
                input.scope = file.scope
                if !reported { input.diagnostics = [] }
                guard hashed else { return .input(input, linted: nil) }
                let bytes = input.file.bytes
                let linted = WorkerProtocol.Linted(count: bytes.count, hash: SourceFile.contentHash(bytes))
                input.file = SourceFile(path: file.path, bytes: bytes, origin: file.origin, hash: linted.hash)
                return .input(input, linted: linted)
            }
        }
    }

    /// Every entry read first, in parallel, one outcome per entry in order (the bytes kept).
    func readAll(_ entries: [WorkerProtocol.Entry], reported: Bool, jobs: Int) -> [Outcome] {
        Parallel.map(entries, jobs: jobs) { read($0, reported: reported, hashed: false) }
    }

    /// What a worker's pass 1 reads: each unread entry of `request` when the engine reaches it
    /// (`LintRun.readsInPassOne`). An unreadable file's `io_error` goes to `unreadable` (from the
    /// run's threads); the length and hash of each reported file read are kept in `linted` (one per
    /// input) for its result.
    func passOne(_ request: WorkerProtocol.Request, linted: LintedLengths,
                 unreadable: @escaping @Sendable (Int, Diagnostic) -> Void) -> @Sendable (Int, LintInput) -> LintInput? {
        let reads = self
        let entries = request.entries, indexEntries = request.indexEntries
        return { position, given in
            let reported = position < entries.count
            let entry = reported ? entries[position] : indexEntries[position - entries.count]
            guard case .unread = entry else { return given }
            switch reads.read(entry, reported: reported, hashed: true) {
            case .unreadable(let diagnostic):
                unreadable(position, diagnostic)
                return nil
            case .input(let input, let read):
                if reported, let read { linted.record(read, at: position) }
                return input
            }
        }
    }

    /// The inputs a worker hands its engine for a request: a given file as it is, an unread one as
    /// an empty placeholder with its path and scope, read when pass 1 reaches it.
    static func placeholders(_ entries: [WorkerProtocol.Entry]) -> [LintInput] {
        entries.map { entry in
            switch entry {
            case .given(let input): return input
            case .unread(let file): return LintInput(file: SourceFile(path: file.path, bytes: []), scope: file.scope)
            }
        }
    }
}

/// By position: the length and hash of each file a worker read in pass 1, sent with its result
/// (written by pass 1's threads, read when pass 2 reports).
final class LintedLengths: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [WorkerProtocol.Linted?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func record(_ linted: WorkerProtocol.Linted, at position: Int) {
        lock.lock()
        defer { lock.unlock() }
        values[position] = linted
    }

    subscript(position: Int) -> WorkerProtocol.Linted? {
        lock.lock()
        defer { lock.unlock() }
        return position < values.count ? values[position] : nil
    }
}
