import GestureLintCore
import GestureLintRules

/// The whole pipeline as `gesturelint lint --fix` runs it, in memory, on one fuzzer input:
/// read (UTF-8 check), tokenize, parse, index a one- or two-file project, model, every rule
/// (opt-in ones too), suppressions, fixes with re-lint, and every reporter. `Scripts/fuzz.sh`
/// drives it with libFuzzer; `FuzzRegressionTests` replays `Fuzz/Regressions/`.
///
/// Input layout: the first byte chooses the deployment target (byte % 3) and the project: with
/// bit 4 the rest splits at its first 0 byte into two files, with bit 8 a one-file input gets a
/// companion file; the rest is the first file.
enum FuzzPipeline {
    static let targets: [DeploymentTarget?] = [
        nil,
        DeploymentTarget(minimums: [.iOS: OSVersion(15)], source: "fuzz"),
        DeploymentTarget(minimums: [.iOS: OSVersion(17), .macOS: OSVersion(14)], source: "fuzz"),
    ]

    static let descriptions = allRules.map(\.description) + EngineRules.descriptions
    static let engine: LintRun = {
        let settings = Dictionary(descriptions.map { ($0.id, RuleSettings(severity: $0.severity)) },
                                  uniquingKeysWith: { first, _ in first })
        return LintRun(rules: allRules, settings: settings, enabledRuleIDs: Set(descriptions.map(\.id)), jobs: 1)
    }()

    static func run(_ data: [UInt8]) {
        let selector = Int(data[0])
        let target = targets[selector % targets.count]
        let body = data.dropFirst()
        var files: [[UInt8]]
        if let split = body.firstIndex(of: 0), selector & 4 != 0 {
            files = [Array(body[..<split]), Array(body[(split + 1)...])]
        } else {
            files = [Array(body)]
        }
        if files.count == 1 && selector & 8 != 0 { files.append(Array(companion.utf8)) }
        let inputs = files.enumerated().map { FileReader.input(path: "Sources/App/File\($0.offset).swift", bytes: $0.element) }
        var run = engine
        run.deploymentTarget = { _ in target }
        let results = run.run(inputs)
        check(results)
        let outcome = Fixer(run: run, select: { $0.diagnostics }).fix(inputs, results: results)
        check(outcome.results)
        report(outcome.results)
    }

    /// Every diagnostic lies inside its file: reporters and fixes index the bytes with it.
    static func check(_ results: [FileResult]) {
        for result in results {
            for diagnostic in result.diagnostics {
                precondition(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= result.file.bytes.count,
                             "diagnostic \(diagnostic.ruleID) range \(diagnostic.range) outside \(result.file.bytes.count) bytes")
                precondition(diagnostic.start <= diagnostic.end, "diagnostic \(diagnostic.ruleID) ends before it starts")
            }
        }
    }

    static func report(_ results: [FileResult]) {
        let sources = Dictionary(results.map { ($0.file.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        let report = Report(diagnostics: results.flatMap(\.diagnostics).sorted(by: Diagnostic.outputOrder),
                            files: results.map(\.file.path).sorted(),
                            rules: Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
                            sources: sources, workingDirectory: "/fuzz", toolVersion: "fuzz")
        let reporters: [any Reporter] = [
            XcodeReporter(color: true, excerpts: true), XcodeReporter(), JSONReporter(), GitHubReporter(workspace: "/fuzz"),
            SARIFReporter(), CheckstyleReporter(), JUnitReporter(), GitLabReporter(), SummaryReporter(),
            SummaryReporter(byCount: true),
        ]
        for reporter in reporters { _ = reporter.render(report) }
        _ = GitHubReporter(workspace: "/fuzz").stepSummary(report)
    }

    /// A second file for one-file inputs: a type, an extension and a modifier other files may use.
    static let companion = """
        import SwiftUI
        struct Shared: View {
            @State var scale: CGFloat = 1
            var pinch: some Gesture { MagnificationGesture().onChanged { scale = $0 } }
            var body: some View { Color.red.gesture(pinch).onTapGesture { scale = 1 } }
        }
        extension View {
            func tappable(_ action: @escaping () -> Void) -> some View { onTapGesture(perform: action) }
        }
        """
}
