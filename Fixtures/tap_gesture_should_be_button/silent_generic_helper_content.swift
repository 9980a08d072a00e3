import SwiftUI

/// (v2) Taps on `self` inside `extension View` helpers: the content is unknown, so wrapping it in a
/// Button is not the fix this rule could suggest; the helper's users decide.
extension View {
    /// Makes any view "tappable". Used all over the settings screens.
    func onActivate(perform action: @escaping () -> Void) -> some View {
        onTapGesture(perform: action)
    }

    func tappableRow(_ action: @escaping () -> Void) -> some View {
        self
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture {
                action()
            }
    }
}

struct SettingsRow: View {
    let title: String
    var open: () -> Void

    var body: some View {
        Text(title)
            .tappableRow(open)
    }
}
