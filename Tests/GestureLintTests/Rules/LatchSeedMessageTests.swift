import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// (fix8) `state_should_be_gesture_state` on a first-change latch: when the latch's branch seeds
/// other state from the gesture's value, the literal advice would leave that branch in `.onChanged`,
/// depending on which callback runs first, so the message says where the seeding goes.
@Suite struct LatchSeedMessageTests {
    static func messages(_ name: String) throws -> [String] {
        let path = "state_should_be_gesture_state/\(name).swift"
        let url = FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures").appendingPathComponent(path)
        let file = SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: url)))
        return Linter(rules: [StateShouldBeGestureStateRule()]).lint([file]).map(\.message)
    }

    @Test func aLatchThatSeedsTheDragStartSaysToMoveTheSeeding() throws {
        let messages = try Self.messages("trigger_latch_seeds_the_drag_start")
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("'isSpinning' is set in .onChanged and reset in .onEnded; make it @GestureState") == true)
        #expect(messages.first?.contains("its first change also seeds 'lastAngle', so move that first-change branch into .updating") == true)
    }

    @Test func aLatchThatOnlyPreparesFeedbackKeepsThePlainAdvice() throws {
        let messages = try Self.messages("trigger_latch_only_prepares_feedback")
        #expect(messages == ["'isDragging' is set in .onChanged and reset in .onEnded; make it @GestureState and set it in .updating(...), which also resets it when the gesture is cancelled"])
    }

    @Test func aSeedInTheElseBranchIsNoLatchSeed() throws {
        let source = """
        import SwiftUI
        struct Knob: View {
            @State private var isTurning = false
            @State private var last: CGFloat = 0
            var body: some View {
                Circle().gesture(DragGesture()
                    .onChanged { drag in
                        if !isTurning { isTurning = true } else { last = drag.location.x }
                    }
                    .onEnded { _ in isTurning = false })
            }
        }
        """
        let file = SourceFile(path: "Knob.swift", bytes: Array(source.utf8))
        let messages = Linter(rules: [StateShouldBeGestureStateRule()]).lint([file]).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { !$0.contains("seeds") })
    }
}
