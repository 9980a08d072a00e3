import SwiftUI

struct Sheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var offset: CGFloat = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.background)
            .offset(y: max(offset, 0))
            .gesture(flick)
    }

    private var flick: some Gesture {
        DragGesture(minimumDistance: 8, coordinateSpace: .global)
            .onChanged { value in
                offset = value.translation.height
            }
            .onEnded { value in
                if value.predictedEndTranslation.height > 300 || value.velocity.height > 1200 {
                    dismiss()
                } else {
                    withAnimation(.interactiveSpring(response: 0.3)) {
                        offset = 0
                    }
                }
            }
    }
}
