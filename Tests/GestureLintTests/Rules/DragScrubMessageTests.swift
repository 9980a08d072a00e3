import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// (fix round 11) A drag that follows the finger's location inside a scroll view gets the scrub
/// advice (a long press before the drag); a swipe that reads its translation keeps the plain one.
@Suite struct DragScrubMessageTests {
    static func messages(_ source: String) -> [String] {
        Linter(rules: [DragBlocksScrollRule()]).lint([SourceFile(path: "Scrub.swift", text: source)]).map(\.message)
    }

    static func inList(_ gesture: String) -> String {
        """
        import SwiftUI
        struct Page: View {
            @State private var selected: CGFloat?
            @State private var offset: CGFloat = 0
            var body: some View {
                List {
                    Rectangle().frame(height: 200)
                        .gesture(\(gesture))
                }
            }
        }
        """
    }

    @Test func chartScrubReadingTheLocationGetsTheLongPressAdvice() {
        let found = Self.messages(Self.inList("DragGesture(minimumDistance: 0).onChanged { value in selected = value.location.x }"))
        #expect(found == [DragBlocksScrollRule.scrubMessage("List")])
        #expect(found.first?.contains("LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0))") == true)
    }

    @Test func shorthandLocationAndAnExclusiveTapCountAsAScrub() {
        let found = Self.messages(Self.inList(
            "SpatialTapGesture().onEnded { selected = $0.location.x }.exclusively(before: DragGesture().onChanged { selected = $0.location.x })"))
        #expect(found == [DragBlocksScrollRule.scrubMessage("List")])
    }

    @Test func swipeReadingTheTranslationKeepsThePlainAdvice() {
        let found = Self.messages(Self.inList("DragGesture().onChanged { value in offset = value.translation.width }"))
        #expect(found == [DragBlocksScrollRule.message("List")])
    }

    @Test func locationReadAlongsideTheTranslationIsAMoveNotAScrub() {
        let found = Self.messages(Self.inList(
            "DragGesture().onChanged { value in selected = value.location.x; offset = value.translation.width }"))
        #expect(found == [DragBlocksScrollRule.message("List")])
    }

    @Test func locationReadOnlyAtTheEndIsNotAScrub() {
        let found = Self.messages(Self.inList("DragGesture().onEnded { value in selected = value.location.x }"))
        #expect(found == [DragBlocksScrollRule.message("List")])
    }
}
