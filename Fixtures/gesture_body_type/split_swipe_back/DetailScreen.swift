import SwiftUI

struct DetailScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text("Details")
        }
        .simultaneousGesture(SwipeBackGesture(dismiss: dismiss))
        .accessibilityAction(.escape) { dismiss() }
    }
}
