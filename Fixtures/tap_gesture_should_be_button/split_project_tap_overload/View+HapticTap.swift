import SwiftUI
import UIKit

extension View {
    /// (v2) The project's tap with haptics: an overload that needs `haptic:`. It shadows SwiftUI's
    /// `onTapGesture` only for the calls that pass `haptic:`.
    func onTapGesture(haptic style: UIImpactFeedbackGenerator.FeedbackStyle, perform action: @escaping () -> Void) -> some View {
        Button {
            UIImpactFeedbackGenerator(style: style).impactOccurred()
            action()
        } label: {
            self
        }
        .buttonStyle(.plain)
    }
}
