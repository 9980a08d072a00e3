import SwiftUI
import UIKit

extension View {
    /// The project's haptic attach: plays a tick, then attaches the gesture. It takes a `haptic:`
    /// argument, so a plain `.gesture(_:)` call is still SwiftUI's.
    func gesture<G: Gesture>(_ gesture: G, haptic: UIImpactFeedbackGenerator.FeedbackStyle) -> some View {
        simultaneousGesture(TapGesture().onEnded { UIImpactFeedbackGenerator(style: haptic).impactOccurred() })
            .gesture(gesture)
    }
}
