import SwiftUI

/// Long presses and double taps inside a List do not steal the pan.
struct ContactsList: View {
    let names: [String]
    @State private var favorite: String?

    var body: some View {
        List(names, id: \.self) { name in
            Text(name)
                .gesture(TapGesture(count: 2).onEnded { favorite = name })
                .simultaneousGesture(LongPressGesture().onEnded { _ in favorite = nil })
                .accessibilityAction(named: "Unfavorite") { favorite = nil }
        }
    }
}
