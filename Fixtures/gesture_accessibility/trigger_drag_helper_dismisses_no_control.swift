import SwiftUI

/// (fix7) Near misses of the drag that dismisses through a helper: the view's Button calls
/// another function of the panel (`pin()`), or the helper the drag calls never dismisses.
final class DockedPanel: Identifiable, ObservableObject {
    let id = UUID()
    @Published var origin: CGPoint = .zero

    func dropped(at point: CGPoint) {
        if point.y > 700 { close() } else { origin = point }
    }

    func moved(to point: CGPoint) {
        origin = point
    }

    func close() {}
    func pin() {}
}

struct DockedPanelStack: View {
    let panels: [DockedPanel]
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        ZStack {
            ForEach(panels) { panel in
                HStack {
                    Text("Panel")
                    Button { panel.pin() } label: { Text("Pin") }
                }
                .offset(dragOffset)
                .simultaneousGesture( // expect: gesture_accessibility
                    DragGesture()
                        .onChanged { value in dragOffset = value.translation }
                        .onEnded { value in
                            withAnimation { dragOffset = .zero }
                            panel.dropped(at: CGPoint(x: value.location.x, y: value.location.y))
                        }
                )
            }
        }
    }
}

struct MovablePanelStack: View {
    let panels: [DockedPanel]
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        ZStack {
            ForEach(panels) { panel in
                HStack {
                    Text("Panel")
                    Button { panel.close() } label: { Text("Close") }
                }
                .offset(dragOffset)
                .simultaneousGesture( // expect: gesture_accessibility
                    DragGesture()
                        .onChanged { value in dragOffset = value.translation }
                        .onEnded { value in
                            withAnimation { dragOffset = .zero }
                            panel.moved(to: CGPoint(x: value.location.x, y: value.location.y))
                        }
                )
            }
        }
    }
}
