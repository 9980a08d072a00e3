/// Bindings a view hands to the project's own control views (`TopbarSideMenuButton(isOpen: $isSideBarOpened)`,
/// a type named as a control whose body holds a `Button`): that control writes the property, as a `Toggle(isOn:)` does.
extension GestureModel {
    /// One entry per `$name` argument of a project control view (named `…Button`/`…Toggle`/`…Picker`/`…Switch`,
    /// its body holding a SwiftUI control), in the chains
    /// of the view `root` (from `viewRoot(of:)`), leaving out views marked `.accessibilityHidden(true)`.
    public func projectControlBindings(inView root: Int) -> [ActionEffects] {
        var result: [ActionEffects] = []
        let range = chains[root].range
        var ids = chains(within: range)
        ids += descendants(of: root).filter { !range.contains(chains[$0].range.lowerBound) }
        for id in ids {
            let chain = chains[id]
            guard chain.base.kind == .call, let name = chain.base.name, NameStart.isUppercase(name),
                  project.declaresType(name), !isMarkedHidden(chain) else { continue }
            var bindings: [String] = []
            for argument in chain.base.arguments {
                guard let value = argument.value, compactTextFirstByte(value) == UInt8(ascii: "$") else { continue }
                let text = compactText(value)
                if text.hasPrefix("$"), text.count > 1 { bindings.append(Self.withoutSelf(String(text.dropFirst()))) }
            }
            // The view must be the control (`MenuButton`, `FavoriteToggle`), not a screen that holds some
            // control and passes the binding on to anything.
            guard !bindings.isEmpty, Self.controlNameSuffixes.contains(where: { name.hasSuffix($0) }),
                  projectViewHoldsControl(name) else { continue }
            for binding in bindings { result.append(ActionEffects(writes: [binding])) }
        }
        return result
    }
}

extension GestureModel {
    static let controlNameSuffixes = ["Button", "Toggle", "Picker", "Switch"]
}

extension ActionEffects {
    /// `flag.toggle()` counted once, as the write of `flag` (what a `Toggle(isOn: $flag)` or a
    /// control handed `$flag` does), not also as a call.
    public var togglesAsWrites: ActionEffects {
        ActionEffects(calls: calls.filter { call in
            guard call.hasSuffix(".toggle") else { return true }
            return !writes.contains(String(call.dropLast(7)))
        }, writes: writes)
    }

    /// (fix round 6) The flags flipped with `flag.toggle()` (the call and the write both made).
    public var toggledFlags: Set<String> {
        Set(calls.compactMap { call in
            guard call.hasSuffix(".toggle") else { return nil }
            let flag = String(call.dropLast(7))
            return writes.contains(flag) ? flag : nil
        })
    }

    /// (fix round 6) Whether all the action does is flip flags (`expanded.toggle()`, also inside
    /// `withAnimation { }`): no other call, no other write.
    public var onlyToggles: Bool {
        let flags = toggledFlags
        return !flags.isEmpty && flags == writes && togglesAsWrites.calls.isEmpty
    }
}
