import GestureLintCore

/// Questions the attachment- and chain-centric rules ask of an `Outline`: what gesture an
/// expression is (through names, computed properties, functions and compositions), which views
/// are controls, which chains attach which gestures.
extension Outline {
    static let gestureTypes: Set<String> = [
        "TapGesture", "SpatialTapGesture", "LongPressGesture", "DragGesture", "MagnifyGesture",
        "MagnificationGesture", "RotateGesture", "RotationGesture",
    ]
    static let continuousGestureTypes: Set<String> = [
        "DragGesture", "MagnifyGesture", "MagnificationGesture", "RotateGesture", "RotationGesture",
    ]
    static let controlTypes: Set<String> = [
        "Button", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "TextField",
        "SecureField", "TextEditor", "NavigationLink", "Link", "Menu", "ShareLink", "PasteButton",
        "EditButton", "MultiDatePicker", "RenameButton", "SignInWithAppleButton",
    ]
    static let compositionTypes: [String: String] = [
        "SequenceGesture": "sequenced", "SimultaneousGesture": "simultaneously", "ExclusiveGesture": "exclusively",
    ]
    static let attachModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

    /// What a gesture expression is built from.
    indirect enum Shape {
        /// A built-in gesture type's initializer: the type name's index and the call.
        case primitive(type: String, typeIndex: Int, call: Call?)
        /// `first.op(second)` with op `simultaneously`, `sequenced` or `exclusively`.
        case composition(op: String, first: Shape, second: Shape)
        case unknown

        var isContinuous: Bool {
            switch self {
            case .primitive(let type, _, _): return Outline.continuousGestureTypes.contains(type)
            case .composition(_, let a, let b): return a.isContinuous || b.isContinuous
            case .unknown: return false
            }
        }

        var primitiveType: String? {
            if case .primitive(let type, _, _) = self { return type }
            return nil
        }
    }

    /// A gesture value: its shape and the callbacks (`onEnded`, `onChanged`, `updating`) applied
    /// after its last composition.
    struct ResolvedGesture {
        var shape: Shape
        var callbacks: [Link]
        /// Whether the gesture type's initializer is written inline in the expression resolved
        /// (rather than reached through a name).
        var inline: Bool
    }

    /// Whether a SwiftUI name is redeclared by the project (this file): then it is the project's.
    func isShadowed(_ name: String) -> Bool { declaredTypes.contains(name) || project.declaresType(name) }

    /// Whether a modifier call is the project's own function (same name, labels that fit in order),
    /// e.g. an `extension View { func onTapGesture(perform:) }` helper, in any linted file.
    func isProjectFunction(_ link: Link) -> Bool {
        guard let call = link.call else { return false }
        let candidates = project.functions(named: link.name)
        if candidates.isEmpty { return declaredFunctions.contains(link.name) }
        return candidates.contains { function in
            var remaining = function.labels[...]
            for argument in call.arguments where !argument.trailing {
                guard let found = remaining.firstIndex(where: { $0 == argument.label }) else { return false }
                remaining = remaining[(found + 1)...]
            }
            return true
        }
    }

    /// Resolves the gesture an expression produces, following names, computed properties,
    /// functions, `self.` and compositions. Returns one value per alternative of a ternary.
    func resolveGestures(_ expr: Expr?, depth: Int = 0) -> [ResolvedGesture] {
        guard let expr, depth < 8 else { return [] }
        return expr.alternatives.compactMap { resolveGesture($0, depth: depth) }
    }

