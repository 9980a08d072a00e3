import Foundation
import Testing
import GestureLintCore
import GestureLintRules

/// Each `ScalingShape` (one construct repeated n times) goes through the whole engine with every
/// rule at n and 4n: linear time gives a ratio near 4, a lookup that rescans what came before
/// near 16. CPU time of this thread, the least of three runs, so waiting for a core on a loaded
/// machine does not count; the bound is generous (the quadratic corners this guards measured
/// 7-19 in a release build; in this debug build at n = 500 they measured 8.3-13.5 before the fixes
/// and 3.7-4.8 after).
@Suite(.serialized) struct ScalingTests {
    static let n = 500
    static let bound = 7.0

    static let engine: LintRun = {
        let ids = Set(allRules.map(\.description.id)).union(EngineRules.ids)
        return LintRun(rules: allRules, settings: [:], enabledRuleIDs: ids, jobs: 1)
    }()

    static func cpuSeconds(_ inputs: [LintInput]) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = threadCPUTime()
            let results = engine.run(inputs)
            let elapsed = threadCPUTime() - start
            precondition(results.count == inputs.count)
            best = min(best, elapsed)
        }
        return best
    }

    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    static func inputs(_ shape: ScalingShape, _ n: Int) -> [LintInput] {
        shape.make(n).map { LintInput(file: SourceFile(path: $0.path, bytes: Array($0.text.utf8))) }
    }

    @Test(arguments: ScalingShape.all.map(\.name)) func growsLinearly(_ name: String) throws {
        let shape = try #require(ScalingShape.all.first { $0.name == name })
        let small = Self.inputs(shape, Self.n)
        let large = Self.inputs(shape, 4 * Self.n)
        let ratio = Self.cpuSeconds(large) / Self.cpuSeconds(small)
        #expect(ratio < Self.bound, "\(name): 4x the repeats took \(String(format: "%.1f", ratio))x the CPU time")
    }

    /// The shapes really are what their names say: the constructs are there and found.
    @Test func shapesTriggerTheirRules() {
        let byName = Dictionary(uniqueKeysWithValues: ScalingShape.all.map { ($0.name, $0) })
        func rules(_ name: String) -> [String: Int] {
            let results = Self.engine.run(Self.inputs(byName[name]!, 10))
            return Dictionary(results.flatMap(\.diagnostics).map { ($0.ruleID, 1) }, uniquingKeysWith: +)
        }
        #expect(rules("alternating-taps")["unreachable_exclusive_gesture"] == 5)
        #expect(rules("long-suppression-id")["invalid_suppression"] == 1)
        #expect(rules("long-suppression-command")["invalid_suppression"] == 1)
        // (fix6) Its drags only place the view's own offset: free placements, silent.
        #expect(rules("simultaneous-drags")["gesture_accessibility"] == nil)
        #expect(rules("simultaneous-bound-drags")["gesture_accessibility"] == 10)
    }

    @Test func longSuppressionIdIsCutInTheMessage() throws {
        let id = String(repeating: "x", count: 1_000_000)
        let file = SourceFile(path: "a.swift", bytes: Array("// gesturelint:disable:next \(id)\nlet a = 1\n".utf8))
        let message = try #require(Self.engine.run([LintInput(file: file)]).first?.diagnostics.first?.message)
        #expect(message == "unknown rule id '\(String(repeating: "x", count: 80))… (1000000 bytes)' in a suppression (`gesturelint rules` lists them)")
        let command = SourceFile(path: "b.swift", bytes: Array("// gesturelint:\(id) all\n".utf8))
        let commandMessage = try #require(Self.engine.run([LintInput(file: command)]).first?.diagnostics.first?.message)
        #expect(commandMessage.count < 300 && commandMessage.contains("… (1000000 bytes)"))
    }
}
