import Foundation

/// Median times of `runs` calls of `body`: wall clock, and the CPU time of this thread, which on a
/// machine shared with other work shows how much of the wall time was spent waiting for a core.
/// `body` returns a number derived from its work so the optimiser cannot drop it; the last run's
/// number is returned too.
func measure(runs: Int, _ body: () -> Int) -> (seconds: Double, cpuSeconds: Double, result: Int) {
    var wall: [Double] = []
    var cpu: [Double] = []
    var result = 0
    for _ in 0..<runs {
        let wallStart = now(CLOCK_MONOTONIC)
        let cpuStart = now(CLOCK_THREAD_CPUTIME_ID)
        result = body()
        cpu.append(now(CLOCK_THREAD_CPUTIME_ID) - cpuStart)
        wall.append(now(CLOCK_MONOTONIC) - wallStart)
    }
    return (median(wall), median(cpu), result)
}

private func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// One line of a throughput table: what was timed, its median times and its speed.
struct ThroughputRow {
    var label: String
    var seconds: Double
    var cpuSeconds: Double
    var bytes: Int

    var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / seconds }

    static func printHeader() {
        Swift.print("  " + "".padding(toLength: 26, withPad: " ", startingAt: 0) + "     wall ms      MB/s    cpu ms")
    }

    func print() {
        let wall = String(format: "%12.2f", seconds * 1000)
        let speed = String(format: "%10.1f", megabytesPerSecond)
        let cpu = String(format: "%10.2f", cpuSeconds * 1000)
        Swift.print("  \(label.padding(toLength: 26, withPad: " ", startingAt: 0))\(wall)\(speed)\(cpu)")
    }
}
