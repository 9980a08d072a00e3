import SwiftUI

/// iOS 17 and macOS 13: an iOS-only guard leaves macOS unguarded.
struct Inspector: View {
    @State private var angle: Angle = .zero
    @State private var scale: CGFloat = 1

    var body: some View {
        VStack {
            if #available(iOS 17, *) {
                Circle()
                    .gesture(RotateGesture().onEnded { value in angle += value.rotation }) // expect: gesture_api_availability@30
                    .accessibilityAdjustableAction { _ in angle += .degrees(10) }
            }
            if #available(iOS 17, macOS 14, *) {
                Circle()
                    .gesture(RotateGesture().onEnded { value in angle += value.rotation })
                    .accessibilityAdjustableAction { _ in angle += .degrees(10) }
            }
            #if os(iOS)
            Rectangle()
                .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) })
                .accessibilityZoomAction { _ in scale = 2 }
            #endif
        }
    }
}

@available(macOS, unavailable)
struct TouchOnlyZoom: View {
    @State private var scale: CGFloat = 1
    var body: some View {
        Color.green
            .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) })
            .accessibilityZoomAction { _ in scale = 2 }
    }
}
