import SwiftUI

/// (fix round) Inside a custom style's `makeBody(configuration:)` the view IS the control
/// (a Toggle, a Button): its tap is the style's activation, and the control keeps its traits.
struct ChipToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .background(Capsule().fill(configuration.isOn ? Color.accentColor : .gray.opacity(0.2)))
            .onTapGesture {
                configuration.isOn.toggle()
            }
    }
}

struct PressableStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(0.98)
            .onTapGesture { configuration.trigger() }
    }
}
