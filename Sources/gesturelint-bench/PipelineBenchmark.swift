import Foundation
import GestureLintCore
import GestureLintRules

/// `pipeline`: each engine stage over a corpus held in memory, cumulatively (tokenize, + parse,
/// + project index), then whole lint passes with no rules and with every rule, on one thread and
/// on `--jobs` threads. Reading and reporting are left out: `Scripts/measure-cli.sh` times the
/// command end to end.
struct PipelineBenchmark {
    var options: BenchOptions

    func run() throws {
        guard !options.paths.isEmpty else { throw BenchError.usage("pipeline needs files or folders") }
        let corpus = try Corpus.load(options.paths)
        guard !corpus.paths.isEmpty else { throw BenchError(message: "no .swift or .swiftinterface files found") }
        let files = zip(corpus.paths, corpus.contents).map { SourceFile(path: $0, bytes: $1) }
        let bytes = corpus.byteCount
        let runs = options.runs
        let jobs = options.jobs

        let tokenize = measure(runs: runs) { files.reduce(0) { $0 + Tokenizer.tokenize($1.bytes).count } }
        let parse = measure(runs: runs) {
            files.reduce(0) { $0 + FileAnalysis(file: $1).parseDiagnostics.count }
        }
        let index = measure(runs: runs) {
            ProjectIndex(analyses: files.map(FileAnalysis.init(file:))).fileCount
        }
        let noRules = Linter(rules: [])
        let everyRule = Linter(rules: allRules)
        let bare1 = measure(runs: runs) { noRules.lint(files, jobs: 1).count }
        let full1 = measure(runs: runs) { everyRule.lint(files, jobs: 1).count }
        let bareN = measure(runs: runs) { noRules.lint(files, jobs: jobs).count }
        let fullN = measure(runs: runs) { everyRule.lint(files, jobs: jobs).count }

        print("files: \(files.count)  bytes: \(bytes)  runs: \(runs) (median)  rules: \(allRules.count)  diagnostics: \(fullN.result)  parse errors: \(parse.result)")
        ThroughputRow.printHeader()
        ThroughputRow(label: "tokenize", seconds: tokenize.seconds, cpuSeconds: tokenize.cpuSeconds, bytes: bytes).print()
        ThroughputRow(label: "+ parse", seconds: parse.seconds, cpuSeconds: parse.cpuSeconds, bytes: bytes).print()
        ThroughputRow(label: "+ project index", seconds: index.seconds, cpuSeconds: index.cpuSeconds, bytes: bytes).print()
        ThroughputRow(label: "lint, no rules, 1 job", seconds: bare1.seconds, cpuSeconds: bare1.cpuSeconds, bytes: bytes).print()
        ThroughputRow(label: "lint, all rules, 1 job", seconds: full1.seconds, cpuSeconds: full1.cpuSeconds, bytes: bytes).print()
        ThroughputRow(label: "lint, no rules, \(jobs) jobs", seconds: bareN.seconds, cpuSeconds: bareN.cpuSeconds, bytes: bytes).print()
        ThroughputRow(label: "lint, all rules, \(jobs) jobs", seconds: fullN.seconds, cpuSeconds: fullN.cpuSeconds, bytes: bytes).print()
        print(String(format: "all rules / no rules: %.2fx (1 job), %.2fx (%d jobs); %d jobs / 1 job speed-up: %.2fx",
                     full1.seconds / bare1.seconds, fullN.seconds / bareN.seconds, jobs, jobs, full1.seconds / fullN.seconds))
        print("(with several jobs the cpu column is the main thread's only; read the wall column)")
        if options.perRule { perRule(files, bytes: bytes, baseline: bare1.seconds) }
    }

    /// One job each: the gesture model alone, then each rule alone (model included), so the cost
    /// of a rule is its row minus the model row.
    func perRule(_ files: [SourceFile], bytes: Int, baseline: Double) {
        print("\nper rule, 1 job, cost over 'lint, no rules':")
        let model = measure(runs: options.runs) { Linter(rules: [ModelOnly()]).lint(files, jobs: 1).count }
        print(String(format: "  %-34@ %8.1f ms", "gesture model" as NSString, (model.seconds - baseline) * 1000))
        for rule in allRules {
            let timed = measure(runs: options.runs) { Linter(rules: [rule]).lint(files, jobs: 1).count }
            print(String(format: "  %-34@ %8.1f ms", rule.description.id as NSString, (timed.seconds - model.seconds) * 1000))
        }
    }
}

/// Builds each file's gesture model and nothing else.
private struct ModelOnly: Rule {
    static let description = RuleDescription(id: "model_only", name: "Model only", severity: .note,
                                             summary: "Benchmark helper.", rationale: "Times the model.")
    func check(_ context: RuleContext) { _ = context.model.chains.count }
}
