import SwiftUI

/// The crop view's pan and pinch call its view model, declared in another file: the cheap clamping
/// helpers stay silent, the one that re-renders the preview on every frame is reported.
struct CropView: View {
    @StateObject private var viewModel = CropViewModel()
    let image: UIImage

    var body: some View {
        Image(uiImage: image)
            .scaleEffect(viewModel.scale)
            .offset(viewModel.offset)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in
                        let bounds = viewModel.calculateMagnificationBounds()
                        viewModel.scale = min(max(value.magnification * viewModel.lastScale, bounds.0), bounds.1)
                        viewModel.processPreview(of: image) // expect: heavy_gesture_callback@35
                    }
                    .onEnded { _ in viewModel.lastScale = viewModel.scale }
                    .simultaneously(with: DragGesture()
                        .onChanged { value in
                            let limit = viewModel.calculateDragLimit()
                            viewModel.offset = CGSize(
                                width: min(max(value.translation.width + viewModel.lastOffset.width, -limit.x), limit.x),
                                height: min(max(value.translation.height + viewModel.lastOffset.height, -limit.y), limit.y))
                        }
                        .onEnded { _ in viewModel.lastOffset = viewModel.offset })
            )
            .accessibilityZoomAction { action in
                viewModel.scale = action.direction == .zoomIn ? viewModel.scale * 1.2 : viewModel.scale / 1.2
            }
    }
}
