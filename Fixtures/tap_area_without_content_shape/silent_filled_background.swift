import SwiftUI

struct Banner: View {
    let message: String
    @Binding var dismissed: Bool

    var body: some View {
        HStack {
            Image(systemName: "info.circle")
            Text(message)
            Spacer()
        }
        .padding()
        .background(.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
        .accessibilityAddTraits(.isButton)
        .onTapGesture { dismissed = true }
    }
}
