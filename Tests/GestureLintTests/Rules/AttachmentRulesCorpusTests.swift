import Foundation
import Testing
import GestureLintCore
import GestureLintRules

/// The toolchain's `.swiftinterface` files declare SwiftUI-like APIs (`func gesture(...)`,
/// `struct TapGesture`, `var body: some View`) but contain no view code: every diagnostic of the
/// attachment/chain rules there is a false alarm.
@Suite struct AttachmentRulesCorpusTests {
    static let ruleIDs: Set<String> = [
        "parent_child_gesture_conflict", "conflicting_gesture_modifiers", "unreachable_exclusive_gesture",
        "unchecked_sequenced_gesture", "gesture_body_type", "tap_gesture_should_be_button",
    ]

    /// The toolchain folder: `swift` on PATH, symlinks resolved, two levels up.
    static func toolchainFolder() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            return candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        }
        return nil
    }

    /// Every `.swiftinterface` under the toolchain, sorted; in debug only files under 300 KB
    /// unless `GESTURELINT_FULL_CORPUS=1`.
    static func corpus() -> [URL] {
        guard let root = toolchainFolder(),
              let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey]) else { return [] }
        let full = ProcessInfo.processInfo.environment["GESTURELINT_FULL_CORPUS"] == "1"
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swiftinterface" {
            let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            if full || size < 300_000 { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func swiftinterfaceFilesAreSilent() throws {
        let files = Self.corpus()
        try #require(!files.isEmpty, "no .swiftinterface files found under the toolchain")
        let rules = allRules.filter { Self.ruleIDs.contains($0.description.id) }
        #expect(rules.count == Self.ruleIDs.count)
        let sources = try files.map { SourceFile(path: $0.path, bytes: [UInt8](try Data(contentsOf: $0))) }
        let diagnostics = Linter(rules: rules).lint(sources, jobs: 2)
        let report = diagnostics.prefix(20).map { "\($0.path):\($0.start.line):\($0.start.column): \($0.ruleID): \($0.message)" }
        #expect(diagnostics.isEmpty, "false alarms on \(files.count) interface files:\n\(report.joined(separator: "\n"))")
    }
}
