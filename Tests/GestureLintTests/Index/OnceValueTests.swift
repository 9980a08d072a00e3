import Foundation
import Synchronization
import Testing
@testable import GestureLintCore

/// `OnceValue`: the index's name tables are made on first use, once, whatever the threads.
@Suite struct OnceValueTests {
    @Test func theValueIsMadeOnFirstUseOnly() {
        let calls = Atomic<Int>(0)
        let once = OnceValue<[String: Int]> {
            calls.add(1, ordering: .relaxed)
            return ["a": 1]
        }
        #expect(calls.load(ordering: .relaxed) == 0)
        #expect(once.value == ["a": 1])
        #expect(once.value == ["a": 1])
        #expect(calls.load(ordering: .relaxed) == 1)
    }

    @Test func threadsAskingAtOnceGetOneValue() {
        let calls = Atomic<Int>(0)
        let once = OnceValue<[Int]> {
            calls.add(1, ordering: .relaxed)
            usleep(2_000)
            return Array(0..<1_000)
        }
        let sums = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let sum = once.value.reduce(0, +)
            sums.withLock { $0.append(sum) }
        }
        #expect(calls.load(ordering: .relaxed) == 1)
        #expect(sums.withLock { $0 } == Array(repeating: 499_500, count: 16))
    }

    /// The lazy tables answer as the eager ones did: every lookup the index offers, on a small project.
    @Test func theIndexAnswersLookupsFromItsLazyTables() {
        let a = SourceFile(path: "A.swift", text: """
        var globalCount = 1
        struct Card { var title: String = ""; var size = 2; func tap(at point: Int) {} }
        """)
        let b = SourceFile(path: "B.swift", text: """
        extension Card { var subtitle: String { "" }; func tap(_ other: Int) {} }
        struct Wiggle: Gesture { var body: some Gesture { TapGesture() } }
        """)
        let index = ProjectIndex(analyses: [FileAnalysis(file: a), FileAnalysis(file: b)])
        #expect(index.declarations(ofType: "Card").map(\.site.file.path) == ["A.swift", "B.swift"])
        #expect(index.declaresType("Wiggle"))
        #expect(!index.declaresType("Missing"))
        #expect(index.declaresFunction("tap"))
        #expect(index.functions(named: "tap", in: "Card").map(\.labels) == [["at"], [nil]])
        #expect(index.properties(of: "Card").map(\.name) == ["title", "size", "subtitle"])
        #expect(index.property("size", in: "Card")?.name == "size")
        #expect(index.property("size", in: "Other") == nil)
        #expect(index.property("globalCount", in: nil)?.site.file.path == "A.swift")
        #expect(index.conforms("Wiggle", to: "Gesture"))
    }
}
