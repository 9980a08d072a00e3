import SwiftUI

/// Near miss of an exit timed to a timer: the curve puts the dragged tabs back to rest (every
/// animated write is a reset), so it is a settle-back, where a spring carries the release's
/// momentum; the timer beside it only clears bookkeeping.
struct TabStrip: View {
    @State private var tabOffsets: [Int: CGFloat] = [:]
    @State private var draggingTab: Int?

    var body: some View {
        HStack {
            ForEach(0..<3) { tab in
                Text("Tab \(tab)")
                    .offset(x: tabOffsets[tab] ?? 0)
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                draggingTab = tab
                                tabOffsets[tab] = value.translation.width
                            }
                            .onEnded { _ in
                                withAnimation(.easeInOut(duration: 0.25)) { // expect: gesture_animation_curve@48
                                    tabOffsets = [:]
                                }
                                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                                    draggingTab = nil
                                }
                            }
                    )
                    .accessibilityAction(named: "Move right") { tabOffsets[tab] = 40 }
            }
        }
    }
}
