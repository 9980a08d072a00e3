import SwiftUI

/// (v2) Preview code never ships: a button-like tap and a tap over a toggle inside `#Preview { }`
/// and a `PreviewProvider` are not reported by default.
#Preview("Tappable chip") {
    @Previewable @State var isOpen = false
    Text(isOpen ? "Opened" : "Open")
        .padding()
        .onTapGesture { isOpen = true }
}

struct SettingsRowPreviews: PreviewProvider {
    static var previews: some View {
        VStack {
            Text("Wi-Fi")
            Toggle("Enabled", isOn: .constant(true))
        }
        .onTapGesture { UIPasteboard.general.string = "Wi-Fi" }
    }
}
