import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// (fix round 11) A tap on a surface that fills its area gets the message that leads with keeping
/// the tap (a button trait and an accessibility action); sized pieces, rows and cells keep "use Button".
@Suite struct TapAreaMessageTests {
    static func messages(_ body: String) -> [String] {
        let source = """
            import SwiftUI
            struct Screen: View {
                @State private var on = false
                let items: [Int]
                var body: some View {
                    \(body)
                }
            }
            """
        return Linter(rules: [TapGestureShouldBeButtonRule()]).lint([SourceFile(path: "Screen.swift", text: source)]).map(\.message)
    }

    static let area = TapGestureShouldBeButtonRule.areaMessage("onTapGesture")
    static let plain = TapGestureShouldBeButtonRule.message("onTapGesture")

    @Test func canvasTimelineAndFilledRectangleGetTheAreaMessage() {
        #expect(Self.messages("Canvas { _, _ in }.onTapGesture { on.toggle() }") == [Self.area])
        #expect(Self.messages("TimelineView(.animation) { _ in Text(\"t\") }.onTapGesture { on.toggle() }") == [Self.area])
        #expect(Self.messages("Rectangle().fill(.blue).mask { Text(\"a\") }.onTapGesture { on.toggle() }") == [Self.area])
        #expect(Self.messages("Color.indigo.onTapGesture { on.toggle() }") == [Self.area])
    }

    @Test func labelledContentInvisibleHitAreasAndLayersKeepTheButtonMessage() {
        // A labelled overlay filling its space ("Tap to reveal"), a clear hit area, a fill laid over a video.
        #expect(Self.messages("VStack { Text(\"Tap to reveal\") }.frame(maxWidth: .infinity, maxHeight: .infinity).onTapGesture { on.toggle() }")
            == [Self.plain])
        #expect(Self.messages("Color.clear.contentShape(Rectangle()).onTapGesture { on.toggle() }") == [Self.plain])
        #expect(Self.messages("Image(\"poster\").overlay { Color.black.opacity(0.2).onTapGesture { on.toggle() } }") == [Self.plain])
    }

    @Test func sizedPiecesRowsAndCardsKeepTheButtonMessage() {
        // A swatch with a size, a full-width row (one axis only), a card, cells of a ForEach.
        #expect(Self.messages("Color.red.frame(width: 44, height: 44).onTapGesture { on.toggle() }") == [Self.plain])
        #expect(Self.messages("Canvas { _, _ in }.frame(height: 120).onTapGesture { on.toggle() }") == [Self.plain])
        #expect(Self.messages("HStack { Text(\"Row\") }.frame(maxWidth: .infinity).onTapGesture { on.toggle() }") == [Self.plain])
        #expect(Self.messages("RoundedRectangle(cornerRadius: 12).fill(.blue).onTapGesture { on.toggle() }") == [Self.plain])
        #expect(Self.messages("VStack { ForEach(items, id: \\.self) { _ in Rectangle().onTapGesture { on.toggle() } } }")
            == [Self.plain])
        #expect(Self.messages("VStack { Rectangle().onTapGesture { on.toggle() } }.frame(height: 40)") == [Self.plain])
    }
}
