import Foundation
import GestureLintCore

/// Reads the files a request only names (`WorkerProtocol.UnreadFile`), as the supervisor's
/// `FileReader` did before: an unreadable file becomes its `io_error` (and is left out of the run),
/// a reported file that is not UTF-8 gets its `parse_error`, an index-only one gets no diagnostic.
/// In a worker (`lazily`) the bytes are kept for the first files read, up to `keptBytes` in all
/// (pass 1 reaches them first and drops them: `LintRun.releasesBytes`), and dropped for the others
/// once checked and hashed: the engine reads those again when pass 1 reaches them, checked against
/// that length and hash, so the worker never holds every file of a large run at once. In process
/// the bytes are kept (reporters and `--fix` read them).
struct WorkerReads {
    var reader: FileReader
    /// What a worker keeps of the files it read ahead of pass 1. Measured on the 94 MB packages
    /// corpus (Benchmarks.md, perf9): keeping every file raised the worker's peak from 130 to
    /// 146-149 MiB; kept files are the first pass 1 drops, so this much leaves the peak where it was.
    static let keptBytes = 32 << 20

    enum Outcome: Sendable {
        /// `linted`: the length and hash of the bytes read lazily (nil for a file given with its bytes, or read in process).
        case input(LintInput, linted: WorkerProtocol.Linted?)
        case unreadable(Diagnostic)
    }

    /// One outcome per entry, in order (a given file as it is). `skip`: positions not to read (left
    /// out of the run); they come back as an empty input.
    func read(_ entries: [WorkerProtocol.Entry], reported: Bool, lazily: Bool, jobs: Int, budget: KeptBytes? = nil,
              skip: @Sendable (Int) -> Bool = { _ in false }) -> [Outcome] {
        Parallel.map(Array(entries.enumerated()), jobs: jobs) { position, entry -> Outcome in
            switch entry {
            case .given(let input):
                return .input(input, linted: nil)
            case .unread(let file):
                if skip(position) {
                    return .input(LintInput(file: SourceFile(path: file.path, bytes: []), scope: file.scope), linted: nil)
                }
                switch reader.read(absolute: file.origin, display: file.path) {
                case .unreadable(let diagnostic):
                    return .unreadable(diagnostic)
                case .input(var input):
                    input.scope = file.scope
                    if !reported { input.diagnostics = [] }
                    guard lazily else { return .input(input, linted: nil) }
                    let bytes = input.file.bytes
                    let linted = WorkerProtocol.Linted(count: bytes.count, hash: SourceFile.contentHash(bytes))
                    if budget?.take(bytes.count) == true {
                        input.file = SourceFile(path: file.path, bytes: bytes, origin: file.origin, hash: linted.hash)
                    } else {
                        input.file = SourceFile(path: file.path, origin: file.origin, count: linted.count, hash: linted.hash)
                    }
                    return .input(input, linted: linted)
                }
            }
        }
    }
}

/// The bytes a worker may still keep of the files it read ahead (shared by the reading threads).
final class KeptBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    init(_ limit: Int) { left = limit }

    /// Whether `count` more bytes fit; if so they are taken.
    func take(_ count: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard count <= left else { return false }
        left -= count
        return true
    }
}
