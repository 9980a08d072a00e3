import SwiftUI

/// The shelf's slide offset is set and reset by its drag...
struct ShelfView: View {
    @State var slide: CGFloat = 0
    let open: () -> Void

    var body: some View {
        HStack { Text("Shelf") }
            .offset(x: slide)
            .gesture(
                DragGesture()
                    .onChanged { value in slide = value.translation.width }
                    .onEnded { _ in slide = 0 }
            )
            .accessibilityAction(named: "Open", open)
            .toolbar { toolbarContent }
    }
}
