import SwiftUI

extension View {
    /// The project's accessible tap: a plain-styled Button around the view.
    func onTapGesture(perform action: @escaping () -> Void) -> some View {
        Button(action: action) { self }
            .buttonStyle(.plain)
    }
}
