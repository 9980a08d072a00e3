import SwiftUI

/// The pinch is built in a computed property and attached inside a postfix `#if`.
struct ZoomableMap: View {
    @State private var zoom: CGFloat = 1

    private var pinch: some Gesture {
        MagnifyGesture()
            .onEnded { value in
                zoom = min(max(zoom * value.magnification, 1), 8)
            }
    }

    var body: some View {
        Image("map")
            .resizable()
            .scaleEffect(zoom)
            #if os(iOS)
            .gesture(pinch) // expect: gesture_accessibility
            #endif
            .navigationTitle("Map")
    }
}
