import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// The toolchain's `.swiftinterface` files declare SwiftUI-like APIs but hold no view code:
/// any finding of these rules there is a false alarm. In debug builds a deterministic subset
/// (every interface under 300 KB) is linted; set `GESTURELINT_FULL_CORPUS=1` for all of them.
@Suite struct BeyondChecklistCorpusTests {
    static let rules: [any Rule] = [
        GestureAccessibilityRule(), GestureAPIAvailabilityRule(), DragBlocksScrollRule(), TapAreaWithoutContentShapeRule(),
    ]

    static func interfaceFiles() -> [String] {
        guard let swift = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map({ String($0) + "/swift" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return []
        }
        let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        let root = resolved.deletingLastPathComponent().deletingLastPathComponent().path
        let full = ProcessInfo.processInfo.environment["GESTURELINT_FULL_CORPUS"] == "1"
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let entry = enumerator?.nextObject() as? String {
            guard entry.hasSuffix(".swiftinterface") else { continue }
            let path = root + "/" + entry
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            if full || size < 300_000 { files.append(path) }
        }
        return files.sorted()
    }

    @Test func noFindingsInToolchainInterfaces() throws {
        let paths = Self.interfaceFiles()
        #expect(!paths.isEmpty, "no .swiftinterface files found next to the swift on PATH")
        // A modern target so the availability rule is exercised, not silenced.
        let target = DeploymentTarget(minimums: [.iOS: OSVersion(15), .macOS: OSVersion(12)], source: "corpus")
        let linter = Linter(rules: Self.rules, deploymentTarget: { _ in target })
        var findings: [String] = []
        for path in paths {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let diagnostics = linter.lint([SourceFile(path: path, bytes: [UInt8](data))])
            findings += diagnostics.map { "\($0.path):\($0.start): \($0.ruleID): \($0.message)" }
        }
        #expect(findings.isEmpty, "false alarms:\n\(findings.prefix(20).joined(separator: "\n"))")
    }
}

/// Cut-off and unbalanced code (an editor mid-keystroke) never crashes these rules.
@Suite struct BeyondChecklistRobustnessTests {
    @Test func everyPrefixOfAFixtureLints() throws {
        let url = FixtureHarness.repositoryRoot
            .appendingPathComponent("Fixtures/gesture_api_availability/guards/silent_every_guard_form.swift")
        let bytes = [UInt8](try Data(contentsOf: url))
        let target = DeploymentTarget(minimums: [.iOS: OSVersion(15), .macOS: OSVersion(12)], source: "test")
        let linter = Linter(rules: BeyondChecklistCorpusTests.rules, deploymentTarget: { _ in target })
        var length = 0
        while length <= bytes.count {
            _ = linter.lint([SourceFile(path: "Prefix.swift", bytes: Array(bytes[..<length]))])
            length += 5
        }
        for text in ["#if os(", "@available(", "if #available(iOS 17", "guard #available", "}}}{{{", "HStack { Spacer() }.onTapGesture(",
                     "List { x.gesture(DragGesture(", "value.velocity", ".onTapGesture(coordinateSpace:"] {
            _ = linter.lint([SourceFile(path: "Snippet.swift", text: text)])
        }
    }
}