    func resolveGesture(_ chain: Chain, depth: Int = 0, upTo linkLimit: Int? = nil) -> ResolvedGesture? {
        guard depth < 8 else { return nil }
        var links = chain.links[...]
        if let linkLimit { links = chain.links[..<linkLimit] }
        var current: ResolvedGesture
        switch chain.baseKind {
        case .name:
            guard let name = chain.baseName else { return nil }
            if name == "SwiftUI", let first = links.first, Outline.gestureTypes.contains(first.name), let call = first.call {
                current = ResolvedGesture(shape: .primitive(type: first.name, typeIndex: first.nameIndex, call: call), callbacks: [], inline: true)
                links = links.dropFirst()
            } else if Outline.gestureTypes.contains(name) {
                guard !isShadowed(name), chain.baseCall != nil || links.first?.name == "init" else { return nil }
                current = ResolvedGesture(shape: .primitive(type: name, typeIndex: chain.baseIndex, call: chain.baseCall), callbacks: [], inline: true)
                if links.first?.name == "init" {
                    current.shape = .primitive(type: name, typeIndex: chain.baseIndex, call: links.first?.call)
                    links = links.dropFirst()
                }
            } else if let op = Outline.compositionTypes[name], !isShadowed(name), let call = chain.baseCall {
                // `SequenceGesture(a, b)`, `SimultaneousGesture(a, b)`, `ExclusiveGesture(a, b)`.
                let parts = call.arguments.filter { !$0.trailing }.map { resolveGestures($0.value, depth: depth + 1).first?.shape ?? .unknown }
                guard parts.count == 2 else { return nil }
                current = ResolvedGesture(shape: .composition(op: op, first: parts[0], second: parts[1]), callbacks: [], inline: true)
            } else if let resolved = resolveName(name, from: chain.scope, called: chain.baseCall != nil, depth: depth) {
                current = resolved
                current.inline = false
            } else {
                return nil
            }
        case .selfReference:
            guard let first = links.first, let resolved = resolveName(first.name, from: chain.scope, called: first.call != nil, depth: depth, membersOnly: true) else { return nil }
            current = resolved
            current.inline = false
            links = links.dropFirst()
        case .parenthesized:
            guard let call = chain.baseCall, call.arguments.count == 1, let value = call.arguments[0].value,
                  let inner = resolveGestures(value, depth: depth + 1).first else { return nil }
            current = inner
        default:
            return nil
        }
        for link in links {
            switch link.name {
            case "simultaneously", "sequenced", "exclusively":
                guard let argument = link.call?.arguments.first else { return nil }
                let second = resolveGestures(argument.value, depth: depth + 1).first?.shape ?? .unknown
                current = ResolvedGesture(shape: .composition(op: link.name, first: current.shape, second: second), callbacks: [], inline: current.inline)
            case "onEnded", "onChanged", "updating":
                current.callbacks.append(link)
            case "map":
                current.shape = .unknown
                current.callbacks = []
            default:
                // `.modifiers(...)`, `.onChanged`-like custom helpers: keep the shape, the value may differ.
                if link.name.hasPrefix("on") || link.name == "modifiers" { continue }
                return nil
            }
        }
        return current
    }

    /// A name used as a gesture: a local `let`, a member of the enclosing type (also declared in
    /// an extension in this file), or a top-level declaration.
    private func resolveName(_ name: String, from scope: Scope?, called: Bool, depth: Int, membersOnly: Bool = false) -> ResolvedGesture? {
        guard let member = lookup(name, from: scope, membersOnly: membersOnly) else { return nil }
        switch member.kind {
        case .function:
            guard called, let body = member.body else { return nil }
            return body.producedExpressions.count == 1 ? resolveGestures(body.producedExpressions[0], depth: depth + 1).first : nil
        case .property:
            if called { return nil }
            if let initializer = member.initializer { return resolveGestures(initializer, depth: depth + 1).first }
            if let body = member.body, body.producedExpressions.count == 1 {
                return resolveGestures(body.producedExpressions[0], depth: depth + 1).first
            }
            return nil
        }
    }

    /// Finds the declaration a name refers to from a scope: parameters shadow, then locals,
    /// then members of the enclosing type and its same-file extensions, then top level.
    func lookup(_ name: String, from scope: Scope?, membersOnly: Bool = false) -> Member? {
        var current = scope
        while let each = current {
            if !membersOnly {
                if each.parameters[name] != nil { return nil }
                if let local = each.localMembers.last(where: { $0.name == name }) { return local }
            }
            if let decl = each.typeDecl {
                for sameType in types where sameType.name == decl.name {
                    if let member = sameType.members.first(where: { $0.name == name }) { return member }
                }
                if membersOnly { return nil }
            }
            current = each.parent
        }
        return nil
    }

