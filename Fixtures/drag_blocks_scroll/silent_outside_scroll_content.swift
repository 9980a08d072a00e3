import SwiftUI

/// Drags near a scroll view but not inside its content: an overlay on the scroll view itself,
/// a sheet presented from a row, a canvas beside it.
struct EditorScreen: View {
    let lines: [String]
    @State private var handle: CGFloat = 0
    @State private var showsDetail = false
    @State private var stroke: [CGPoint] = []

    var body: some View {
        HStack {
            ScrollView {
                ForEach(lines, id: \.self) { line in
                    Text(line)
                        .sheet(isPresented: $showsDetail) {
                            Color.yellow
                                .gesture(DragGesture().onEnded { value in handle = value.location.y })
                                .accessibilityAction(named: "Reset") { handle = 0 }
                        }
                }
            }
            .overlay(alignment: .trailing) {
                Capsule()
                    .frame(width: 6, height: 40)
                    .gesture(DragGesture().onEnded { value in handle = value.location.y })
                    .accessibilityAdjustableAction { _ in handle += 10 }
            }
            Canvas { _, _ in }
                .gesture(DragGesture().onEnded { value in stroke.append(value.location) })
                .accessibilityAction(named: "Clear") { stroke.removeAll() }
        }
    }
}
