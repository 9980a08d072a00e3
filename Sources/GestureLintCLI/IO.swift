import Foundation

/// Where a command reads and writes: the process's own streams, or buffers in tests.
/// Everything that depends on the process (working folder, environment, terminals, stdin)
/// comes through here, so `CLI.run` can be called in-process with any of them.
public struct IO: Sendable {
    public var currentDirectory: String
    public var environment: [String: String]
    public var stdout: OutputSink
    public var stderr: OutputSink
    public var readStandardInput: @Sendable () -> [UInt8]
    /// Reads a file's bytes; throws a message naming what went wrong.
    public var readFile: @Sendable (String) throws -> [UInt8]
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    /// This program's executable when it may run itself as a worker process (lint supervision);
    /// nil in-process (tests, embedding), where a run stays in this process.
    public var executablePath: String? = nil

    public init(currentDirectory: String, environment: [String: String], stdout: OutputSink, stderr: OutputSink,
                readStandardInput: @escaping @Sendable () -> [UInt8], readFile: @escaping @Sendable (String) throws -> [UInt8] = IO.readFileFromDisk,
                stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false) {
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.readStandardInput = readStandardInput
        self.readFile = readFile
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// The process's real streams and working folder.
    public static func standard() -> IO {
        var io = IO(currentDirectory: FileManager.default.currentDirectoryPath,
           environment: ProcessInfo.processInfo.environment,
           stdout: OutputSink { FileHandle.standardOutput.write($0) },
           stderr: OutputSink { FileHandle.standardError.write($0) },
           readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
           stdoutIsTerminal: isatty(1) != 0, stderrIsTerminal: isatty(2) != 0)
        io.executablePath = currentExecutable()
        return io
    }

    /// This process's executable: the target of `/proc/self/exe` where there is one (what
    /// Foundation's main bundle reports on Linux), else `Bundle.main.executablePath`. Making the main
    /// bundle lists the executable's folder and looks for an `Info.plist` (about 8 ms in a run of
    /// 0.3 s when the binary sits in `.build/release`), in the supervisor and again in the worker.
    static func currentExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0, length < buffer.count - 1 {
            let path = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if path.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return Bundle.main.executablePath
    }

    /// Buffers instead of streams, for tests and embedding.
    public static func captured(currentDirectory: String, stdin: [UInt8] = [], environment: [String: String] = [:])
        -> (io: IO, stdout: OutputSink, stderr: OutputSink) {
        let out = OutputSink.buffer()
        let err = OutputSink.buffer()
        let io = IO(currentDirectory: currentDirectory, environment: environment, stdout: out, stderr: err,
                    readStandardInput: { stdin })
        return (io, out, err)
    }

    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    @Sendable public static func readFileFromDisk(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        let expected = fstat(descriptor, &info) == 0 && info.st_size > 0 ? Int(info.st_size) : 0
        // Straight into the result, as large as the file says it is: no zeroed chunk and no copy.
        var result = try [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            while initialized < expected {
                let count = read(descriptor, buffer.baseAddress! + initialized, expected - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw ReadError(description: String(cString: strerror(errno)))
                }
                if count == 0 { break }
                initialized += count
            }
        }
        if result.count < expected { return result }   // ended early: that is all there is
        // A file that grew, or one whose size the system does not know (a pipe, /proc): read on.
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { chunk in
            while true {
                let count = read(descriptor, chunk.baseAddress, chunk.count)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw ReadError(description: String(cString: strerror(errno)))
                }
                if count == 0 { break }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
            }
        }
        return result
    }

    /// An absolute, normalised form of `path` (relative paths are taken from the working folder).
    public func absolute(_ path: String) -> String {
        PathText.normalize(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// The path as printed: relative to the working folder when below it, else absolute.
    public func display(_ absolutePath: String) -> String {
        PathText.relative(absolutePath, to: PathText.normalize(currentDirectory)) ?? absolutePath
    }
}

/// A thread-safe text sink (progress is written from another thread).
public final class OutputSink: @unchecked Sendable {
    private let lock = NSLock()
    private let sink: (Data) -> Void
    private var buffer: Data? = nil

    public init(_ sink: @escaping (Data) -> Void) { self.sink = sink }

    static func buffer() -> OutputSink {
        let output = OutputSink { _ in }
        output.buffer = Data()
        return output
    }

    public func write(_ text: String) { write(bytes: Data(text.utf8)) }

    /// Writes bytes as they are (token dumps keep invalid UTF-8 from the source unchanged).
    public func write(_ bytes: [UInt8]) { write(bytes: Data(bytes)) }

    private func write(bytes data: Data) {
        guard !data.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        if buffer != nil { buffer!.append(contentsOf: data) } else { sink(data) }
    }

    /// What a buffer sink has collected.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer ?? Data(), as: UTF8.self)
    }
}
