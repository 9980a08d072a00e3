/// Attachments, gesture values and their callbacks.
extension ModelBuilder {
    static let compositionModifiers: [String: (GestureComposition, String)] = [
        "simultaneously": (.simultaneous, "with"), "sequenced": (.sequenced, "before"),
        "exclusively": (.exclusive, "before"),
    ]
    static let compositionTypes: [String: GestureComposition] = [
        "SimultaneousGesture": .simultaneous, "SequenceGesture": .sequenced, "ExclusiveGesture": .exclusive,
    ]
    static let callbackModifiers: [String: GestureCallback.Kind] = [
        "onChanged": .onChanged, "updating": .updating, "onEnded": .onEnded,
    ]

    mutating func collectAttachments() {
        // Chains and modifiers by index: a `for chain in chains` copies every chain (its strings and
        // arrays retained and released), and most chains attach nothing (perf10).
        for position in chains.indices {
            let chainID = chains[position].id
            let modifiers = chains[position].modifiers
            for index in modifiers.indices {
                guard let kind = Self.attachKind(modifiers[index].name) else { continue }
                let modifier = modifiers[index]
                // A project function of that name (with matching labels) is the project's, not SwiftUI's.
                if project.functions(named: modifier.name).contains(where: { matches($0, modifier) }) { continue }
                var gesture: Int?
                var isOptional = false
                switch kind {
                case .gesture, .simultaneousGesture, .highPriorityGesture:
                    guard let argument = modifier.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure }),
                          let value = argument.value else { break }
                    (gesture, isOptional) = resolveOptionalGesture(value)
                case .onTapGesture, .onLongPressGesture:
                    gesture = implicitGesture(kind, modifier)
                }
                attachments.append(GestureAttachment(
                    kind: kind, chain: chainID, modifierIndex: index, nameRange: modifier.nameRange, gesture: gesture,
                    hasExplicitMask: modifier.argument("including") != nil, isOptional: isOptional,
                    isConditionallyCompiled: modifier.isConditionallyCompiled))
            }
        }
    }

    /// `GestureAttachment.Kind(rawValue:)`, after a byte test that every attach name passes: most
    /// modifiers (`padding`, `frame`) attach nothing, and the string switch showed in profiles.
    static func attachKind(_ name: String) -> GestureAttachment.Kind? {
        guard endsInEsture(name) else { return nil }
        return GestureAttachment.Kind(rawValue: name)
    }

    /// Whether the name's UTF-8 ends in `esture` (`gesture`, `onTapGesture`, `DragGesture`...), as
    /// every attach modifier and built-in gesture type name does. Bytes decide as `String`
    /// equality would: these names are ASCII, and no ASCII letter of them has another canonical
    /// equivalent.
    static func endsInEsture(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count >= 7 else { return false }
        return utf8.reversed().starts(with: "erutse".utf8)
    }

    /// Whether a project function could be the callee of this modifier call (labels fit in order,
    /// and (v2) a trailing closure's parameters fit the function type it lands on).
    func matches(_ function: FunctionDeclaration, _ modifier: Modifier) -> Bool {
        project.canTake(function, arguments: modifier.arguments, in: file, tree: tree)
    }

    /// Gestures built from expressions anywhere (custom `Gesture` bodies, unattached properties).
    mutating func collectFreeGestures() {
        // Whether a base name is a gesture type, once per name: most bases are views (`Text`,
        // `VStack`, the file's own types), and for a project type the answer walks its conformances.
        var isGestureName: [String: Bool] = [:]
        isGestureName.reserveCapacity(chains.count)
        for position in chains.indices where resolvedGestures[chains[position].node] == nil {
            guard chains[position].base.kind == .call, let name = chains[position].base.name else { continue }
            let node = chains[position].node
            let isGesture: Bool
            if let known = isGestureName[name] {
                isGesture = known
            } else {
                isGesture = gestureKind(typeName: name) != nil
                isGestureName[name] = isGesture
            }
            guard isGesture else { continue }
            if isInsideResolvedGesture(node) { continue }
            _ = resolveGesture(node, through: [])
        }
    }

    func isInsideResolvedGesture(_ node: NodeID) -> Bool {
        tree.ancestors(node).contains { resolvedGestures[$0] != nil }
    }

    /// `on ? drag : nil` → (drag, optional).
    mutating func resolveOptionalGesture(_ node: NodeID) -> (Int?, Bool) {
        let expression = unwrapParens(node)
        if tree.kind(expression) == .sequence {
            let elements = Array(tree.children(expression))
            if elements.count == 3, tree.kind(elements[1]) == .ternary, let middle = tree.child(elements[1], 0) {
                let elseIsNil = text(elements[2]) == "nil"
                let thenIsNil = text(middle) == "nil"
                if elseIsNil { return (resolveGesture(middle, through: []), true) }
                if thenIsNil { return (resolveGesture(elements[2], through: []), true) }
            }
            return (nil, false)
        }
        return (resolveGesture(expression, through: []), false)
    }

    func unwrapParens(_ node: NodeID) -> NodeID {
        var current = node
        while true {
            switch tree.kind(current) {
            case .tuple where tree.childCount(current) == 1:
                guard let argument = tree.child(current, 0), tree.nameToken(argument) == nil,
                      let value = tree.value(of: argument) else { return current }
                current = value
            case .tryExpr, .awaitExpr:
                guard let inner = tree.child(current, 0) else { return current }
                current = inner
            default:
                return current
            }
        }
    }

    /// What a type name means as a gesture here: a built-in (unless shadowed), a composition, or a custom conformer.
    func gestureKind(typeName: String) -> GestureValue.Kind? {
        if project.declaresType(typeName) {
            if project.conforms(typeName, to: "Gesture") { return .base(.custom(typeName)) }
            if project.conforms(typeName, to: "UIGestureRecognizerRepresentable") { return .base(.recognizer(typeName)) }
            return nil
        }
        // Each built-in and composition name ends in `Gesture`; most names asked about are views.
        guard Self.endsInEsture(typeName) else { return nil }
        if let type = GestureType(typeName: typeName) { return .base(type) }
        if let composition = Self.compositionTypes[typeName] { return .composition(composition) }
        return nil
    }

    mutating func newGesture(_ kind: GestureValue.Kind, origin: GestureValue.Origin, nameRange: Range<Int>?,
                             arguments: [CallArgument], components: [Int], through: [Range<Int>], node: NodeID?) -> Int {
        let id = gestures.count
        gestures.append(GestureBuilderValue(id: id, kind: kind, origin: origin, nameRange: nameRange, arguments: arguments,
                                            components: components, resolvedThrough: through, node: node))
        for component in components where gestures[component].parent == nil { gestures[component].parent = id }
        return id
    }

    mutating func implicitGesture(_ kind: GestureAttachment.Kind, _ modifier: Modifier) -> Int {
        let type: GestureType = kind == .onTapGesture ? .tap : .longPress
        let id = newGesture(.base(type), origin: .attachModifier, nameRange: modifier.nameRange,
                            arguments: modifier.arguments, components: [], through: [], node: nil)
        // After a labeled `perform:`, an unlabeled trailing closure is the next parameter:
        // `onLongPressGesture(perform: {}) { pressing in ... }` passes `onPressingChanged`.
        var performLabeled = false
        for argument in modifier.arguments {
            let callbackKind: GestureCallback.Kind?
            switch argument.label {
            case nil where performLabeled && type == .longPress && argument.isTrailingClosure:
                callbackKind = .onPressingChanged
            case nil: callbackKind = argument.isTrailingClosure || argument.closure != nil ? .perform : nil
            case "perform": callbackKind = .perform
            case "onPressingChanged": callbackKind = .onPressingChanged
            case "pressing": callbackKind = .pressing
            case "action": callbackKind = .perform
            default: callbackKind = nil
            }
            if argument.label == "perform" { performLabeled = true }
            guard let callbackKind, let value = argument.value else { continue }
            let nameRange = argument.labelRange ?? modifier.nameRange
            addCallback(callbackKind, value: value, nameRange: nameRange, to: id, perFrame: callbackKind == .onPressingChanged || callbackKind == .pressing)
        }
        return id
    }

    /// Resolves a gesture expression, following names within this file. Nil when unknown.
    mutating func resolveGesture(_ node: NodeID, through: [Range<Int>]) -> Int? {
        let expression = unwrapParens(node)
        if let known = resolvedGestures[expression] { return known }
        guard through.count < 16, resolving.insert(expression).inserted else { return nil }
        defer { resolving.remove(expression) }
        let chain = chainByNode[expression].map { chains[$0] } ?? flatten(expression, id: -1)
        var current: Int?
        // The base.
        switch chain.base.kind {
        case .call:
            let name = chain.base.name ?? ""
            if let kind = gestureKind(typeName: name) {
                var components: [Int] = []
                if case .composition = kind {
                    for argument in chain.base.arguments.prefix(2) {
                        if let value = argument.value, let component = resolveGesture(value, through: through) {
                            components.append(component)
                        }
                    }
                    if components.count < 2 { current = nil; break }
                }
                current = newGesture(kind, origin: .expression, nameRange: chain.base.nameRange,
                                     arguments: chain.base.arguments, components: components, through: through,
                                     node: chain.base.node)
            } else if let target = followFunction(name, at: expression) {
                current = resolveGesture(target, through: through + [chain.base.nameRange ?? tree.range(expression)])
            }
        case .reference:
            if let name = chain.base.name, let target = followReference(name, base: chain.base.node, at: expression) {
                current = resolveGesture(target, through: through + [chain.base.nameRange ?? tree.range(expression)])
            }
        case .implicitSelf, .other:
            current = nil
        }
        // The links, left to right.
        for modifier in chain.modifiers {
            guard let value = current else { break }
            if let (composition, label) = Self.compositionModifiers[modifier.name] {
                guard let argument = modifier.argument(label)?.value,
                      let other = resolveGesture(argument, through: []) else { current = nil; break }
                current = newGesture(.composition(composition), origin: .expression, nameRange: modifier.nameRange,
                                     arguments: [], components: [value, other], through: through, node: modifier.node)
            } else if let kind = Self.callbackModifiers[modifier.name] {
                gestures[value].modifiers.append(modifier)
                let argument = modifier.trailingClosures.first ?? modifier.arguments.last { $0.label == nil }
                if let closure = argument?.value {
                    addCallback(kind, value: closure, nameRange: modifier.nameRange, to: value,
                                perFrame: kind != .onEnded && isContinuousBuilder(value))
                }
            } else {
                gestures[value].modifiers.append(modifier)
            }
        }
        if let current { resolvedGestures[expression] = current }
        return current
    }

    func isContinuousBuilder(_ id: Int) -> Bool {
        let value = gestures[id]
        if case .base(let type) = value.kind { return type.isContinuous }
        return value.components.contains { isContinuousBuilder($0) }
    }

    /// A local `let` before `node` in an enclosing block, else a same-file property of the enclosing type.
    func followReference(_ name: String, base: NodeID, at node: NodeID) -> NodeID? {
        // `self.pinch`
        if tree.kind(base) == .memberAccess {
            guard let inner = tree.child(base, 0), text(inner) == "self" else { return nil }
        }
        if tree.kind(base) == .identifier, let local = localBinding(name, before: node) { return local }
        let type = enclosingType(of: node)
        guard let property = project.property(name, in: type), property.site.file === file else { return nil }
        if let getter = property.getterBody { return returnedExpression(of: getter) }
        return property.initialValueNode
    }

    func followFunction(_ name: String, at node: NodeID) -> NodeID? {
        let type = enclosingType(of: node)
        guard let function = project.functions(named: name, in: type).first(where: { $0.site.file === file && $0.returnsGesture }),
              let body = function.body else { return nil }
        return returnedExpression(of: body)
    }

    /// The value a getter/function body returns: its only expression statement, or its last `return`.
    func returnedExpression(of block: NodeID) -> NodeID? {
        let statements = tree.statements(of: block)
        if statements.count == 1, let only = statements.first {
            if tree.kind(only) == .returnStmt { return tree.child(only, 0) }
            return only
        }
        for statement in statements.reversed() where tree.kind(statement) == .returnStmt {
            return tree.child(statement, 0)
        }
        return nil
    }

    func localBinding(_ name: String, before node: NodeID) -> NodeID? {
        let offset = tree.range(node).lowerBound
        for ancestor in tree.ancestors(node) {
            let kind = tree.kind(ancestor)
            if kind == .functionDecl || kind == .typeDecl { return nil }
            guard kind == .codeBlock || kind == .closure else { continue }
            for statement in tree.statements(of: ancestor).reversed()
            where tree.kind(statement) == .variableDecl && tree.range(statement).upperBound <= offset {
                for binding in tree.children(statement) where tree.kind(binding) == .patternBinding {
                    guard self.name(binding) == name else { continue }
                    return tree.children(binding).dropFirst().first { tree.kind($0) != .type && tree.kind($0) != .accessor }
                }
            }
        }
        return nil
    }

    mutating func addCallback(_ kind: GestureCallback.Kind, value: NodeID, nameRange: Range<Int>, to gesture: Int, perFrame: Bool) {
        let body: GestureCallback.Body
        var parameters: [String] = []
        var statements: [NodeID] = []
        var scope: NodeID?
        switch tree.kind(value) {
        case .closure:
            body = .closure(value)
            let tree = self.tree
            let file = self.file
            parameters = tree.children(value).filter { tree.kind($0) == .closureParameter }
                .compactMap { tree.name($0, in: file) }
            statements = tree.children(value).filter {
                let kind = tree.kind($0)
                return kind != .closureParameter && kind != .captureList
            }
            scope = value
        case .identifier, .memberAccess:
            let referenced = name(value) ?? text(value)
            let type = enclosingType(of: value)
            let declaration = project.functions(named: referenced, in: type).first ?? project.functions(named: referenced, in: nil).first { $0.ownerType == nil }
            body = .function(name: referenced, declaration: declaration)
            if let declaration, declaration.site.file === file, let functionBody = declaration.body {
                statements = tree.statements(of: functionBody)
                parameters = declaration.parameterNames
                scope = functionBody
            }
        default:
            body = .unknown(value)
        }
        var reads = Lazy<[PropertyAccess]>([])
        var writes: [PropertyWrite] = []
        if let scope {
            let collector = AccessCollector(model: self)
            let locals = Set(parameters)
            writes = collector.writes(in: scope, locals: locals)
            // Only one rule reads what a callback reads: found on first use.
            reads = Lazy(sharing: lazyLock) { collector.reads(in: scope, locals: locals) }
        }
        let id = callbacks.count
        callbacks.append(GestureCallback(id: id, kind: kind, gesture: gesture, nameRange: nameRange, body: body,
                                         parameterNames: parameters, statements: statements, reads: reads,
                                         writes: writes, isPerFrame: perFrame))
        gestures[gesture].callbacks.append(id)
    }
}
