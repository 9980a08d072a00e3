import SwiftUI

struct SelectableModifier: ViewModifier {
    let isSelected: Bool
    var onSelect: () -> Void

    func body(content: Content) -> some View {
        content
            .padding(8)
            .overlay(
                RoundedRectangle(cornerRadius: 8)
                    .stroke(isSelected ? Color.accentColor : .clear, lineWidth: 2)
            )
            .onTapGesture(perform: onSelect) // expect: tap_gesture_should_be_button@14
    }
}

extension View {
    func selectable(_ isSelected: Bool, onSelect: @escaping () -> Void) -> some View {
        modifier(SelectableModifier(isSelected: isSelected, onSelect: onSelect))
    }
}
