import SwiftUI

struct SwipeableList: View {
    let rows: [String]
    @State private var flagged: Set<String> = []

    var body: some View {
        List(rows, id: \.self) { row in
            Text(row)
                .simultaneousGesture(DragGesture().onEnded { value in
                    if value.translation.width > 80 { flagged.insert(row) }
                })
                .accessibilityAction(named: "Flag") { flagged.insert(row) }
        }
    }
}
