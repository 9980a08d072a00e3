import Foundation
import GestureLintCore

/// `gesturelint server`: the Language Server Protocol (3.17) over a message stream. One thread
/// handles every message in order and lints on it; `MessageQueue` feeds it in batches.
final class LanguageServer {
    private enum State { case waiting, running, shuttingDown }

    private let rules: [any Rule]
    private let send: ([UInt8]) -> Void
    private let log: (String) -> Void
    private let jobs: Int
    private var state = State.waiting
    private var documents = DocumentStore()
    private var scheduler = LintScheduler()
    private var locator = WorkspaceProjects(workspaceFolders: [])
    /// Each document folder's project root (a walk up the folders lists each of them).
    private var roots: [String: String] = [:]
    private let configurations: ConfigurationCache
    private var projects: [String: (files: ProjectFiles, generation: Int)] = [:]
    /// Each open document's analysis at a version, shared with the other documents' lints.
    private var openAnalyses: [String: (version: Int, input: LintInput, analysis: FileAnalysis)] = [:]
    /// What was last published for each document, for code actions.
    private var published: [String: (version: Int, diagnostics: [Diagnostic])] = [:]
    /// The configuration errors already shown, so one problem is shown once.
    private var shownErrors: Set<String> = []
    private var clientWatchesFiles = false
    private var nextRequestID = 1
    /// Set by `exit`: 0 after `shutdown`, else 1.
    private(set) var exitCode: Int32?

    init(rules: [any Rule], jobs: Int, send: @escaping ([UInt8]) -> Void, log: @escaping (String) -> Void) {
        self.rules = rules
        self.jobs = jobs
        self.send = send
        self.log = log
        self.configurations = ConfigurationCache(rules: rules)
    }

    /// Serves until `exit` or the end of input; returns the process's exit status.
    func run(_ queue: MessageQueue) -> Int32 {
        while true {
            let (frames, closed) = queue.take(before: scheduler.deadline)
            handle(frames)
            if let exitCode { return exitCode }
            if closed { return state == .shuttingDown ? 0 : 1 }
            for uri in scheduler.takeDue() { lint(uri) }
        }
    }

    /// Handles one batch in order. A request cancelled within its batch is answered `RequestCancelled`.
    func handle(_ frames: [FrameDecoder.Frame]) {
        let messages = frames.map { frame -> RPCMessage in
            switch frame {
            case .message(let body): return RPCMessage.decode(body)
            case .badHeader: return .invalid(id: nil, code: .parseError, message: "a message header has no valid Content-Length")
            }
        }
        var cancelled: Set<RequestID> = []
        for case .notification("$/cancelRequest", let params) in messages {
            if let id = RequestID((params as? JSONObject)?["id"]) { cancelled.insert(id) }
        }
        for message in messages {
            handle(message, cancelled: cancelled)
            if exitCode != nil { return }
        }
    }

    private func handle(_ message: RPCMessage, cancelled: Set<RequestID>) {
        switch message {
        case .invalid(let id, let code, let text):
            send(RPCEncoder.error(id: id, code: code, message: text))
        case .response:
            break  // the client's answer to client/registerCapability
        case .request(let id, let method, let params):
            if state == .waiting && method != "initialize" {
                send(RPCEncoder.error(id: id, code: .serverNotInitialized, message: "send 'initialize' first"))
            } else if state == .shuttingDown {
                send(RPCEncoder.error(id: id, code: .invalidRequest, message: "the server is shutting down; only 'exit' is accepted"))
            } else if cancelled.contains(id) {
                send(RPCEncoder.error(id: id, code: .requestCancelled, message: "cancelled"))
            } else {
                request(id: id, method: method, params: params as? JSONObject ?? [:])
            }
        case .notification(let method, let params):
            if method == "exit" {
                exitCode = state == .shuttingDown ? 0 : 1
            } else if state == .running {
                notification(method, params as? JSONObject ?? [:])
            }
        }
    }

    // MARK: Requests

    private func request(id: RequestID, method: String, params: JSONObject) {
        switch method {
        case "initialize":
            guard state == .waiting else {
                send(RPCEncoder.error(id: id, code: .invalidRequest, message: "'initialize' was already called"))
                return
            }
            send(RPCEncoder.response(id: id, result: initialize(params)))
            state = .running
        case "shutdown":
            state = .shuttingDown
            send(RPCEncoder.response(id: id, result: .null))
        case "textDocument/codeAction":
            guard let result = codeActions(params) else {
                send(RPCEncoder.error(id: id, code: .invalidParams, message: "codeAction needs textDocument.uri and range"))
                return
            }
            send(RPCEncoder.response(id: id, result: .array(result)))
        default:
            send(RPCEncoder.error(id: id, code: .methodNotFound, message: "gesturelint does not handle '\(method)'"))
        }
    }