    /// The declared type of a name visible from a scope (parameter or property), if written.
    func declaredType(of name: String, from scope: Scope?) -> String? {
        var current = scope
        while let each = current {
            if let type = each.parameters[name] { return type }
            if let local = each.localMembers.last(where: { $0.name == name }) { return local.typeText }
            if let decl = each.typeDecl {
                for sameType in types where sameType.name == decl.name {
                    if let member = sameType.members.first(where: { $0.name == name }) {
                        return member.kind == .function ? "func(\(member.parameters.count))" : member.typeText
                    }
                }
            }
            current = each.parent
        }
        return nil
    }

    // MARK: - Views

    /// The SwiftUI type a view chain starts from (`Button`, `SwiftUI.Button` → "Button"), if any.
    func baseTypeName(_ chain: Chain) -> String? {
        guard chain.baseKind == .name, let name = chain.baseName else { return nil }
        if name == "SwiftUI", let first = chain.links.first { return first.name }
        return name
    }

    /// Whether the chain's view is already a control: a control type, or a chain that gives it a
    /// button/toggle style or the button trait.
    func isControl(_ chain: Chain) -> Bool {
        if let name = baseTypeName(chain), Outline.controlTypes.contains(name), !isShadowed(name) { return true }
        for link in chain.links {
            switch link.name {
            case "buttonStyle", "toggleStyle": return true
            case "accessibilityAddTraits": if argumentsMention(link, [".isButton"]) { return true }
            default: break
            }
        }
        return false
    }

    /// Whether a link's arguments contain `.word` (e.g. `.isButton`, also inside `[.isButton, .isHeader]`).
    func argumentsMention(_ link: Link, _ members: [String]) -> Bool {
        guard let call = link.call, call.open >= 0 else { return false }
        for j in call.open..<call.close where kind(j) == .period && kind(j + 1) == .identifier {
            if members.contains("." + word(j + 1)) { return true }
        }
        return false
    }

    /// The closures in which a chain's base builds child views (`VStack { ... }`, `List(items) { ... }`).
    func contentClosures(_ chain: Chain) -> [Closure] {
        guard chain.baseKind == .name, let name = baseTypeName(chain), name.first?.isUppercase == true,
              let call = chain.baseName == "SwiftUI" ? chain.links.first?.call : chain.baseCall else { return [] }
        return call.closures
    }

    /// The view chains a closure builds (its expression statements, through `if`/`switch`/`#if`).
    func viewChains(in closure: Closure) -> [Chain] {
        closure.scope.viewExpressions.compactMap(\.single)
    }

    /// The view chains a same-type helper builds when a child names it (`VStack { header }`,
    /// `controls(for: item)`, `self.footer`): the helper's getter or function body.
    func helperViewChains(_ chain: Chain) -> [Chain] {
        var name: String?
        var called = false
        switch chain.baseKind {
        case .name:
            name = chain.baseName
            called = chain.baseCall != nil
        case .selfReference:
            name = chain.links.first?.name
            called = chain.links.first?.call != nil
        default:
            return []
        }
        guard let name, name.first?.isLowercase == true,
              let member = lookup(name, from: chain.scope, membersOnly: chain.baseKind == .selfReference),
              (member.kind == .function) == called, let body = member.body else { return [] }
        return body.viewExpressions.compactMap(\.single)
    }

    // MARK: - Attachments

    /// A gesture attached to a view by a modifier of its chain.
    struct Attachment {
        /// The modifier (`onTapGesture`, `gesture`, `simultaneousGesture`, ...).
        var link: Link
        /// What the attached gesture is, for `gesture`-family modifiers ([] when unknown).
        var gestures: [ResolvedGesture]
        var isPlain: Bool {
            (link.name == "gesture" && link.call?.argument("including") == nil)
                || link.name == "onTapGesture" || link.name == "onLongPressGesture"
        }
        /// The gesture expression passed to a `gesture`-family modifier.
        var gestureArgument: Argument? { link.call?.arguments.first { $0.label == nil && !$0.trailing } }
    }

