import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build; findings are printed in Xcode's
/// `file:line:column: warning: ...` form, which `swift build` and Xcode show as build issues.
/// The command declares the sources and the configuration as inputs and a report as its output,
/// so the build system reruns it only when one of them changed.
@main
struct GestureLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        // `Target.directoryURL` needs tools version 6.1; the first source's folder is inside the target's.
        let packageFolder = context.package.directoryURL
        let configuration = LintCommandBuilder.configuration(from: sources.first?.deletingLastPathComponent() ?? packageFolder,
                                                             upTo: packageFolder)
        return [try LintCommandBuilder.command(tool: context.tool(named: "gesturelint").url, target: target.name, sources: sources,
                                               configuration: configuration, workDirectory: context.pluginWorkDirectoryURL)]
            .compactMap { $0 }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GestureLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        let projectFolder = context.xcodeProject.directoryPathURL  // XcodeProjectPlugin names it so (5.11+)
        let configuration = sources.first.flatMap {
            LintCommandBuilder.configuration(from: $0.deletingLastPathComponent(), upTo: projectFolder)
        } ?? LintCommandBuilder.configuration(from: projectFolder, upTo: projectFolder)
        return [try LintCommandBuilder.command(tool: context.tool(named: "gesturelint").url, target: target.displayName,
                                               sources: sources, configuration: configuration,
                                               workDirectory: context.pluginWorkDirectoryURL)].compactMap { $0 }
    }
}
#endif

enum LintCommandBuilder {
    static let configurationName = ".gesturelint.yml"

    /// The lint command for one target, or nil when it has no Swift files.
    ///
    /// Its declared output is a comment-only Swift file: the build system needs an output to know
    /// the command is up to date, and an output of any other type would be copied into the
    /// target's resources (SwiftPM) or the app bundle (Xcode). `/bin/sh` writes it after the lint,
    /// and passes the lint's exit status on, so error-severity findings fail the build.
    static func command(tool: URL, target: String, sources: [URL], configuration: URL?, workDirectory: URL) -> Command? {
        guard !sources.isEmpty else { return nil }
        let stamp = workDirectory.appendingPathComponent("GestureLint_\(identifier(target)).swift")
        var lint = ["lint", "--quiet", "--absolute-paths", "--format", "xcode"]
        if let configuration { lint += ["--config", configuration.path] }
        lint += sources.map(\.path)
        let script = #"tool="$1"; stamp="$2"; shift 2; "$tool" "$@"; status=$?; "#
            + #"printf '// Written by GestureLintPlugin after linting this target; intentionally empty.\n' > "$stamp"; exit $status"#
        return .buildCommand(displayName: "gesturelint \(target)", executable: URL(fileURLWithPath: "/bin/sh"),
                             arguments: ["-c", script, "gesturelint", tool.path, stamp.path] + lint,
                             inputFiles: [tool] + sources + (configuration.map { [$0] } ?? []), outputFiles: [stamp])
    }

    /// A target name as a file name part (targets may contain spaces or dashes).
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The nearest `.gesturelint.yml` from `folder` up to `root` (the package or project folder).
    static func configuration(from folder: URL, upTo root: URL) -> URL? {
        let rootPath = root.standardizedFileURL.path
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(configurationName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            if current.path == rootPath || current.path == "/" || !current.path.hasPrefix(rootPath) { return nil }
            current = current.deletingLastPathComponent()
        }
    }
}
