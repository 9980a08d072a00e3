import SwiftUI

extension Comparable {
    func clamped(to limits: ClosedRange<Self>) -> Self { min(max(self, limits.lowerBound), limits.upperBound) }
}

/// The bound is a project helper named `clamped(to:)`.
struct BlueprintView: View {
    @State private var zoom: CGFloat = 1
    @State private var baseZoom: CGFloat = 1

    var body: some View {
        Image("blueprint")
            .scaleEffect(zoom)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in zoom = (baseZoom * value.magnification).clamped(to: 0.5...6) }
                    .onEnded { _ in baseZoom = zoom }
            )
            .accessibilityZoomAction { action in
                zoom = (action.direction == .zoomIn ? zoom * 2 : zoom / 2).clamped(to: 0.5...6)
                baseZoom = zoom
            }
    }
}