    /// The gesture attachments of a view chain, in chain order. SwiftUI's modifiers only:
    /// a project function with the same name makes the name the project's.
    func attachments(of chain: Chain) -> [Attachment] {
        var result: [Attachment] = []
        for link in chain.links {
            guard let call = link.call, !isProjectFunction(link) else { continue }
            switch link.name {
            case "onTapGesture", "onLongPressGesture":
                result.append(Attachment(link: link, gestures: []))
            case "gesture", "simultaneousGesture", "highPriorityGesture":
                guard let argument = call.arguments.first(where: { $0.label == nil && !$0.trailing }) else { continue }
                result.append(Attachment(link: link, gestures: resolveGestures(argument.value)))
            default:
                continue
            }
        }
        return result
    }

    /// Whether an attachment adds a tap or long press (`onTapGesture`, `onLongPressGesture`,
    /// `.gesture(TapGesture()/LongPressGesture()...)`) that does something: an empty
    /// `.onTapGesture {}` is a known way to let a scroll view win, not an action.
    func isTapOrLongPress(_ attachment: Attachment) -> Bool {
        if attachment.link.name == "onTapGesture" || attachment.link.name == "onLongPressGesture" {
            guard let call = attachment.link.call else { return false }
            let actions = call.arguments.filter { $0.label == nil || $0.label == "perform" }
            return !(actions.count == 1 && actions[0].closure?.isEmpty == true)
        }
        return attachment.gestures.contains {
            if !$0.callbacks.isEmpty, $0.callbacks.allSatisfy({ $0.call?.closures.first?.isEmpty == true }) { return false }
            guard let type = $0.shape.primitiveType else { return false }
            return type == "TapGesture" || type == "SpatialTapGesture" || type == "LongPressGesture"
        }
    }

    /// An integer literal argument (`count: 2`), nil when absent; `.some(nil)` when not a literal.
    func integerArgument(_ call: Call?, _ label: String) -> Int?? {
        guard let argument = call?.argument(label) else { return .none }
        guard let value = argument.value, value.operands.count == 1, value.operators.isEmpty,
              argument.end == argument.start + 1, kind(argument.start) == .integer,
              let number = Int(word(argument.start)) else { return .some(nil) }
        return .some(number)
    }

    /// A tap count: the `count:` literal, 1 when absent, nil when not a literal.
    func tapCount(_ call: Call?) -> Int? {
        switch integerArgument(call, "count") {
        case .none: return 1
        case .some(let value): return value
        }
    }

    /// Where a parent-child conflict lies for a container's plain tap/long-press attachment:
    /// the first descendant in the content closures that is a control or has its own tap/long
    /// press, with a short description. Nil when there is none.
    func conflictingDescendant(of chain: Chain) -> (chain: Chain, anchor: Int, what: String)? {
        guard !isControl(chain) else { return nil }
        // Pending groups of child chains: a content closure's views, or a helper's.
        var queue: [[Chain]] = contentClosures(chain).map { viewChains(in: $0) }
        var visited = 0
        var seenHelpers: Set<ObjectIdentifier> = []
        while !queue.isEmpty, visited < 500 {
            let children = queue.removeFirst()
            visited += 1
            for child in children {
                if isControl(child) {
                    let name = baseTypeName(child).flatMap { Outline.controlTypes.contains($0) ? $0 : nil }
                    return (child, child.start, name ?? "control")
                }
                if let own = attachments(of: child).first(where: { isTapOrLongPress($0) }) {
                    let what = own.link.name == "onTapGesture" || own.link.name == "onLongPressGesture"
                        ? own.link.name : "\(own.link.name)(\(own.gestures.first?.shape.primitiveType ?? "gesture"))"
                    return (child, own.link.nameIndex, what)
                }
                queue.append(contentsOf: contentClosures(child).map { viewChains(in: $0) })
                let helper = helperViewChains(child)
                if !helper.isEmpty, seenHelpers.insert(ObjectIdentifier(helper[0])).inserted { queue.append(helper) }
            }
        }
        return nil
    }
}
