/// (fix round 11) "Is this chain a drawn surface that fills the area it is given?": a `Canvas`,
/// a `TimelineView`, or a visible area fill (`Rectangle()`, a `Color`, a gradient), where a tap is
/// "tap anywhere" rather than a control someone looks for. Never a sized piece (a finite
/// `width:`/`height:` frame or an aspect ratio, on the chain or on a chain around it), one of many
/// (inside a `ForEach`, a `List`, a grid or a lazy stack: a row, a cell, a card), an invisible hit
/// area (`Color.clear`, a `.clear` fill), or a layer of another view (inside its `.overlay`,
/// `.background` or `.mask`: the tap target of what it covers, such as a play button over a video).
/// The project's own types of those names are not SwiftUI's.
extension GestureModel {
    public func isFullAreaSurface(_ chain: ModifierChain) -> Bool {
        guard isAreaFill(chain), !isClear(chain), !isLayer(chain), !Self.isSized(chain, self) else { return false }
        for id in ancestors(of: chain.id) {
            let ancestor = chains[id]
            if Self.isSized(ancestor, self) { return false }
            if ancestor.base.kind == .call, let name = ancestor.base.name, Self.repeatingContainers.contains(name),
               !project.declaresType(name) { return false }
        }
        return true
    }

    static let surfaceViews: Set<String> = ["Canvas", "TimelineView"]
    static let areaFills: Set<String> = ["Rectangle", "Color", "LinearGradient", "RadialGradient", "AngularGradient",
                                         "EllipticalGradient", "MeshGradient"]
    static let repeatingContainers: Set<String> = ["ForEach", "List", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
                                                   "LazyVStack", "LazyHStack", "Table", "Form"]

    /// `Canvas { }`, `TimelineView { }`, `Rectangle()`, `LinearGradient(...)`, `Color(...)`, `Color.indigo`.
    private func isAreaFill(_ chain: ModifierChain) -> Bool {
        guard let name = chain.base.name else { return false }
        switch chain.base.kind {
        case .call:
            return (Self.surfaceViews.contains(name) || Self.areaFills.contains(name)) && !project.declaresType(name)
        case .reference:
            return compactText(chain.base.node).hasPrefix("Color.") && !project.declaresType("Color")
        case .implicitSelf, .other:
            return false
        }
    }

    /// `Color.clear`, `Rectangle().fill(.clear)`: an invisible hit area laid over something else.
    private func isClear(_ chain: ModifierChain) -> Bool {
        if chain.base.kind == .reference, compactText(chain.base.node) == "Color.clear" { return true }
        return chain.modifiers.contains { modifier in
            modifier.name == "fill" && modifier.arguments.first?.value.map(compactText).map { $0 == ".clear" || $0 == "Color.clear" } == true
        }
    }

    static let layerModifiers: Set<String> = ["overlay", "background", "mask"]

    /// The chain is (part of) an argument or closure of another view's `.overlay`, `.background` or `.mask`.
    private func isLayer(_ chain: ModifierChain) -> Bool {
        for ancestor in tree.ancestors(chain.node) {
            guard tree.kind(ancestor) == .call, let callee = tree.child(ancestor, 0), tree.kind(callee) == .memberAccess,
                  let name = tree.name(callee, in: file) else { continue }
            if Self.layerModifiers.contains(name) { return true }
        }
        return false
    }

    static let sizeLabels: Set<String> = ["width", "height", "maxWidth", "maxHeight"]

    /// A frame with a finite size on one axis (`.frame(height: 120)`, `.frame(maxWidth: 300)`), or an
    /// aspect ratio: a piece of a layout, not the whole area.
    static func isSized(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        chain.modifiers.contains { modifier in
            if modifier.name == "aspectRatio" || modifier.name == "scaledToFit" || modifier.name == "scaledToFill" { return true }
            guard modifier.name == "frame" else { return false }
            return modifier.arguments.contains { argument in
                guard let label = argument.label, sizeLabels.contains(label), let value = argument.value else { return false }
                return model.compactText(value) != ".infinity" && model.compactText(value) != "CGFloat.infinity"
            }
        }
    }
}
