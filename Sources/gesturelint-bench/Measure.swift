import Foundation

/// The median wall time of `runs` calls of `body`, in seconds. `body` returns a number derived from
/// its work, so the optimiser cannot drop it; the last run's number is returned beside the time.
func measure(runs: Int, _ body: () -> Int) -> (seconds: Double, result: Int) {
    var times: [Double] = []
    var result = 0
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let start = clock.now
        result = body()
        let elapsed = clock.now - start
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    times.sort()
    return (times[times.count / 2], result)
}

/// One line of a throughput table: what was timed, its median time and its speed.
struct ThroughputRow {
    var label: String
    var seconds: Double
    var bytes: Int

    var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / seconds }

    func print() {
        let milliseconds = String(format: "%9.2f ms", seconds * 1000)
        let speed = String(format: "%9.1f MB/s", megabytesPerSecond)
        Swift.print("  \(label.padding(toLength: 26, withPad: " ", startingAt: 0))\(milliseconds)\(speed)")
    }
}
