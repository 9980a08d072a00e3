import SwiftUI

/// The editor attaches a pan gesture declared in CanvasEditor+Pan.swift.
struct CanvasEditor: View {
    @State var shapes: [CGRect] = []
    @State var selection: Int?
    @State var pan = CGSize.zero

    var body: some View {
        Canvas { context, _ in
            for shape in shapes { context.stroke(Path(shape), with: .color(.primary)) }
        }
        .offset(pan)
        .gesture(panGesture)
        .accessibilityAction(named: "Select first shape") { selection = shapes.isEmpty ? nil : 0 }
    }
}
