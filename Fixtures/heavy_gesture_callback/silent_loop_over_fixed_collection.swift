import SwiftUI

/// Loops over a handful of elements written out in the source (an array literal, a small literal
/// range, a `let` initialised with a short literal) cost no more than the assignments they repeat.
struct CropHandles: View {
    @State private var frame = CGRect(x: 40, y: 40, width: 200, height: 200)
    @State private var highlighted: Set<Int> = []
    @State private var guides: [CGFloat] = [0, 0, 0]
    private let corners: [UnitPoint] = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]

    var body: some View {
        Rectangle()
            .stroke(lineWidth: 2)
            .frame(width: frame.width, height: frame.height)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        frame.origin = CGPoint(x: 40 + value.translation.width, y: 40 + value.translation.height)
                        highlighted.removeAll()
                        for (index, corner) in corners.enumerated() {
                            let point = CGPoint(x: frame.minX + corner.x * frame.width, y: frame.minY + corner.y * frame.height)
                            if abs(point.x - value.location.x) < 22 { highlighted.insert(index) }
                        }
                        for i in 0..<3 {
                            guides[i] = frame.minX + frame.width * CGFloat(i + 1) / 4
                        }
                        for edge in [Edge.leading, .trailing] where edge == .leading {
                            frame.origin.x = max(frame.origin.x, 0)
                        }
                    }
            )
            .accessibilityAction(named: "Move right") { frame.origin.x += 10 }
    }
}

/// A private state array of three units, written element by element only: its length is fixed.
struct UnitPanel: View {
    @State private var isConnected = false
    @State private var outputs = [
        PanelUnit(color: .gray, icon: "lightbulb.fill"),
        PanelUnit(color: .gray, icon: "umbrella.fill"),
        PanelUnit(color: .gray, icon: "macpro.gen3.fill"),
    ]

    var body: some View {
        HStack {
            ForEach(0..<outputs.count, id: \.self) { index in
                Image(systemName: outputs[index].icon).foregroundStyle(outputs[index].color)
            }
        }
        .gesture(
            DragGesture()
                .onChanged { value in
                    isConnected = value.translation.width > 80
                    if !isConnected {
                        for i in outputs.indices {
                            outputs[i].color = .gray
                        }
                    }
                }
        )
        .accessibilityAction(named: "Connect") { isConnected = true }
    }
}

struct PanelUnit {
    var color: Color
    var icon: String
}
