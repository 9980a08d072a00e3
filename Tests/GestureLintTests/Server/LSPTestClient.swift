import Foundation
@testable import GestureLintCLI

/// Speaks JSON-RPC to a spawned `gesturelint server`, the way an editor does: framed messages on
/// its standard input, and everything it sends collected from its standard output.
final class LSPTestClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [JSONObject] = []
    private var nextID = 100
    /// Each received message carries the time its last byte was read, under this key.
    static let arrivalKey = "_arrivedAt"

    init(arguments: [String] = ["server"], in folder: String) throws {
        // GESTURELINT_SERVER_EXECUTABLE measures another build (the release one) with the same tests.
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.environment["GESTURELINT_SERVER_EXECUTABLE"] ?? Executable.path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let descriptor = output.fileHandleForReading.fileDescriptor
        Thread { [self] in
            var decoder = FrameDecoder()
            // Large reads straight into one buffer: a 300 KB publication arrives in a few reads,
            // and the server is never kept waiting on a full pipe by this (debug-built) client.
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                // When the last bytes of the messages completed by this read arrived: latency is
                // measured to here, not to the end of this client's decoding.
                let arrival = Date().timeIntervalSinceReferenceDate
                if count <= 0 { break }
                decoder.append(chunk[0..<count])
                while case .message(let body)? = decoder.next() {
                    guard var object = try? JSONSerialization.jsonObject(with: Data(body)) as? JSONObject else { continue }
                    object[Self.arrivalKey] = arrival
                    condition.lock()
                    received.append(object)
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    func sendRaw(_ bytes: [UInt8]) {
        try? input.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    func frame(_ object: JSONObject) -> [UInt8] {
        FrameDecoder.encode([UInt8](try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])))
    }

    func notify(_ method: String, _ params: JSONObject = [:]) {
        sendRaw(frame(["jsonrpc": "2.0", "method": method, "params": params]))
    }

    /// Sends a request and returns its id.
    @discardableResult
    func send(_ method: String, _ params: JSONObject = [:]) -> Int {
        let id = nextRequestID()
        sendRaw(frame(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
        return id
    }

    func nextRequestID() -> Int {
        condition.lock()
        defer { condition.unlock() }
        nextID += 1
        return nextID
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: JSONObject = [:], timeout: TimeInterval = 20) -> JSONObject? {
        let id = send(method, params)
        return response(to: id, timeout: timeout)
    }

    func response(to id: Int, timeout: TimeInterval = 20) -> JSONObject? {
        waitFor(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    func initialize(root: String, options: JSONObject = [:]) -> JSONObject? {
        let result = request("initialize", ["processId": NSNull(), "rootUri": FileURI.uri(root), "capabilities": [:] as JSONObject,
                                            "initializationOptions": options])
        notify("initialized")
        return result
    }

    func open(_ path: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": FileURI.uri(path), "languageId": "swift", "version": version, "text": text]])
    }

    func change(_ path: String, version: Int, _ changes: [JSONObject]) {
        notify("textDocument/didChange", ["textDocument": ["uri": FileURI.uri(path), "version": version], "contentChanges": changes])
    }

    // MARK: Receiving

    /// The first message not yet consumed that matches, removing it (and waiting up to `timeout`).
    func waitFor(timeout: TimeInterval = 20, _ matches: (JSONObject) -> Bool) -> JSONObject? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    /// The next `publishDiagnostics` for a file (optionally at a version).
    func diagnostics(for path: String, version: Int? = nil, timeout: TimeInterval = 20) -> [JSONObject]? {
        publication(for: path, version: version, timeout: timeout)?.diagnostics
    }

    /// The next `publishDiagnostics` for a file, with the moment its last byte was read.
    func publication(for path: String, version: Int? = nil, timeout: TimeInterval = 20) -> (diagnostics: [JSONObject], arrived: Date)? {
        let uri = FileURI.uri(path)
        let message = waitFor(timeout: timeout) { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? JSONObject,
                  params["uri"] as? String == uri else { return false }
            return version == nil || params["version"] as? Int == version
        }
        guard let message, let diagnostics = (message["params"] as? JSONObject)?["diagnostics"] as? [JSONObject],
              let arrival = message[Self.arrivalKey] as? TimeInterval else { return nil }
        return (diagnostics, Date(timeIntervalSinceReferenceDate: arrival))
    }

    /// Every message received and not consumed yet.
    func pending() -> [JSONObject] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    /// Waits for the process to end; nil if it is still running after `timeout`.
    func exitStatus(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }
}

extension JSONObject {
    var errorCode: Int? { (self["error"] as? JSONObject)?["code"] as? Int }
}
