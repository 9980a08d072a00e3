import Foundation
import Testing
@testable import GestureLintCore

/// `GestureModel.propertyWrites` and each callback's `reads` are found on first use, after the
/// model is built (`Lazy`): on every fixture they are what the walk right after the build finds,
/// also when two threads ask for them at once, in different orders (they share the builder's caches).
@Suite struct LazyModelPartsTests {
    /// What a write says, for comparing two walks (`PropertyAccess` is a class without equality).
    static func summary(_ write: PropertyWrite) -> String {
        let declaration = write.target.declaration.map { "\($0.name)@\($0.site.nameRange)" } ?? "-"
        return "\(write.node) \(write.target.path) \(write.target.root) \(write.target.range) \(declaration) "
            + "\(write.assignmentOperator) \(String(describing: write.value)) \(write.inWithAnimation) "
            + "\(String(describing: write.animation)) \(write.isConditional)"
    }

    @Test func writesAndReadsFoundOnFirstUseAreTheBuildsOnEveryFixture() throws {
        var compared = 0
        var readsCompared = 0
        for (analyses, project) in try FixtureHarness.analysedProjects() {
            for analysis in analyses {
                var builder = ModelBuilder(analysis: analysis, project: project)
                builder.build()
                let atBuild = builder.collectsWrites
                    ? AccessCollector(model: builder).writes(in: analysis.tree.root, locals: []).map(Self.summary) : []
                let model = GestureModel(analysis: analysis, project: project)
                // Some queries first, as rules run them before asking for the writes.
                for chain in model.chains.prefix(20) { _ = model.descendants(of: chain.id) }
                let asked = ConcurrentAnswers(count: 2)
                let readsAsked = ConcurrentAnswers(count: 2)
                DispatchQueue.concurrentPerform(iterations: 2) { thread in
                    // One thread asks for the writes first, the other for the callbacks' reads.
                    func reads() -> [String] {
                        let callbacks = thread == 0 ? model.callbacks : model.callbacks.reversed()
                        return callbacks.sorted { $0.id < $1.id }.flatMap { callback in callback.reads.map { "\(callback.id) \($0.path) \($0.range)" } }
                    }
                    if thread == 0 {
                        asked.store(model.propertyWrites.map(Self.summary), at: thread)
                        readsAsked.store(reads(), at: thread)
                    } else {
                        readsAsked.store(reads(), at: thread)
                        asked.store(model.propertyWrites.map(Self.summary), at: thread)
                    }
                }
                #expect(asked.value(at: 0) == atBuild, "\(analysis.file.path)")
                #expect(asked.value(at: 1) == atBuild, "\(analysis.file.path), the other thread")
                #expect(model.propertyWrites.map(Self.summary) == atBuild, "\(analysis.file.path), asked again")
                let fresh = GestureModel(analysis: analysis, project: project)
                let sequential = fresh.callbacks.flatMap { callback in callback.reads.map { "\(callback.id) \($0.path) \($0.range)" } }
                #expect(readsAsked.value(at: 0) == sequential, "\(analysis.file.path): reads")
                #expect(readsAsked.value(at: 1) == sequential, "\(analysis.file.path): reads, the other thread")
                compared += atBuild.count
                readsCompared += sequential.count
            }
        }
        #expect(compared > 100)
        #expect(readsCompared > 100)
    }

    /// A file without gestures has no writes unless asked for them (`writesWithoutGestures`).
    @Test func aFileWithoutGesturesHasWritesOnlyWhenAskedFor() {
        let analysis = FileAnalysis(file: SourceFile(path: "Model.swift", text: """
            final class Store { var count = 0
                func add() { count += 1 } }
            """))
        let project = ProjectIndex(analyses: [analysis])
        #expect(GestureModel(analysis: analysis, project: project).propertyWrites.isEmpty)
        let writes = GestureModel(analysis: analysis, project: project, writesWithoutGestures: true).propertyWrites
        #expect(writes.map(\.target.path) == ["count"])
    }
}

/// One answer per thread, written once each.
private final class ConcurrentAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [[String]?]

    init(count: Int) { answers = Array(repeating: nil, count: count) }

    func store(_ answer: [String], at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        answers[index] = answer
    }

    func value(at index: Int) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        return answers[index]
    }
}
