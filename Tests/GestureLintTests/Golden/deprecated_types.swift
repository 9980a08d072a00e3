import SwiftUI

struct OldPinch: View {
    @State private var scale: CGFloat = 1
    @State private var rotation: Angle = .zero

    var body: some View {
        Image("old")
            .gesture(
                MagnificationGesture()
                    .onChanged { value in scale = value }
                    .simultaneously(with: RotationGesture().onChanged { angle in rotation = angle })
            )
    }

    func describe(_ value: MagnificationGesture.Value) -> String { "\(value)" }
}
