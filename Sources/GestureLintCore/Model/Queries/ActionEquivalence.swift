/// What an action does, as far as the code shows: the calls it makes and the properties it writes.
/// Two actions "do the same" when they share a call or a written property; a gesture's action is
/// "reachable otherwise" when a control of the same view does the same.
public struct ActionEffects: Sendable, Equatable {
    /// Callee paths of the calls made (`model.select`, `dismiss`, `onTap`), without `self.`.
    public var calls: Set<String> = []
    /// Paths of the properties written (`selection`, `model.filter`), without `self.`; a `$name`
    /// binding handed to a control counts as a write of `name`.
    public var writes: Set<String> = []

    public init(calls: Set<String> = [], writes: Set<String> = []) {
        self.calls = calls
        self.writes = writes
    }

    public var isEmpty: Bool { calls.isEmpty && writes.isEmpty }

    /// Whether the two share a call or a written property.
    public func overlaps(_ other: ActionEffects) -> Bool {
        !calls.isDisjoint(with: other.calls) || !writes.isDisjoint(with: other.writes)
    }

    public mutating func formUnion(_ other: ActionEffects) {
        calls.formUnion(other.calls)
        writes.formUnion(other.writes)
    }
}

extension GestureModel {
    /// Calls that leave nothing a user acts for: animation wrappers, arithmetic, logging, haptics.
    public static let incidentalCalls: Set<String> = [
        "withAnimation", "withTransaction", "min", "max", "abs", "round", "print", "debugPrint", "NSLog", "dump",
        "os_log", "impactOccurred", "selectionChanged", "notificationOccurred", "prepare", "log", "debug", "info",
        "spring", "interactiveSpring", "snappy", "bouncy", "smooth", "easeInOut", "easeIn", "easeOut", "linear",
        "degrees", "radians", "clamped", "now",
    ]

    /// The effects of a closure, a code block, or a function reference's name (`action: save`).
    /// Kept in the model (`effectsByNode`).
    public func effects(of node: NodeID) -> ActionEffects {
        effectsByNode.answer(node) { ActionEffectsReader(tree: tree, file: file).effects(of: node) }
    }

    /// What a control in the chain does when used: a `Button`'s action, the bindings handed to a
    /// `Toggle`/`Picker`/`Stepper`/`Slider`/`DatePicker`, their closures, and the chain's own taps
    /// (unless `includingTaps` is false: then only what an accessible control does).
    public func controlEffects(_ chain: ModifierChain, includingTaps: Bool = true) -> ActionEffects {
        var effects = ActionEffects()
        let actions = controlActionSources(chain, includingTaps: includingTaps)
        for node in actions.nodes { effects.formUnion(self.effects(of: node)) }
        effects.calls.formUnion(actions.functions)
        return effects
    }

    /// The code a control in the chain runs when used (`controlEffects`' sources): its action
    /// arguments and bound values (`nodes`), and its taps' callback bodies; a tap callback that
    /// names a function of another file is in `functions`, by name.
    public func controlActionSources(_ chain: ModifierChain, includingTaps: Bool = true) -> (nodes: [NodeID], functions: [String]) {
        var nodes: [NodeID] = []
        var functions: [String] = []
        if chain.base.kind == .call, let name = chain.base.name, Self.actionControls.contains(name),
           !project.declaresType(name) {
            for argument in chain.base.arguments {
                guard let value = argument.value else { continue }
                // A label builds the control's look, not what it does.
                if argument.label == "label" || (name == "Menu" && argument.isTrailingClosure && argument.label == nil) {
                    continue
                }
                if argument.label == nil, !argument.isTrailingClosure, tree.kind(value) != .prefixOperator,
                   !compactText(value).hasPrefix("$") { continue }
                nodes.append(value)
                if name == "Button", argument.isTrailingClosure { break }
            }
        }
        for attachment in attachments(on: chain.id) where includingTaps && attachment.kind == .onTapGesture {
            tapActionSources(attachment, nodes: &nodes, functions: &functions)
        }
        return (nodes, functions)
    }

    /// What a tap attachment runs: its callbacks' bodies, or the name of a function of another file.
    func tapActionSources(_ attachment: GestureAttachment, nodes: inout [NodeID], functions: inout [String]) {
        guard let gesture = attachment.gesture else { return }
        for callback in callbacks(of: gesture) {
            if let body = body(of: callback) { nodes.append(body) }
            if case .function(let name, _) = callback.body { functions.append(name) }
        }
    }

    /// Views whose use performs an action or changes a value.
    static let actionControls: Set<String> = [
        "Button", "Toggle", "Picker", "Stepper", "Slider", "DatePicker", "Menu", "ColorPicker", "MultiDatePicker",
        // `NavigationLink(isActive: $shows)`, `NavigationLink(tag:selection: $selected)`: the binding it drives.
        "NavigationLink",
    ]

    /// The outermost view of the body that holds `chain` (its last ancestor, or itself).
    public func viewRoot(of chain: Int) -> Int { ancestors(of: chain).last ?? chain }

    /// What the controls and taps of one view do (`root` from `viewRoot(of:)`): every chain
    /// within it (ancestors, siblings, descendants, toolbar and menu buttons of the gesture's view)
    /// and the same-type helper views its content names. Chains are sorted by start, so this
    /// visits only the chains inside that view; callers asking for many gestures of one view
    /// should keep the answer per root.
    /// With `includingTaps` false, only what its controls do that assistive technologies reach
    /// (no taps, no control marked `.accessibilityHidden(true)`).
    public func reachableEffects(inView root: Int, includingTaps: Bool = true) -> ActionEffects {
        var effects = ActionEffects()
        let range = chains[root].range
        for id in chains(within: range) where includingTaps || !isMarkedHidden(chains[id]) {
            effects.formUnion(controlEffects(chains[id], includingTaps: includingTaps))
        }
        for id in descendants(of: root) where !range.contains(chains[id].range.lowerBound)
            && (includingTaps || !isMarkedHidden(chains[id])) {
            // Helper views named in the content (`VStack { header }`) live elsewhere in the file.
            effects.formUnion(controlEffects(chains[id], includingTaps: includingTaps))
        }
        return effects
    }

    /// `.accessibilityHidden(true)` on the chain itself.
    func isMarkedHidden(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { $0.name == "accessibilityHidden" && $0.arguments.first?.value.map(compactText) == "true" }
    }

    /// What each control of one view does, one entry per control that assistive technologies
    /// reach (no taps, no control marked `.accessibilityHidden(true)`; `root` from `viewRoot(of:)`).
    /// For "does a control do exactly what this tap does" (equal effects, not just a shared
    /// write: an Add button that also clears the field is not a clear button).
    public func controlActions(inView root: Int) -> [ActionEffects] {
        var result: [ActionEffects] = []
        let range = chains[root].range
        var ids = chains(within: range)
        ids += descendants(of: root).filter { !range.contains(chains[$0].range.lowerBound) }
        for id in ids where !isMarkedHidden(chains[id]) {
            let effects = controlEffects(chains[id], includingTaps: false)
            if !effects.isEmpty { result.append(effects) }
        }
        return result
    }

    /// Ids of the chains that start inside `range`, in source order.
    public func chains(within range: Range<Int>) -> [Int] {
        var low = 0
        var high = chains.count
        while low < high {
            let middle = (low + high) / 2
            if chains[middle].range.lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        var index = low
        while index < chains.count, chains[index].range.lowerBound < range.upperBound {
            if chains[index].range.upperBound <= range.upperBound { result.append(index) }
            index += 1
        }
        return result
    }

    static func withoutSelf(_ path: String) -> String {
        path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
    }
}
