import SwiftUI

/// An `if` later in the callback bounds the scale with named limits.
struct Microscope: View {
    @State private var magnification: CGFloat = 1
    private let maxMagnification: CGFloat = 40
    private let minMagnification: CGFloat = 1

    var body: some View {
        Image("slide")
            .scaleEffect(magnification)
            .gesture(
                MagnifyGesture().onEnded { value in
                    magnification *= value.magnification
                    if magnification > maxMagnification { magnification = maxMagnification }
                    if magnification < minMagnification { magnification = minMagnification }
                }
            )
            .accessibilityZoomAction { action in
                magnification = action.direction == .zoomIn ? min(magnification * 2, maxMagnification) : max(magnification / 2, minMagnification)
            }
    }
}
