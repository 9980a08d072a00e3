import Foundation
import Testing
@testable import GestureLintCore

/// `GestureModel.effects(of:)` keeps its answers per model, and the effects reader tests a node's
/// first byte before building its text: on every fixture, both answer as the plain reader does.
@Suite struct EffectsMemoTests {
    /// Every fixture's model, each file in a project of its own folder.
    static func models() throws -> [GestureModel] {
        try FixtureHarness.analysedProjects().flatMap { analyses, project in
            analyses.map { GestureModel(analysis: $0, project: project) }
        }
    }

    @Test func keptEffectsEqualTheReadersOnEveryNode() throws {
        var compared = 0
        for model in try Self.models() {
            let reader = ActionEffectsReader(tree: model.tree, file: model.file)
            model.tree.walk(model.tree.root) { node in
                let fresh = reader.effects(of: node)
                #expect(model.effects(of: node) == fresh, "\(model.file.path) \(node)")
                #expect(model.effects(of: node) == fresh, "asked again: \(model.file.path) \(node)")
                compared += 1
                return true
            }
        }
        #expect(compared > 10_000)
    }

    @Test func firstTextByteIsTheFirstByteOfTheCompactText() throws {
        for model in try Self.models() {
            model.tree.walk(model.tree.root) { node in
                #expect(model.compactTextFirstByte(node) == model.compactText(node).utf8.first, "\(model.file.path) \(node)")
                return true
            }
        }
    }

    @Test func eachModelKeepsItsOwnEffects() {
        func model(_ source: String) -> GestureModel {
            let analysis = FileAnalysis(file: SourceFile(path: "main.swift", text: source))
            return GestureModel(analysis: analysis, project: ProjectIndex(analyses: [analysis]))
        }
        // The same node ids in two files that do different things.
        let first = model("let a = { save() }")
        let second = model("let a = { load() }")
        let closure = { (model: GestureModel) in
            var found: NodeID?
            model.tree.walk(model.tree.root) { node in
                if found == nil, model.tree.kind(node) == .closure { found = node }
                return found == nil
            }
            return found!
        }
        #expect(first.effects(of: closure(first)).calls == ["save"])
        #expect(second.effects(of: closure(second)).calls == ["load"])
        #expect(first.effects(of: closure(first)).calls == ["save"])
    }
}
