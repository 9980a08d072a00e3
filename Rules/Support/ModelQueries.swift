import Foundation
import GestureLintCore

/// Questions the attachment- and chain-centric rules ask of the gesture model: which views are
/// controls, which attachments are real tap/long-press actions, what a container holds, which
/// `#if` branch a modifier sits in, what a closure does.
extension GestureModel {
    static let controlTypes: Set<String> = [
        "Button", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "TextField",
        "SecureField", "TextEditor", "NavigationLink", "Link", "Menu", "ShareLink", "PasteButton",
        "EditButton", "MultiDatePicker", "RenameButton", "SignInWithAppleButton",
    ]

    /// (v2) Interactive system views that handle their own input (for tap_gesture_should_be_button).
    static let interactiveSystemViews: Set<String> = [
        "VideoPlayer", "Map", "SceneView", "RealityView", "WebView", "ARView", "SpriteView", "MKMapView",
    ]

    // MARK: - Views

    /// (v2) A `VideoPlayer`, `Map`, `SceneView`/`RealityView`, `WebView`, or a project type that
    /// conforms to `UIViewRepresentable`/`NSViewRepresentable` (or the controller forms).
    func isInteractiveSystemView(_ chain: ModifierChain) -> Bool {
        guard chain.base.kind == .call, let name = chain.base.name else { return false }
        if project.declaresType(name) {
            return ["UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
                    "NSViewControllerRepresentable"].contains { project.conforms(name, to: $0) }
        }
        return Self.interactiveSystemViews.contains(name)
    }

