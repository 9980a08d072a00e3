import Foundation
import Testing
@testable import GestureLintCore

/// `concurrentMap` writes each result straight into its slot: every slot once, in input order,
/// whatever the number of threads, also for results that own memory (freed exactly once).
@Suite struct ConcurrentMapTests {
    final class Counted: @unchecked Sendable {
        static let lock = NSLock()
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.lock.lock(); Self.alive += 1; Self.lock.unlock()
        }
        deinit { Self.lock.lock(); Self.alive -= 1; Self.lock.unlock() }
    }

    @Test func everySlotOnceInOrderWithAnyNumberOfThreads() {
        for jobs in [1, 2, 3, 8] {
            for count in [0, 1, 2, 7, 1000] {
                let results = concurrentMap(Array(0..<count), jobs: jobs) { item -> (Int, [Int]) in (item * 3, [item]) }
                #expect(results.count == count)
                #expect(results.map(\.0) == (0..<count).map { $0 * 3 }, "\(jobs) jobs, \(count) items")
                #expect(results.map(\.1) == (0..<count).map { [$0] })
            }
        }
    }

    @Test func resultsThatOwnObjectsAreKeptOnceAndFreedOnce() {
        let before = Counted.alive
        do {
            let results = concurrentMap(Array(0..<500), jobs: 4) { item -> Counted? in item % 3 == 0 ? nil : Counted(item) }
            #expect(results.compactMap { $0?.value } == (0..<500).filter { $0 % 3 != 0 })
            #expect(Counted.alive - before == results.compactMap { $0 }.count)
        }
        #expect(Counted.alive == before)
    }
}
