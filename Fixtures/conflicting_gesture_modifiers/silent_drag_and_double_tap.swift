import SwiftUI

struct ZoomableImage: View {
    @State private var offset: CGSize = .zero
    @State private var zoomed = false

    var body: some View {
        Image("map")
            .scaleEffect(zoomed ? 2 : 1)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation })
            .gesture(TapGesture(count: 2).onEnded { withAnimation(.spring) { zoomed.toggle() } })
            .accessibilityAction(named: "Recenter") { offset = .zero }
    }
}
