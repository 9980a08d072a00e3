import Foundation
import PackagePlugin

/// What both command plugins do: run this package's `gesturelint lint` in the package folder on
/// the Swift files of the package's targets (or those named with `--target`), passing every other
/// argument through. Each plugin folder links this file.
struct LintInvocation {
    var context: PluginContext
    var arguments: [String]
    var extra: [String] = []

    func run() throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        var options = extractor.remainingArguments
        if options.first == "lint" { options.removeFirst() }
        options += extra
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // Files rather than target folders (`Target.directoryURL` needs tools version 6.1); with
        // --force-exclude the configuration's `excluded:` still applies to them.
        let files = targets.flatMap { ($0 as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url.path) ?? [] }
        let package = context.package.directoryURL
        if options.contains("--fix") { try Self.checkWritable(package) }
        let status = try Self.run(context.tool(named: "gesturelint").url, ["lint", "--force-exclude"] + options + files, in: package)
        guard status == 0 else {
            Diagnostics.error("gesturelint exited with status \(status) (1: failing findings, 2: the run failed)")
            throw LintFailure(status: status)
        }
    }

    struct LintFailure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "gesturelint exited with status \(status)" }
    }

    struct NotWritable: Error, CustomStringConvertible {
        var description: String {
            "--fix rewrites files in the package: run 'swift package --allow-writing-to-package-directory gesturelint --fix'"
        }
    }

    /// Fails early, before any lint, when the sandbox keeps the package folder read-only.
    static func checkWritable(_ folder: URL) throws {
        let probe = folder.appendingPathComponent(".gesturelint-write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { throw NotWritable() }
        try? FileManager.default.removeItem(at: probe)
    }

    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
