import SwiftUI

struct Feed: View {
    @State private var swiped: Int?

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<50) { index in
                    Text("Row \(index)")
                        .gesture(DragGesture(minimumDistance: 0).onEnded { _ in swiped = index })
                    Text("Safe \(index)")
                        .simultaneousGesture(DragGesture().onEnded { _ in swiped = index })
                }
            }
        }
    }
}
