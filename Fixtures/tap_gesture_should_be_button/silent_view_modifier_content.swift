import SwiftUI

/// (v2) A tap on a ViewModifier's `content`: unknown content, where a Button is not the fix.
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
            .onTapGesture(perform: onSelect)
    }
}

extension View {
    func selectable(_ isSelected: Bool, onSelect: @escaping () -> Void) -> some View {
        modifier(SelectableModifier(isSelected: isSelected, onSelect: onSelect))
    }
}
