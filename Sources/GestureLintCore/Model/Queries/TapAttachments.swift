import Foundation

/// Which attachments are tap or long-press actions, how they are attached, and their tap count;
/// gestures written with a qualified type name (`SwiftUI.TapGesture`).
extension GestureModel {
    /// A gesture written with a qualified type name (`SwiftUI.TapGesture(count: 1).onEnded { }`),
    /// which the model leaves unresolved (it reads `SwiftUI` as the base and `.TapGesture(...)` as
    /// the first modifier): the type's name, name range and arguments, and the modifiers after it.
    public func qualifiedGesture(_ attachment: GestureAttachment) -> (type: String, range: Range<Int>, arguments: [CallArgument], modifiers: [Modifier])? {
        guard attachment.gesture == nil else { return nil }
        let modifier = chains[attachment.chain].modifiers[attachment.modifierIndex]
        guard let value = modifier.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure })?.value,
              let chain = chain(at: value), chain.base.kind == .reference, chain.base.name == "SwiftUI",
              let first = chain.modifiers.first else { return nil }
        return (first.name, first.nameRange, first.arguments, Array(chain.modifiers.dropFirst()))
    }

    /// Plain attachment: `.onTapGesture`, `.onLongPressGesture`, `.gesture(...)` without `including:`.
    public func isPlain(_ attachment: GestureAttachment) -> Bool {
        switch attachment.kind {
        case .onTapGesture, .onLongPressGesture: return true
        case .gesture: return !attachment.hasExplicitMask
        case .simultaneousGesture, .highPriorityGesture: return false
        }
    }

    /// Whether an attachment adds a tap or long press that does something: an empty
    /// `.onTapGesture {}` is a known way to let a scroll view win, not an action.
    public func isTapOrLongPress(_ attachment: GestureAttachment) -> Bool {
        guard let gesture = attachment.gesture else { return false }
        switch attachment.kind {
        case .onTapGesture, .onLongPressGesture:
            let performs = callbacks(of: gesture).filter { $0.kind == .perform }
            if performs.count == 1, case .closure(let node) = performs[0].body, closureStatements(node).isEmpty { return false }
            return true
        case .gesture, .simultaneousGesture, .highPriorityGesture:
            guard let type = gestures[gesture].type, type == .tap || type == .spatialTap || type == .longPress else { return false }
            let all = callbacks(of: gesture)
            if !all.isEmpty, all.allSatisfy({ callback in
                if case .closure(let node) = callback.body { return closureStatements(node).isEmpty }
                return false
            }) { return false }
            return true
        }
    }

    /// A tap count: the `count:` integer literal, 1 when absent, nil when not a literal.
    public func tapCount(_ arguments: [CallArgument]) -> Int? {
        guard let argument = arguments.first(where: { $0.label == "count" }) else { return 1 }
        guard let value = argument.value, tree.kind(value) == .literal else { return nil }
        return Int(text(value))
    }

    /// The count of a plain single/multi tap value (`TapGesture`, `SpatialTapGesture`, `.onTapGesture`).
    public func tapCount(ofGesture gesture: Int) -> Int? {
        guard let type = gestures[gesture].type, type.isTap else { return nil }
        return tapCount(gestures[gesture].arguments)
    }
}
