import Foundation
import Testing
@testable import GestureLintCore

/// `projectViewMemo` keeps its answers by `ProjectViewQuestion`: on every fixture project, the kept
/// answers about a type's body and about each of its helpers are those of a fresh scan, whichever
/// question was asked first, and questions differing in one part never share an answer.
@Suite struct ProjectViewQuestionTests {
    static func fresh(_ type: String, helper: String?, counting: Bool, _ project: ProjectIndex) -> Bool {
        var budget = 20_000
        var visiting: Set<String> = []
        return GestureModel.scanTypeForControls(type, project, depth: 3, budget: &budget, visiting: &visiting,
                                                helper: helper, countingTapComponents: counting)
    }

    @Test func keptAnswersEqualFreshScansOnEveryFixture() throws {
        var compared = 0
        var held = 0
        for (analyses, project) in try FixtureHarness.analysedProjects() {
            let model = GestureModel(analysis: analyses[0], project: project)
            for type in Set(project.types.map(\.name)).sorted() {
                let helpers = Set(project.properties(of: type).map(\.name)
                    + project.functions.filter { $0.ownerType == type }.map(\.name)).sorted()
                for counting in [true, false] {
                    let view = Self.fresh(type, helper: nil, counting: counting, project)
                    let answers = helpers.map { Self.fresh(type, helper: $0, counting: counting, project) }
                    for round in 0..<2 {
                        #expect(model.projectViewHoldsControl(type, countingTapComponents: counting) == view,
                                "\(type) counting \(counting) round \(round)")
                        for (helper, answer) in zip(helpers, answers) {
                            #expect(model.helperHoldsControl(helper, in: type, countingTapComponents: counting) == answer,
                                    "\(type).\(helper) counting \(counting) round \(round)")
                        }
                    }
                    compared += 1 + helpers.count
                    held += ([view] + answers).filter { $0 }.count
                }
            }
        }
        #expect(compared > 500)
        #expect(held > 20)
    }

    @Test func questionsDifferingInOnePartAreDistinct() {
        let base = GestureModel.ProjectViewQuestion(.holdsControl, type: "Row", helper: "content", depth: 3,
                                                    countingTapComponents: true)
        let variants = [
            GestureModel.ProjectViewQuestion(.showsCallerContent, type: "Row", helper: "content", depth: 3,
                                             countingTapComponents: true),
            GestureModel.ProjectViewQuestion(.holdsControl, type: "Rows", helper: "content", depth: 3,
                                             countingTapComponents: true),
            GestureModel.ProjectViewQuestion(.holdsControl, type: "Row", depth: 3, countingTapComponents: true),
            GestureModel.ProjectViewQuestion(.holdsControl, type: "Row", helper: "content", depth: 2,
                                             countingTapComponents: true),
            GestureModel.ProjectViewQuestion(.holdsControl, type: "Row", helper: "content", depth: 3),
        ]
        #expect(Set(variants + [base]).count == variants.count + 1)
        // Without counting tap components the depth is not part of the question.
        #expect(GestureModel.ProjectViewQuestion(.holdsControl, type: "Row", depth: 2)
            == GestureModel.ProjectViewQuestion(.holdsControl, type: "Row", depth: 3))
    }
}
