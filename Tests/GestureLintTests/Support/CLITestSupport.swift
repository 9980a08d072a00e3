import Foundation
import GestureLintCore
@testable import GestureLintCLI

/// A temporary folder with files, and ways to run the command line in it: in-process through
/// `CLI.run` (with the test rules) or as the built executable.
final class Sandbox {
    let root: String

    init() {
        let base = FileManager.default.temporaryDirectory.path
        root = base + "/gesturelint-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }

    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        let path = self.path(relative)
        try! FileManager.default.createDirectory(atPath: PathText.directory(of: path), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func writeBytes(_ relative: String, _ bytes: [UInt8]) {
        let path = self.path(relative)
        try! FileManager.default.createDirectory(atPath: PathText.directory(of: path), withIntermediateDirectories: true)
        try! Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func read(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path(relative)) ?? Data(), as: UTF8.self)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `CLI.run` in-process with the test rules, in `folder` (relative to the sandbox).
    @discardableResult
    func run(_ arguments: [String], in folder: String = "", stdin: String = "", environment: [String: String] = [:],
             rules: [any Rule] = TestRules.all, readFile: (@Sendable (String) throws -> [UInt8])? = nil) -> Result {
        let directory = folder.isEmpty ? root : path(folder)
        var (io, out, err) = IO.captured(currentDirectory: directory, stdin: Array(stdin.utf8), environment: environment)
        if let readFile { io.readFile = readFile }
        let status = CLI.run(arguments, rules: rules, io: io)
        return Result(status: status, stdout: out.text, stderr: err.text)
    }

    /// The built `gesturelint` executable, run as a process in `folder`.
    func execute(_ arguments: [String], in folder: String = "", stdin: String? = nil,
                 environment: [String: String] = [:]) throws -> Result {
        try Executable.run(arguments, in: folder.isEmpty ? root : path(folder), stdin: stdin, environment: environment)
    }

    /// Runs a shell command (git) in the sandbox; fails the test loudly when it fails.
    @discardableResult
    func shell(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else { throw ShellError(description: "`\(command)` failed: \(output)") }
        return output
    }

    struct ShellError: Error, CustomStringConvertible { var description: String }
}

enum Executable {
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `.build/debug/gesturelint` beside the test bundle (the bundle lives in the same folder).
    static var path: String {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for candidate in [bundleFolder.appendingPathComponent("gesturelint").path,
                          bundleFolder.deletingLastPathComponent().appendingPathComponent("gesturelint").path,
                          repositoryRoot.appendingPathComponent(".build/debug/gesturelint").path]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return repositoryRoot.appendingPathComponent(".build/debug/gesturelint").path
    }

    static func run(_ arguments: [String], in folder: String, stdin: String? = nil,
                    environment: [String: String] = [:]) throws -> Sandbox.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_STEP_SUMMARY"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Drain stderr on another thread so neither pipe can fill up and block the child.
        let errorBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Sandbox.Result(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
                              stderr: String(decoding: errorBox.data, as: UTF8.self))
    }

    final class DataBox: @unchecked Sendable { var data = Data() }
}
