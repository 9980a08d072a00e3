import SwiftUI

struct DrawingCanvas: View {
    @State private var dots: [CGPoint] = []
    @State private var zoomed = false

    var body: some View {
        ZStack {
            ForEach(dots.indices, id: \.self) { index in
                Circle().frame(width: 8, height: 8).position(dots[index])
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
        // Double tap: not a button action.
        .onTapGesture(count: 2) {
            withAnimation(.spring) { zoomed.toggle() }
        }
        // Reads the location: drawing, not activating.
        .onTapGesture { location in
            dots.append(location)
        }
    }
}

struct GlobalTapLogger: View {
    @State private var lastTap: CGPoint?

    var body: some View {
        Color.clear
            .gesture(TapGesture(count: 3).onEnded { lastTap = nil })
            .onTapGesture(coordinateSpace: .global) { point in lastTap = point }
            .gesture(SpatialTapGesture().onEnded { value in lastTap = value.location })
    }
}
