import SwiftUI

struct Heatmap: View {
    @State private var touches: [CGPoint] = []

    var body: some View {
        Rectangle()
            .fill(.gray.opacity(0.1))
            .onTapGesture(perform: record)
    }

    private func record(_ location: CGPoint) {
        touches.append(location)
    }
}
