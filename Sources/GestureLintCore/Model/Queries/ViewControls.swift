import Foundation

/// Which views already are controls: SwiftUI's control types, interactive system views
/// (they handle their own input), project views whose body is a control, and views given a
/// button style or the button trait.
extension GestureModel {
    /// SwiftUI views a user operates on their own (a Button cannot wrap them).
    public static let controlTypes: Set<String> = [
        "Button", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "TextField",
        "SecureField", "TextEditor", "NavigationLink", "Link", "Menu", "ShareLink", "PasteButton",
        "EditButton", "MultiDatePicker", "RenameButton", "SignInWithAppleButton",
    ]

    /// (v2) Interactive system views that handle their own input (for tap_gesture_should_be_button).
    public static let interactiveSystemViews: Set<String> = [
        "VideoPlayer", "Map", "SceneView", "RealityView", "WebView", "ARView", "SpriteView", "MKMapView",
    ]

    /// (v2) A `VideoPlayer`, `Map`, `SceneView`/`RealityView`, `WebView`, or a project type that
    /// conforms to `UIViewRepresentable`/`NSViewRepresentable` (or the controller forms).
    public func isInteractiveSystemView(_ chain: ModifierChain) -> Bool {
        guard chain.base.kind == .call, let name = chain.base.name else { return false }
        if project.declaresType(name) {
            return ["UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
                    "NSViewControllerRepresentable"].contains { project.conforms(name, to: $0) }
        }
        return Self.interactiveSystemViews.contains(name)
    }

    /// Whether a chain's view is already a control: a SwiftUI control type (not one the project
    /// declares itself), or a view given a button/toggle style or the button trait.
    public func isControl(_ chain: ModifierChain, depth: Int = 0) -> Bool {
        if chain.base.kind == .call, let name = chain.base.name, Self.controlTypes.contains(name),
           !project.declaresType(name) { return true }
        // A project view declared in this file whose body is a control (`struct PillButton: View`).
        if depth < 2, chain.base.kind == .call, let name = chain.base.name, NameStart.isUppercase(name),
           project.declaresType(name) {
            let isCustomControl = isCustomControlByName.answer(name) {
                guard let body = project.property("body", in: name), body.site.file === file, let getter = body.getterBody
                else { return false }
                let roots = outermostChains(in: [getter])
                return !roots.isEmpty && roots.allSatisfy { isControl(chains[$0], depth: depth + 1) }
            }
            if isCustomControl { return true }
        }
        // `SwiftUI.Button(...)`: the model reads `SwiftUI` as the base and `.Button(...)` as a modifier.
        if chain.base.kind == .reference, chain.base.name == "SwiftUI", let first = chain.modifiers.first,
           Self.controlTypes.contains(first.name) { return true }
        for modifier in chain.modifiers {
            switch modifier.name {
            case "buttonStyle", "toggleStyle": return true
            case "accessibilityAddTraits": if mentions(modifier, ["isButton"]) { return true }
            default: break
            }
        }
        return false
    }

    /// Whether a modifier's arguments name `.member` (e.g. `.isButton`, also in `[.isButton, .isHeader]`).
    public func mentions(_ modifier: Modifier, _ members: Set<String>) -> Bool {
        for argument in modifier.arguments {
            var found = false
            tree.walk(argument.value ?? modifier.node) { node in
                if found { return false }
                let kind = tree.kind(node)
                if kind == .implicitMember || kind == .memberAccess, let name = tree.name(node, in: file), members.contains(name) {
                    found = true
                }
                return true
            }
            if found { return true }
        }
        return false
    }
}
