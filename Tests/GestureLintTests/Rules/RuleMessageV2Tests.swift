import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// (v2) Wording the fixtures cannot check: fixtures compare positions, these compare messages.
@Suite struct RuleMessageV2Tests {
    static func messages(_ rule: any Rule, _ code: String) -> [String] {
        Linter(rules: [rule]).lint([SourceFile(path: "View.swift", text: code)]).map(\.message)
    }

    @Test func longPressBeforeDragIsNamedALongPress() throws {
        let found = Self.messages(GestureAccessibilityRule(), """
            struct Tile: View {
                let move: (CGSize) -> Void
                var body: some View {
                    Text("a").gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
                        if case .second(true, let drag?) = value { move(drag.translation) }
                    })
                }
            }
            """)
        #expect(found.count == 1)
        #expect(try #require(found.first).hasPrefix("This long press has no accessible alternative"))
    }

    @Test func tapBeforeDragIsNamedATapAndDrag() throws {
        let found = Self.messages(GestureAccessibilityRule(), """
            struct Board: View {
                @State private var marked: CGPoint?
                var body: some View {
                    Rectangle().gesture(
                        SpatialTapGesture().onEnded { value in marked = value.location }
                            .exclusively(before: DragGesture().onChanged { value in marked = value.location })
                    )
                }
            }
            """)
        #expect(found.count == 1)
        #expect(try #require(found.first).hasPrefix("This tap and drag gesture has no accessible alternative"))
    }
}
