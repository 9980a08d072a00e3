import SwiftUI

struct PhotoView: View {
    @State private var scale: CGFloat = 1.0
    @GestureState private var pinch: CGFloat = 1

    var body: some View {
        Image("photo")
            .resizable()
            .scaledToFit()
            .scaleEffect(scale * pinch)
            .gesture(zoom)
            .onTapGesture(count: 2) {
                withAnimation(.spring) {
                    scale = 1
                }
            }
    }

    private var zoom: some Gesture {
        MagnifyGesture()
            .updating($pinch) { value, state, _ in
                state = value.magnification
            }
            .onEnded { value in
                scale *= value.magnification
                scale = min(max(scale, 0.5), 4)
            }
    }
}
