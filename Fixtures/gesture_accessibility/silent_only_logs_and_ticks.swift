import SwiftUI

/// A playground pinch that only logs the live factor and ticks a haptic when it ends:
/// nothing is left behind for an assistive-technology user to reach another way.
struct PinchProbe: View {
    private let haptic = UIImpactFeedbackGenerator(style: .light)

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.orange.gradient)
            .frame(width: 160, height: 160)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in
                        print("pinch factor", value.magnification)
                    }
                    .onEnded { value in
                        debugPrint("pinch ended at", value.magnification)
                        haptic.impactOccurred()
                    }
            )
    }
}