    private func initialize(_ params: JSONObject) -> JSON {
        var folders: [String] = []
        if let list = params["workspaceFolders"] as? [JSONObject] {
            folders = list.compactMap { ($0["uri"] as? String).flatMap(FileURI.path) }
        }
        if folders.isEmpty, let root = (params["rootUri"] as? String).flatMap(FileURI.path) { folders = [root] }
        if folders.isEmpty, let root = params["rootPath"] as? String { folders = [PathText.normalize(root)] }
        locator = WorkspaceProjects(workspaceFolders: folders)
        let capabilities = params["capabilities"] as? JSONObject
        let watched = (capabilities?["workspace"] as? JSONObject)?["didChangeWatchedFiles"] as? JSONObject
        clientWatchesFiles = watched?["dynamicRegistration"] as? Bool ?? false
        if let options = params["initializationOptions"] as? JSONObject, let milliseconds = options["debounceMilliseconds"] as? Double {
            scheduler.debounce = max(0, milliseconds) / 1000
        }
        return [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": .string(ProjectInfo.name), "version": .string(ProjectInfo.version)],
        ]
    }

    private func codeActions(_ params: JSONObject) -> [JSON]? {
        guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String else { return nil }
        guard var document = documents[uri] else { return [] }
        guard let range = document.map.byteRange(params["range"]) else { return nil }
        if let only = (params["context"] as? JSONObject)?["only"] as? [String],
           !only.contains(where: { $0 == "quickfix" || $0.hasPrefix("quickfix.") || "quickfix".hasPrefix($0) }) {
            return []
        }
        if scheduler.isPending(uri) || published[uri]?.version != document.version {
            scheduler.remove(uri)
            lint(uri)
            document = documents[uri] ?? document
        }
        let diagnostics = published[uri]?.diagnostics ?? []
        return CodeActions(document: document, diagnostics: diagnostics, convert: converter(for: document)).actions(touching: range)
    }

    // MARK: Notifications

    private func notification(_ method: String, _ params: JSONObject) {
        let textDocument = params["textDocument"] as? JSONObject
        let uri = textDocument?["uri"] as? String
        switch method {
        case "initialized":
            registerFileWatchers()
        case "textDocument/didOpen":
            guard let uri, let text = textDocument?["text"] as? String else { return log("didOpen without textDocument.uri/text") }
            documents[uri] = TextDocument(uri: uri, path: FileURI.path(uri), version: textDocument?["version"] as? Int ?? 0,
                                          bytes: Array(text.utf8))
            scheduler.lintNow(uri)
        case "textDocument/didChange":
            guard let uri, var document = documents[uri], let changes = params["contentChanges"] as? [Any] else {
                return log("didChange for a document that is not open")
            }
            guard document.apply(changes) else {
                // A change we cannot place would desynchronise the text: keep the old one and say so.
                return showMessage(1, "gesturelint: a change to \(uri) had an invalid range; close and reopen the document")
            }
            document.version = textDocument?["version"] as? Int ?? document.version + 1
            documents[uri] = document
            scheduler.changed(uri)
        case "textDocument/didSave":
            guard let uri else { return }
            if let path = documents[uri]?.path { project(containing: path)?.invalidate(path) }
            relintOpenDocuments()
        case "textDocument/didClose":
            guard let uri else { return }
            if let path = documents[uri]?.path { project(containing: path)?.invalidate(path) }
            documents[uri] = nil
            openAnalyses[uri] = nil
            published[uri] = nil
            scheduler.remove(uri)
            send(RPCEncoder.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
        case "workspace/didChangeWatchedFiles":
            for change in params["changes"] as? [JSONObject] ?? [] {
                guard let path = (change["uri"] as? String).flatMap(FileURI.path) else { continue }
                watchedFileChanged(path, type: change["type"] as? Int ?? 2)
            }
            relintOpenDocuments()
        case "workspace/didChangeConfiguration":
            relintOpenDocuments()
        default:
            break  // `$/cancelRequest` (handled per batch), `$/setTrace`, and notifications we do not use
        }
    }

    private func watchedFileChanged(_ path: String, type: Int) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "Package.swift" || name.hasSuffix(".pbxproj") {
            configurations.forget()  // deployment targets are read from these
            roots = [:]  // and they mark project roots
        }
        guard name.hasSuffix(".swift"), let project = project(containing: path) else { return }
        if type == 2 { project.invalidate(path) } else { project.rediscover(); project.invalidate(path) }
    }

