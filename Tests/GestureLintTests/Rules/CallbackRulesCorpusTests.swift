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

    /// Deep nesting, unbalanced brackets and very long chains finish quickly and report nothing odd.
    @Test func pathologicalInputsFinish() {
        let deep = String(repeating: "f(", count: 3000) + String(repeating: ")", count: 3000)
        let braces = String(repeating: "{ ", count: 3000) + "DragGesture().onChanged { for x in y {} }"
        let unbalanced = "struct V: View { var body: some View { Text(\"a\").gesture(DragGesture().onChanged { v in )]} ] "
        let chain = "let g = DragGesture()" + String(repeating: ".onChanged { _ in }", count: 2000)
        let ifs = "x" + String(repeating: "\n#if os(iOS)\n.padding()\n#else\n.gesture(MagnificationGesture())\n#endif", count: 500)
        for source in [deep, braces, unbalanced, chain, ifs] {
            let start = Date()
            _ = Linter(rules: Self.rules).lint([SourceFile(path: "P.swift", text: source)])
            #expect(Date().timeIntervalSince(start) < 10, "too slow on a pathological input")
        }
    }
}
