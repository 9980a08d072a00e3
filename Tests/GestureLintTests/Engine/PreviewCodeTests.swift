import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI
@testable import GestureLintRules

/// (v2) `check_previews`: findings in `#Preview { }` and `PreviewProvider` types are dropped by
/// default and kept with `check_previews: true`.
@Suite struct PreviewCodeTests {
    static let code = """
        struct Row: View {
            var body: some View { Text(flagMe) }
        }
        #Preview { Text(flagMe) }
        struct Row_Previews: PreviewProvider {
            static var previews: some View { Text(flagMe) }
        }
        struct Later {
            static var previews: some View { Text(flagMe) }
        }
        extension Later: PreviewProvider {}
        struct NotAPreview_Previews {
            static var previews: some View { Text(flagMe) }
        }

        """

    @Test func previewCodeIsSilentByDefaultAndCheckedOnRequest() {
        let box = Sandbox()
        box.write("a.swift", Self.code)
        let silent = box.run(["--only", "flag_me", "--quiet", "a.swift"])
        #expect(silent.stdout.split(separator: "\n").map { $0.split(separator: ":")[1] } == ["2", "13"], "\(silent.stdout)")
        box.write(".gesturelint.yml", "check_previews: true\n")
        let checked = box.run(["--only", "flag_me", "--quiet", "a.swift"])
        #expect(checked.stdout.split(separator: "\n").map { $0.split(separator: ":")[1] } == ["2", "4", "6", "9", "13"],
                "\(checked.stdout)")
    }

    @Test func checkPreviewsTakesABoolean() {
        let box = Sandbox()
        box.write(".gesturelint.yml", "check_previews: sometimes\n")
        box.write("a.swift", "let a = 1\n")
        let result = box.run([])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(".gesturelint.yml:1: error: 'check_previews'"), "stderr: \(result.stderr)")
    }

    @Test func theFixtureIsReportedWhenPreviewsAreChecked() throws {
        var linter = Linter(rules: [HeavyGestureCallbackRule()])
        let folder = "Fixtures/heavy_gesture_callback/v2_previews"
        let files = try FixtureHarness.projects(under: folder).flatMap { $0 }.map { path in
            SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: FixtureHarness.repositoryRoot.appendingPathComponent(path))))
        }
        let lines = { (diagnostics: [Diagnostic]) in
            diagnostics.filter { $0.path.hasSuffix("silent_preview_code.swift") }.map(\.start.line)
        }
        #expect(lines(linter.lint(files)).isEmpty)
        linter.checkPreviews = true
        #expect(lines(linter.lint(files)) == [8, 16])
    }
}
