import SwiftUI

/// (fix4) Per-gesture state that detects a new gesture by its start: `.onChanged` compares the
/// anchor with `value.startLocation` and sets both afresh when they differ. A cancelled drag
/// leaves them behind, but the next touch replaces them before they are used: nothing hangs.
struct CropHandles: View {
    @State private var anchor: CGPoint? = nil
    @State private var edge: Edge? = nil
    @State private var size = CGSize(width: 200, height: 200)

    var body: some View {
        Rectangle()
            .frame(width: size.width, height: size.height)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        if anchor != value.startLocation {
                            anchor = value.startLocation
                            edge = value.startLocation.x < 20 ? .leading : .trailing
                        }
                        if edge == .leading { size.width -= value.translation.width } else { size.width += value.translation.width }
                    }
                    .onEnded { _ in
                        anchor = nil
                        edge = nil
                    }
            )
            .accessibilityAdjustableAction { direction in size.width += direction == .increment ? 10 : -10 }
    }
}
