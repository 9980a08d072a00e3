import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// Cross-file behaviour: what another file of the project declares changes the verdict.
@Suite struct CallbackRulesProjectTests {
    static func fixture(_ path: String) throws -> SourceFile {
        let url = FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures").appendingPathComponent(path)
        return SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: url)))
    }

    @Test func aModelThatClampsItselfInAnotherFileSilencesTheView() throws {
        let screen = try Self.fixture("unclamped_gesture_scale/silent_split_model_clamps_itself/ZoomScreen.swift")
        let model = try Self.fixture("unclamped_gesture_scale/silent_split_model_clamps_itself/ZoomModel.swift")
        let rule = UnclampedGestureScaleRule()
        #expect(Linter(rules: [rule]).lint([screen, model]).isEmpty)
        // Without the model's file the bound is unknown and the multiplication is reported.
        #expect(Linter(rules: [rule]).lint([screen]).count == 1)
    }

    @Test func aGestureInAnExtensionFileIsFollowedBack() throws {
        let view = try Self.fixture("state_should_be_gesture_state/trigger_split_gesture_in_extension/BadgeView.swift")
        let gesture = try Self.fixture("state_should_be_gesture_state/trigger_split_gesture_in_extension/BadgeView+Gesture.swift")
        let rule = StateShouldBeGestureStateRule()
        #expect(Linter(rules: [rule]).lint([view, gesture]).map(\.start.line) == [5])
        #expect(Linter(rules: [rule]).lint([view]).isEmpty)
    }

    @Test func aWriteInAnotherFileKeepsTheStateReal() throws {
        let view = try Self.fixture("state_should_be_gesture_state/silent_split_reset_elsewhere/ShelfView.swift")
        let toolbar = try Self.fixture("state_should_be_gesture_state/silent_split_reset_elsewhere/ShelfView+Toolbar.swift")
        let rule = StateShouldBeGestureStateRule()
        #expect(Linter(rules: [rule]).lint([view, toolbar]).isEmpty)
        #expect(Linter(rules: [rule]).lint([view]).count == 1)
    }
}
