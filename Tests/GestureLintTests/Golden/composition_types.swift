import SwiftUI

struct Transformer: View {
    @State private var angle = Angle.zero
    @State private var scale: CGFloat = 1

    private var transform: SimultaneousGesture<RotateGesture, MagnifyGesture> {
        SimultaneousGesture(RotateGesture(), MagnifyGesture())
    }

    var body: some View {
        Image("t")
            .gesture(
                transform.onChanged { value in
                    angle = value.first?.rotation ?? .zero
                    scale = value.second?.magnification ?? 1
                }
            )
            .highPriorityGesture(TapGesture(count: 2).onEnded { angle = .zero }, including: .all)
    }
}
