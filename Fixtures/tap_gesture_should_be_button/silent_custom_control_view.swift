import SwiftUI

/// A project view whose body is a Button: tapping it is already a control.
struct PillButton: View {
    let title: String
    var action: () -> Void

    var body: some View {
        Button(title, action: action)
            .buttonStyle(.borderedProminent)
    }
}

struct PaywallFooter: View {
    @State private var pressedCount = 0
    var subscribe: () -> Void

    var body: some View {
        PillButton(title: "Subscribe", action: subscribe)
            .onTapGesture { pressedCount += 1 }
    }
}