    private func registerFileWatchers() {
        guard clientWatchesFiles else { return }
        let watchers: [JSON] = ["**/*.swift", "**/.gesturelint.yml", "**/Package.swift"].map { ["globPattern": .string($0)] }
        let registration: JSON = ["id": "gesturelint-watched-files", "method": "workspace/didChangeWatchedFiles",
                                  "registerOptions": ["watchers": .array(watchers)]]
        send(RPCEncoder.request(id: nextRequestID, "client/registerCapability", ["registrations": [registration]]))
        nextRequestID += 1
    }

    private func relintOpenDocuments() {
        for uri in documents.documents.keys { scheduler.lintNow(uri) }
    }

    private func showMessage(_ type: Int, _ message: String) {
        send(RPCEncoder.notification("window/showMessage", ["type": .int(type), "message": .string(message)]))
    }

    // MARK: Linting

    private func project(containing path: String) -> ProjectFiles? {
        projects[root(of: path)]?.files
    }

    private func root(of path: String) -> String {
        let folder = PathText.directory(of: path)
        if let known = roots[folder] { return known }
        let found = locator.root(of: path)
        roots[folder] = found
        return found
    }

    /// Lints one open document against its project and publishes the result.
    private func lint(_ uri: String) {
        guard let document = documents[uri] else { return }
        let diagnostics = findings(of: document)
        published[uri] = (document.version, diagnostics)
        let convert = converter(for: document)
        send(RPCEncoder.notification("textDocument/publishDiagnostics", [
            "uri": .string(uri), "version": .int(document.version), "diagnostics": .array(diagnostics.map(convert.json)),
        ]))
    }

    private func findings(of document: TextDocument) -> [Diagnostic] {
        let path = document.path ?? "/" + (document.uri.split(separator: "/").last.map(String.init) ?? "untitled.swift")
        let folder = PathText.directory(of: path)
        let loaded = configurations.setup(forFolder: document.path == nil ? FileManager.default.currentDirectoryPath : folder)
        if let error = loaded.error {
            if shownErrors.insert(error).inserted {
                showMessage(1, "gesturelint: \(error) (the last valid configuration is used until it is fixed)")
            }
        } else {
            shownErrors.removeAll()
        }
        let setup = loaded.setup
        if document.path != nil && setup.excludes.excludes(path) { return [] }
        let (input, analysis) = analysed(document, path: path)
        guard document.path != nil else {
            return setup.lint(input, analysis: analysis, index: ProjectIndex(analyses: [analysis]), ruleThreads: jobs)
        }
        let root = root(of: path)
        var entry = projects[root] ?? (ProjectFiles(root: root), configurations.generation)
        if entry.generation != configurations.generation {
            entry.files.rediscover()
            entry.generation = configurations.generation
        }
        projects[root] = entry
        var overrides: [String: FileAnalysis] = [path: analysis]
        for (otherPath, other) in documents.openPaths where otherPath != path && otherPath.hasPrefix(root + "/") {
            overrides[otherPath] = analysed(other, path: otherPath).1
        }
        let analyses = entry.files.analyses(excludes: setup.excludes, overrides: overrides, jobs: jobs)
        return setup.lint(input, analysis: analysis, index: ProjectIndex(analyses: analyses), ruleThreads: jobs)
    }

    private func analysed(_ document: TextDocument, path: String) -> (LintInput, FileAnalysis) {
        if let cached = openAnalyses[document.uri], cached.version == document.version, cached.input.file.bytes == document.bytes {
            return (cached.input, cached.analysis)
        }
        let input = FileReader.input(path: path, bytes: document.bytes)
        let analysis = FileAnalysis(file: input.file)
        openAnalyses[document.uri] = (document.version, input, analysis)
        return (input, analysis)
    }

    private func converter(for document: TextDocument) -> LSPDiagnostics {
        LSPDiagnostics(map: document.map) { [documents, projects, roots] path in
            if let open = documents.document(atPath: path) { return open.map }
            if let root = roots[PathText.directory(of: path)], let bytes = projects[root]?.files.bytes(of: path) {
                return PositionMap(bytes: bytes)
            }
            return (try? IO.readFileFromDisk(path)).map { PositionMap(bytes: $0) }
        }
    }
}
