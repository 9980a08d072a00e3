import SwiftUI

/// (fix3) Near miss: the press's `.onEnded` marks the card as picked and nothing puts it back:
/// picking a card is a lasting action.
struct PickCard: View {
    @State private var offset = CGSize.zero
    @State private var picked = false

    var body: some View {
        let drag = DragGesture()
            .onChanged { value in offset = value.translation }
            .onEnded { _ in withAnimation { offset = .zero } }
        let press = LongPressGesture()
            .onEnded { _ in picked = true }
        RoundedRectangle(cornerRadius: 12)
            .fill(picked ? .green : .gray)
            .offset(offset)
            .gesture(press.sequenced(before: drag)) // expect: gesture_accessibility
    }
}
