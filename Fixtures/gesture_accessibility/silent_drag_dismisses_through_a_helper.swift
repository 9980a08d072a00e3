import SwiftUI

/// (fix7) A popover dragged around, and dismissed when dropped near the edge: the drag's
/// `positionChanged(to:)` calls `dismiss()`, and the view's own Button makes that dismiss call.
final class FloatingPanel: Identifiable, ObservableObject {
    let id = UUID()
    @Published var origin: CGPoint = .zero

    func positionChanged(to point: CGPoint) {
        if point.y > 700 {
            dismiss()
        } else {
            origin = point
        }
    }

    func dismiss() {}
}

struct FloatingPanelStack: View {
    let panels: [FloatingPanel]
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        ZStack {
            ForEach(panels) { panel in
                HStack {
                    Text("Panel")
                    Button { panel.dismiss() } label: { Text("Close") }
                }
                .offset(dragOffset)
                .simultaneousGesture(
                    DragGesture()
                        .onChanged { value in dragOffset = value.translation }
                        .onEnded { value in
                            withAnimation { dragOffset = .zero }
                            panel.positionChanged(to: CGPoint(x: value.location.x, y: value.location.y))
                        }
                )
            }
        }
    }
}
