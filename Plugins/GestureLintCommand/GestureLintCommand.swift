import Foundation
import PackagePlugin

/// `swift package gesturelint [lint options] [--target T ...]`: lints the package's targets (or
/// the named ones) with this package's own `gesturelint`. It declares no write permission, so it
/// runs without a prompt (SwiftPM refuses a plugin that declares one outside a terminal unless
/// `--allow-writing-to-package-directory` is given); `--fix` needs that flag where SwiftPM
/// sandboxes plugins (macOS). `swift package gesturelint-fix` declares the permission instead.
@main
struct GestureLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try LintInvocation(context: context, arguments: arguments).run()
    }
}
