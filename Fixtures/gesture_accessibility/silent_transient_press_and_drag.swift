import SwiftUI

/// Press-and-release feedback: with `minimumDuration: .infinity` the press never succeeds, so
/// `perform` never runs; `pressing:` puts the scale back on release.
struct PressToGrow: View {
    @State private var scale = 1.0
    @State private var pressed = false

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .scaleEffect(scale)
            .onLongPressGesture(minimumDuration: .infinity, maximumDistance: 300, pressing: { pressing in
                pressed = pressing
                scale = pressing ? 1.2 : 1.0
            }, perform: {
                pressed.toggle()
            })
            .animation(.snappy, value: scale)
    }
}

/// A ball that springs back to the center: the drag's direction only picks the spring and the
/// hint shown while dragging.
struct SpringBall: View {
    @State private var offset: CGFloat = 0
    @State private var isDraggingLeft = false
    @State private var isDragging = false // expect: state_should_be_gesture_state@24

    var body: some View {
        Circle()
            .frame(width: 100, height: 100)
            .overlay {
                if abs(offset) > 50 && isDragging {
                    Text(isDraggingLeft ? "Snappy" : "Bouncy")
                }
            }
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation.width
                        isDraggingLeft = offset < 0
                        isDragging = true
                    }
                    .onEnded { _ in
                        isDragging = false
                        withAnimation(springBack) { offset = 0 }
                    }
            )
    }

    private var springBack: Animation {
        isDraggingLeft ? .spring(duration: 0.6, bounce: 0) : .spring(duration: 0.6, bounce: 0.7)
    }
}