    /// Whether a chain's view is already a control: a SwiftUI control type (not one the project
    /// declares itself), or a view given a button/toggle style or the button trait.
    func isControl(_ chain: ModifierChain, depth: Int = 0) -> Bool {
        if chain.base.kind == .call, let name = chain.base.name, Self.controlTypes.contains(name),
           !project.declaresType(name) { return true }
        // A project view declared in this file whose body is a control (`struct PillButton: View`).
        if depth < 2, chain.base.kind == .call, let name = chain.base.name, name.first?.isUppercase == true,
           project.declaresType(name) {
            if let known = ControlTypeMemo.shared.lookup(self, name) {
                if known { return true }
            } else {
                var isCustomControl = false
                if let body = project.property("body", in: name), body.site.file === file, let getter = body.getterBody {
                    let roots = outermostChains(in: [getter])
                    isCustomControl = !roots.isEmpty && roots.allSatisfy { isControl(chains[$0], depth: depth + 1) }
                }
                ControlTypeMemo.shared.store(self, name, isCustomControl)
                if isCustomControl { return true }
            }
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
    func mentions(_ modifier: Modifier, _ members: [String]) -> Bool {
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

    /// Attachments grouped by chain id: build once per check, then look up in constant time.
    func attachmentsByChain() -> [Int: [GestureAttachment]] {
        Dictionary(grouping: attachments, by: \.chain)
    }

    /// The first descendant of a container that is a control or attaches its own tap/long press:
    /// the chain, where to point in the message, and what it is. Nil when there is none (or when
    /// the container is itself a control). Follows content closures and same-type helpers.
    func conflictingDescendant(of chain: ModifierChain, _ attachmentsByChain: [Int: [GestureAttachment]])
        -> (chain: ModifierChain, anchor: Int, what: String)? {
        guard !isControl(chain), !chain.base.contentClosures.isEmpty else { return nil }
        // Breadth first, so the nearest conflicting child is named.
        var seen: Set<Int> = [chain.id]
        var pending = children(of: chain.id)
        var next = 0
        while next < pending.count, next < 5000 {
            let id = pending[next]
            next += 1
            guard seen.insert(id).inserted else { continue }
            let child = chains[id]
            if isControl(child) {
                let name = child.base.name.flatMap { Self.controlTypes.contains($0) ? $0 : nil }
                return (child, child.range.lowerBound, name ?? "control")
            }
            if let own = attachmentsByChain[id]?.first(where: { isTapOrLongPress($0) }) {
                let what: String
                switch own.kind {
                case .onTapGesture, .onLongPressGesture: what = own.kind.rawValue
                default: what = "\(own.kind.rawValue)(\(own.gesture.flatMap { gestures[$0].type?.description } ?? "gesture"))"
                }
                return (child, own.nameRange.lowerBound, what)
            }
            pending.append(contentsOf: children(of: id))
            pending.append(contentsOf: selfHelperRoots(child))
        }
        return nil
    }

    /// `self.actions(for: item)` / `self.header` in a container: the chains that same-type helper builds.
    func selfHelperRoots(_ chain: ModifierChain) -> [Int] {
        guard chain.base.kind == .reference, chain.base.name == "self", let first = chain.modifiers.first,
              let type = chain.enclosingType else { return [] }
        var bodies: [NodeID] = []
        if let property = project.property(first.name, in: type), property.site.file === file, let body = property.getterBody {
            bodies.append(body)
        }
        for function in project.functions(named: first.name, in: type) where function.site.file === file {
            if let body = function.body { bodies.append(body) }
        }
        return outermostChains(in: bodies)
    }

    /// The outermost chains written directly in these bodies (not inside another chain's content).
    func outermostChains(in bodies: [NodeID]) -> [Int] {
        guard !bodies.isEmpty else { return [] }
        let inBody = chains.filter { candidate in
            candidate.container == nil && bodies.contains { tree.range($0).contains(candidate.range.lowerBound) }
        }
        // Outermost chains only.
        return inBody.filter { candidate in
            !inBody.contains { $0.id != candidate.id && $0.range.lowerBound <= candidate.range.lowerBound
                && $0.range.upperBound >= candidate.range.upperBound && $0.range != candidate.range }
        }.map(\.id)
    }

    // MARK: - Attachments and gestures

    /// A gesture written with a qualified type name (`SwiftUI.TapGesture(count: 1).onEnded { }`),
    /// which the model leaves unresolved (it reads `SwiftUI` as the base and `.TapGesture(...)` as
    /// the first modifier): the type's name, name range and arguments, and the modifiers after it.
    func qualifiedGesture(_ attachment: GestureAttachment) -> (type: String, range: Range<Int>, arguments: [CallArgument], modifiers: [Modifier])? {
        guard attachment.gesture == nil else { return nil }
        let modifier = chains[attachment.chain].modifiers[attachment.modifierIndex]
        guard let value = modifier.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure })?.value,
              let chain = chain(at: value), chain.base.kind == .reference, chain.base.name == "SwiftUI",
              let first = chain.modifiers.first else { return nil }
        return (first.name, first.nameRange, first.arguments, Array(chain.modifiers.dropFirst()))
    }

    /// Plain attachment: `.onTapGesture`, `.onLongPressGesture`, `.gesture(...)` without `including:`.
    func isPlain(_ attachment: GestureAttachment) -> Bool {
        switch attachment.kind {
        case .onTapGesture, .onLongPressGesture: return true
        case .gesture: return !attachment.hasExplicitMask
        case .simultaneousGesture, .highPriorityGesture: return false
        }
    }

    /// Whether an attachment adds a tap or long press that does something: an empty
    /// `.onTapGesture {}` is a known way to let a scroll view win, not an action.
    func isTapOrLongPress(_ attachment: GestureAttachment) -> Bool {
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
    func tapCount(_ arguments: [CallArgument]) -> Int? {
        guard let argument = arguments.first(where: { $0.label == "count" }) else { return 1 }
        guard let value = argument.value, tree.kind(value) == .literal else { return nil }
        return Int(text(value))
    }

    /// The count of a plain single/multi tap value (`TapGesture`, `SpatialTapGesture`, `.onTapGesture`).
    func tapCount(ofGesture gesture: Int) -> Int? {
        guard let type = gestures[gesture].type, type.isTap else { return nil }
        return tapCount(gestures[gesture].arguments)
    }

    /// The `#if` branches a node sits in below `limit`: (the `#if` node, the clause node) pairs.
    /// `limit` is an ancestor of `node` (a chain and one of its modifiers): of two ancestors the deeper
    /// has the lower index, so the clauses below `limit` are those with a lower index. The clauses
    /// come from a per-node table, not by walking the parents (linear in a long chain's depth).
    func ifConfigBranches(of node: NodeID, below limit: NodeID) -> [(NodeID, NodeID)] {
        var result: [(NodeID, NodeID)] = []
        if node != limit, tree.kind(node) == .ifConfigClause, let parent = tree.parent(node) { result.append((parent, node)) }
        var current = node
        while let clause = ifConfigClause(around: current), clause < limit, let parent = tree.parent(clause) {
            result.append((parent, clause))
            current = clause
        }
        return result
    }

    /// Whether two modifiers of one chain can both be compiled (they do not sit in different
    /// branches of the same `#if`).
    func compatible(_ a: Modifier, _ b: Modifier, in chain: ModifierChain) -> Bool {
        let first = ifConfigBranches(of: a.node, below: chain.node)
        let second = ifConfigBranches(of: b.node, below: chain.node)
        for (ifA, clauseA) in first { for (ifB, clauseB) in second where ifA == ifB && clauseA != clauseB { return false } }
        return true
    }

    // MARK: - Closures

    /// A closure's statements (its parameters and capture list left out).
    func closureStatements(_ closure: NodeID) -> [NodeID] {
        let tree = self.tree
        return tree.children(closure).filter {
            let kind = tree.kind($0)
            return kind != .closureParameter && kind != .captureList
        }
    }

    func closureParameters(_ closure: NodeID) -> [String] {
        let tree = self.tree
        let file = self.file
        return tree.children(closure).filter { tree.kind($0) == .closureParameter }.compactMap { tree.name($0, in: file) }
    }

    /// A constant a property is put back to: `false`, `nil`, `0`, `.zero`, `CGSize.zero`.
    func isConstant(_ node: NodeID) -> Bool {
        switch tree.kind(node) {
        case .literal: return true
        case .implicitMember: return tree.childCount(node) == 0
        case .memberAccess:
            guard let base = tree.child(node, 0), tree.kind(base) == .identifier,
                  let name = tree.name(base, in: file) else { return false }
            return name.first?.isUppercase == true
        case .prefixOperator:
            return tree.child(node, 0).map { tree.kind($0) == .literal } ?? false
        default: return false
        }
    }

    /// The assignment a statement makes, when the statement is exactly `target = value`.
    func assignment(_ statement: NodeID) -> (target: NodeID, value: NodeID)? {
        guard tree.kind(statement) == .sequence else { return nil }
        let parts = Array(tree.children(statement))
        guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator,
              tree.name(parts[1], in: file) == "=" else { return nil }
        return (parts[0], parts[2])
    }

    /// `withAnimation(...) { ... }`: its closure.
    func withAnimationClosure(_ statement: NodeID) -> NodeID? {
        guard tree.kind(statement) == .call, let callee = tree.child(statement, 0),
              tree.kind(callee) == .identifier, tree.name(callee, in: file) == "withAnimation" else { return nil }
        for argument in tree.arguments(of: statement) {
            if let value = tree.value(of: argument), tree.kind(value) == .closure { return value }
        }
        return nil
    }

    /// The declared type of a function parameter visible at `node` (`action: @escaping () -> Void`).
    func parameterType(named name: String, at node: NodeID) -> String? {
        for ancestor in tree.ancestors(node) {
            let kind = tree.kind(ancestor)
            guard kind == .functionDecl || kind == .closure else { continue }
            for clause in tree.children(ancestor) where tree.kind(clause) == .parameterClause {
                for parameter in tree.children(clause) where tree.kind(parameter) == .parameter {
                    guard tree.name(parameter, in: file) == name else { continue }
                    let tree = self.tree
                    return tree.children(parameter).first { tree.kind($0) == .type }.map { self.text($0) } ?? ""
                }
            }
            if kind == .closure, closureParameters(ancestor).contains(name) { return "" }
        }
        return nil
    }

    /// Whether a referenced action (`perform: openPreview`, `perform: action`) takes no argument:
    /// a function without parameters, or a property/parameter typed `() -> Void`.
    func isArgumentlessAction(_ callback: GestureCallback, at node: NodeID) -> Bool {
        guard case .function(let name, let declaration) = callback.body else { return false }
        if let declaration { return declaration.parameterNames.isEmpty }
        let written = parameterType(named: name, at: node) ?? property(named: name, at: node)?.typeText ?? ""
        let compact = written.filter { !$0.isWhitespace }
        return compact.contains("()->Void") || compact.contains("()->()")
    }
}

/// Per-model answers to "is this project view type a control?", so a file with many instances of
/// a custom view costs one look at its body. Holds the last few models (rules run file by file).
final class ControlTypeMemo: @unchecked Sendable {
    static let shared = ControlTypeMemo()
    private let lock = NSLock()
    private var entries: [(model: GestureModel, answers: [String: Bool])] = []

    func lookup(_ model: GestureModel, _ type: String) -> Bool? {
        lock.lock()
        defer { lock.unlock() }
        return entries.first { $0.model === model }?.answers[type]
    }

    func store(_ model: GestureModel, _ type: String, _ answer: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if let index = entries.firstIndex(where: { $0.model === model }) {
            entries[index].answers[type] = answer
        } else {
            entries.append((model, [type: answer]))
            if entries.count > 16 { entries.removeFirst(entries.count - 16) }
        }
    }
}
