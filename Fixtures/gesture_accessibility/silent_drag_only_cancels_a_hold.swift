import SwiftUI

/// (fix4) A hold-to-open button: the long press opens the menu through its timer, and the
/// zero-distance drag beside it only calls that off once the finger moves (puts `armed` back,
/// invalidates the timer, blocks hit-testing for a moment). The drag has no action of its own;
/// the hold's accessibility is the long press's concern.
struct HoldToOpenButton: View {
    @Binding var menuOpen: Bool
    @State private var armed = false
    @State private var blocked = false
    @State private var openTimer: Timer?
    @GestureState private var pressing = false

    var body: some View {
        Image(systemName: armed ? "xmark" : "line.3.horizontal")
            .scaleEffect(pressing ? 0.9 : 1)
            .highPriorityGesture(
                LongPressGesture(minimumDuration: .infinity, maximumDistance: .infinity)
                    .updating($pressing) { isPressing, state, _ in state = isPressing }
            )
            .simultaneousGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        if abs(value.translation.width) > 24 || abs(value.translation.height) > 24 {
                            withAnimation(.snappy) { armed = false }
                            blocked = true
                            DispatchQueue.main.async { blocked = false }
                            openTimer?.invalidate()
                        }
                    }
            )
            .allowsHitTesting(!blocked)
            .onChange(of: pressing) { _, down in
                guard down else { return }
                openTimer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in armed = true }
            }
    }
}
