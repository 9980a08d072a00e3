import SwiftUI

/// (v2) Not plain gesture state: a repeating timer started while the finger is down (a resource
/// that must be invalidated), and a scale whose `didSet` saves it (a @GestureState cannot carry
/// observers).
struct HoldToRepeatButton: View {
    let step: () -> Void
    @State private var repeatTimer: Timer? = nil

    var body: some View {
        Image(systemName: "plus.circle")
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        if repeatTimer == nil {
                            repeatTimer = Timer.scheduledTimer(withTimeInterval: 0.15, repeats: true) { _ in step() }
                        }
                    }
                    .onEnded { _ in
                        repeatTimer?.invalidate()
                        repeatTimer = nil
                    }
            )
            .accessibilityAction { step() }
    }
}

struct SavedZoomImage: View {
    @AppStorage("lastPinch") private var lastPinch: Double = 1
    @State private var pinch: CGFloat = 1 {
        didSet { lastPinch = Double(pinch) }
    }

    var body: some View {
        Image("floorplan")
            .scaleEffect(pinch)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in pinch = value.magnification }
                    .onEnded { _ in pinch = 1 }
            )
            .accessibilityZoomAction { _ in }
    }
}
