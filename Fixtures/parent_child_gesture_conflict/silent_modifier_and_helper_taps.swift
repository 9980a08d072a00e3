import SwiftUI

/// The modified content is unknown here: no container to compare with.
struct PressableCard: ViewModifier {
    var action: () -> Void

    func body(content: Content) -> some View {
        content
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
            .accessibilityAddTraits(.isButton)
    }
}

extension View {
    func pressableCard(_ action: @escaping () -> Void) -> some View {
        onTapGesture(perform: action)
            .accessibilityAddTraits(.isButton)
    }
}

struct FeedHeader: View {
    var refresh: () -> Void

    var body: some View {
        VStack {
            Text("Feed")
            // An empty tap only lets the scroll view win; it does not compete.
            Text("Pull to refresh").onTapGesture {}
        }
        .onTapGesture { refresh() }
        .accessibilityAction(named: "Refresh", refresh)
    }
}
