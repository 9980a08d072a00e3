import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// The toolchain's `.swiftinterface` files declare SwiftUI-like APIs but contain no view code:
/// any finding of the callback rules there is a false alarm.
@Suite struct CallbackRulesCorpusTests {
    static let rules: [any Rule] = [
        DeprecatedGestureTypeRule(), StateShouldBeGestureStateRule(), MissingGestureFeedbackRule(),
        HeavyGestureCallbackRule(), UnclampedGestureScaleRule(), GestureAnimationCurveRule(),
    ]

    /// `swift` on PATH, resolved, two levels up: the toolchain's `usr` folder.
    static func toolchainInterfaces(maxBytes: Int?) -> [String] {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard let swift = path.split(separator: ":").map({ String($0) + "/swift" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return [] }
        let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        let root = resolved.deletingLastPathComponent().deletingLastPathComponent()
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey])
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swiftinterface" else { continue }
            let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            if let maxBytes, size > maxBytes { continue }
            files.append(url.path)
        }
        return files.sorted()
    }

    static func lint(_ paths: [String]) -> [Diagnostic] {
        let ids = Set(rules.map { $0.description.id })
        let files = paths.compactMap { path -> SourceFile? in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return SourceFile(path: path, bytes: [UInt8](data))
        }
        // One file at a time: the interfaces are separate modules, not one project.
        return files.flatMap { Linter(rules: rules).lint([$0]) }.filter { ids.contains($0.ruleID) }
    }

    @Test func noFindingsInTheToolchainInterfaces() {
        let paths = Self.toolchainInterfaces(maxBytes: 300_000)
        #expect(paths.count > 10, "toolchain .swiftinterface files not found")
        let diagnostics = Self.lint(paths)
        let listing = diagnostics.prefix(20).map { "\($0.path):\($0.start): \($0.ruleID): \($0.message)" }
        #expect(diagnostics.isEmpty, "false alarms:\n\(listing.joined(separator: "\n"))")
    }

    /// The whole corpus (~16 MB); slow in debug builds, so only when asked for.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["GESTURELINT_FULL_CORPUS"] != nil))
    func noFindingsInTheFullCorpus() {
        let diagnostics = Self.lint(Self.toolchainInterfaces(maxBytes: nil))
        let listing = diagnostics.prefix(20).map { "\($0.path):\($0.start): \($0.ruleID): \($0.message)" }
        #expect(diagnostics.isEmpty, "false alarms:\n\(listing.joined(separator: "\n"))")
    }
}
