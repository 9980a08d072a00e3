import SwiftUI

@Observable
final class Viewer {
    var zoom: CGFloat = 1
}

struct ZoomView: View {
    @Bindable var viewer: Viewer
    @State private var scale: CGFloat = 1
    @GestureState private var live: CGFloat = 1

    var body: some View {
        Image("map")
            .scaleEffect(viewer.zoom * scale * live)
            .gesture(
                MagnifyGesture()
                    .updating($live) { value, state, _ in state = value.magnification }
                    .onEnded { value in
                        viewer.zoom *= value.magnification
                        scale = value.magnification
                    }
            )
    }
}
