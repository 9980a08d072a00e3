import Foundation
import GestureLintCore

/// `linearity`: tokenizes each pathological input at 1x and 4x its size. In linear time the
/// second takes about 4 times as long; a quadratic case shows a ratio near 16. Names after the
/// options select inputs (all by default).
struct LinearityBenchmark {
    var options: BenchOptions

    func run() {
        let small = options.size
        write("input                                 1x bytes  1x cpu ms  4x cpu ms  ratio (linear = 4)")
        var worst = 0.0
        let selected = options.paths.isEmpty ? PathologicalInput.all
            : PathologicalInput.all.filter { options.paths.contains($0.name) }
        for input in selected {
            let smallBytes = input.make(small)
            let largeBytes = input.make(small * 4)
            let smallTime = measure(runs: options.runs) { Tokenizer.tokenize(smallBytes).count }
            let largeTime = measure(runs: options.runs) { Tokenizer.tokenize(largeBytes).count }
            // Normalise by the actual sizes, which differ from 4x by rounding of the repeat counts.
            let sizeRatio = Double(largeBytes.count) / Double(smallBytes.count)
            // CPU time, not wall time: on a shared machine waiting for a core would distort the ratio.
            let ratio = largeTime.cpuSeconds / smallTime.cpuSeconds * 4 / sizeRatio
            worst = max(worst, ratio)
            write(input.name.padding(toLength: 36, withPad: " ", startingAt: 0)
                + pad(String(smallBytes.count), 10) + pad(milliseconds(smallTime.cpuSeconds), 11)
                + pad(milliseconds(largeTime.cpuSeconds), 11) + pad(String(format: "%.2f", ratio), 7))
        }
        write("worst ratio: " + String(format: "%.2f", worst))
    }

    /// Unbuffered, so a slow input shows which one it is while it runs.
    func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func milliseconds(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }

    func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
