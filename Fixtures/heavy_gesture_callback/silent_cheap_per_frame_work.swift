import SwiftUI

/// Assignments, arithmetic, min/max, property reads and withAnimation are fine per frame.
struct ElasticSheet: View {
    @State private var offset: CGFloat = 0
    @State private var progress: Double = 0
    let height: CGFloat
    let close: () -> Void

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .frame(height: height)
            .offset(y: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        let resistance = value.translation.height < 0 ? 0.3 : 1
                        offset = min(max(value.translation.height * resistance, -40), height)
                        progress = Double(offset / height)
                        withAnimation(.interactiveSpring) { progress = max(progress, 0) }
                    }
                    .onEnded { value in
                        if value.predictedEndTranslation.height > height / 2 { close() }
                        withAnimation(.snappy) { offset = 0 }
                    }
            )
            .accessibilityAction(named: "Close", close)
    }
}
