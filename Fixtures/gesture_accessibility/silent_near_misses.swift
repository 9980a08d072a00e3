import SwiftUI

/// Names that only contain the words, a project method called `gesture`, comments and strings.
struct GestureRecorder {
    var names: [String] = []
    mutating func gesture(_ name: String) { names.append(name) }
}

struct TutorialView: View {
    @State private var recorder = GestureRecorder()
    let myDragGestureHandler = "handler"
    // .gesture(DragGesture().onEnded { _ in delete() }) was removed in 2.0
    let hint = ".gesture(LongPressGesture().onEnded { _ in pin() })"

    var body: some View {
        Text(hint)
            .highPriorityGesture(DragGesture()) // blocks the swipe-back, performs nothing
            .task { recorder.gesture("drag") }
    }
}

/// A decorative resize handle hidden from VoiceOver; the sizes are offered by a Picker elsewhere.
struct ResizeHandle: View {
    @Binding var width: CGFloat

    var body: some View {
        Capsule()
            .frame(width: 6, height: 44)
            .gesture(DragGesture().onEnded { value in width = max(200, width + value.translation.width) })
            .accessibilityHidden(true)
    }
}
