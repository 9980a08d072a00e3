import Foundation
import GestureLintCore
import GestureLintRules

/// `shapes`: lints each `ScalingShape` (one construct repeated n and 4n times) with every rule, on
/// one thread, and prints the CPU time and the ratio (linear = 4). `--size` sets n (default 2,500);
/// names after the options select shapes.
struct ShapesBenchmark {
    var options: BenchOptions

    func run() {
        let n = options.size == 1 << 20 ? 2_500 : options.size
        // The whole engine as the command runs it: every rule (opt-in too) and the suppressions.
        let ids = Set(allRules.map(\.description.id)).union(EngineRules.ids)
        let engine = LintRun(rules: allRules, settings: [:], enabledRuleIDs: ids, jobs: 1)
        write("shape                          n=\(n) cpu ms   n=\(4 * n) cpu ms  ratio (linear = 4)")
        var worst = 0.0
        let selected = options.paths.isEmpty ? ScalingShape.all : ScalingShape.all.filter { options.paths.contains($0.name) }
        for shape in selected {
            let small = shape.make(n).map { LintInput(file: SourceFile(path: $0.path, bytes: Array($0.text.utf8))) }
            let large = shape.make(4 * n).map { LintInput(file: SourceFile(path: $0.path, bytes: Array($0.text.utf8))) }
            let smallTime = measure(runs: options.runs) { engine.run(small).reduce(0) { $0 + $1.diagnostics.count } }
            let largeTime = measure(runs: options.runs) { engine.run(large).reduce(0) { $0 + $1.diagnostics.count } }
            let ratio = largeTime.cpuSeconds / smallTime.cpuSeconds
            worst = max(worst, ratio)
            write(shape.name.padding(toLength: 30, withPad: " ", startingAt: 0)
                + pad(String(format: "%.1f", smallTime.cpuSeconds * 1000), 14)
                + pad(String(format: "%.1f", largeTime.cpuSeconds * 1000), 16) + pad(String(format: "%.2f", ratio), 8))
        }
        write("worst ratio: " + String(format: "%.2f", worst))
    }

    func write(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

    func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
}
