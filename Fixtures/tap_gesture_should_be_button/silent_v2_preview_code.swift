import SwiftUI

/// (v2) Preview code never ships: a button-like tap and a tap over a toggle inside `#Preview { }`
/// and a `PreviewProvider` are not reported by default.
#Preview("Tappable chip") {
    Text("Open")
        .padding()
        .onTapGesture { print("open") }
}

struct SettingsRowPreviews: PreviewProvider {
    static var previews: some View {
        VStack {
            Text("Wi-Fi")
            Toggle("Enabled", isOn: .constant(true))
        }
        .onTapGesture { print("row") }
    }
}
