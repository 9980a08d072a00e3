import SwiftUI

struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Exclusive")
                .gesture(
                    TapGesture(count: 1).onEnded { count += 1 }
                        .exclusively(before: TapGesture(count: 2).onEnded { count += 2 })
                )
            Text("Modifiers")
                .onTapGesture { count += 1 }
                .onTapGesture(count: 2) { count = 0 }
            Text("Right order")
                .gesture(ExclusiveGesture(TapGesture(count: 2), TapGesture(count: 1)))
        }
    }
}
