import PackagePlugin

/// `swift package gesturelint-fix [lint options] [--target T ...]`: `gesturelint lint --fix`. It
/// declares the write permission, so Xcode and a terminal ask for it, and CI passes
/// `--allow-writing-to-package-directory`.
@main
struct GestureLintFixCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try LintInvocation(context: context, arguments: arguments, extra: arguments.contains("--fix") ? [] : ["--fix"]).run()
    }
}
