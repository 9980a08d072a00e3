import SwiftUI

struct WidgetTile: View {
    @Binding var isEditing: Bool
    @Binding var isOn: Bool

    var body: some View {
        VStack {
            Toggle("Lights", isOn: $isOn)
        }
        .padding()
        .highPriorityGesture(
            LongPressGesture(minimumDuration: 0.5)
                .onEnded { _ in isEditing = true }
        )
        .accessibilityAction(named: "Edit widgets") { isEditing = true }
    }
}
