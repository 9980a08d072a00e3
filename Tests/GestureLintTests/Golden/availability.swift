import SwiftUI

struct Zoomable: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        if #available(iOS 17, macOS 14, *) {
            Image("a").gesture(MagnifyGesture().onChanged { scale = $0.magnification })
        } else {
            Image("a").gesture(MagnificationGesture().onChanged { scale = $0 })
        }
    }

    func rotated() -> some View {
        guard #available(iOS 17, *) else { return AnyView(EmptyView()) }
        return AnyView(Image("b").gesture(RotateGesture()))
    }
}

@available(iOS 16, *)
extension Zoomable {
    var spatial: some Gesture {
        SpatialTapGesture().onEnded { value in print(value.location) }
    }
}
