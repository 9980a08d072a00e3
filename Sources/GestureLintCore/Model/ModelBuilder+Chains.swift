/// Finding modifier chains and how they nest.
extension ModelBuilder {
    static func isPostfixKind(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .call, .memberAccess, .subscriptCall, .optionalChain, .forceUnwrap, .postfixIfConfig, .typeExpression:
            return true
        default:
            return false
        }
    }

    /// Whether `node` is the base (first child) of a postfix link, so not the root of a chain.
    func isChainBase(_ node: NodeID) -> Bool {
        guard let parent = tree.parent(node) else { return false }
        return Self.isPostfixKind(tree.kind(parent)) && tree.child(parent, 0) == node
    }

    /// Statement position: directly in a block, closure, `#if` clause, or `switch` case.
    func isStatementPosition(_ node: NodeID) -> Bool {
        guard let parent = tree.parent(node) else { return false }
        switch tree.kind(parent) {
        case .codeBlock, .closure, .ifConfigClause, .switchCase, .returnStmt: return true
        case .sourceFile: return true
        default: return false
        }
    }

    mutating func collectChains() {
        var roots: [NodeID] = []
        for index in 0..<tree.nodes.count {
            let node = NodeID(index)
            let kind = tree.kind(node)
            guard Self.isPostfixKind(kind) || kind == .identifier else { continue }
            guard !isChainBase(node) else { continue }
            if kind == .identifier || kind == .memberAccess {
                guard isStatementPosition(node) else { continue }
            }
            if tree.parent(node).map({ tree.kind($0) == .ifConfigClause && tree.parent($0).map { tree.kind($0) == .postfixIfConfig } == true }) == true {
                continue // a clause of a postfix #if belongs to the chain around it
            }
            roots.append(node)
        }
        chains.reserveCapacity(roots.count)
        for root in Self.sortedByStart(roots, tree: tree) {
            let chain = flatten(root, id: chains.count)
            chainByNode[root] = chain.id
            chains.append(chain)
            for closure in chain.base.contentClosures { contentClosureOwner[closure] = chain.id }
        }
    }

    /// The nodes by start offset, and of two starting together the outer (the higher id) first.
    /// Through one key per node (start above, inverted id below), not two `range`s per comparison.
    /// The keys are distinct, so the order is the one any sort by that rule gives.
    static func sortedByStart(_ nodes: [NodeID], tree: SyntaxTree) -> [NodeID] {
        var keys = nodes.map { UInt64(tree.range($0).lowerBound) << 32 | UInt64(UInt32.max - UInt32($0.index)) }
        keys.sort()
        return keys.map { NodeID(Int(UInt32.max - UInt32(truncatingIfNeeded: $0))) }
    }

    /// Walks from the outermost link down to the base, collecting modifiers.
    func flatten(_ root: NodeID, id: Int) -> ModifierChain {
        var reversed: [Modifier] = []
        var node = root
        var base: ChainBase?
        while base == nil {
            switch tree.kind(node) {
            case .call:
                let callee = tree.child(node, 0)!
                switch tree.kind(callee) {
                case .memberAccess:
                    reversed.append(modifier(call: node, member: callee, leadingDot: true, conditional: false))
                    node = tree.child(callee, 0)!
                    continue
                case .implicitMember:
                    // Inside a postfix #if clause `.gesture(x)` starts the clause's links.
                    if isInPostfixClause(node) {
                        reversed.append(modifier(call: node, member: callee, leadingDot: true, conditional: true))
                        base = ChainBase(kind: .other, name: nil, nameRange: nil, node: callee, arguments: [], contentClosures: [])
                        continue
                    }
                    base = makeBase(.other, node)
                case .identifier, .typeExpression:
                    // The byte test first: most callees are types (`Text(...)`), whose names need no `String`.
                    if startsWithLowercaseLetter(callee), isImplicitSelfAttach(name(callee) ?? "", at: node) {
                        reversed.append(modifier(call: node, member: callee, leadingDot: false, conditional: false))
                        base = ChainBase(kind: .implicitSelf, name: nil, nameRange: nil, node: node, arguments: [],
                                         contentClosures: [])
                    } else {
                        base = makeBase(.call, node)
                    }
                default:
                    base = makeBase(.other, node)
                }
            case .memberAccess:
                let inner = tree.child(node, 0)!
                // `Color.red`, `self.header`: a reference unless it hangs off a call chain.
                if containsCall(inner) {
                    reversed.append(modifier(call: node, member: node, leadingDot: true, conditional: false))
                    node = inner
                } else {
                    base = makeBase(.reference, node)
                }
            case .postfixIfConfig:
                var clauseLinks: [Modifier] = []
                for clause in tree.children(node).dropFirst() {
                    for expression in tree.children(clause) {
                        let inner = flatten(expression, id: -1)
                        clauseLinks.append(contentsOf: inner.modifiers.map { $0.conditional() })
                    }
                }
                reversed.append(contentsOf: clauseLinks.reversed())
                node = tree.child(node, 0)!
            case .optionalChain, .forceUnwrap:
                node = tree.child(node, 0)!
            case .identifier:
                base = makeBase(.reference, node)
            case .implicitMember:
                base = makeBase(.other, node)
            default:
                base = makeBase(.other, node)
            }
        }
        reversed.reverse()
        return ModifierChain(id: id, node: root, range: tree.range(root), base: base!, modifiers: reversed,
                             container: nil, enclosingType: enclosingType(of: root))
    }

    func containsCall(_ node: NodeID) -> Bool {
        var current = node
        while true {
            switch tree.kind(current) {
            case .call: return true
            case .memberAccess, .optionalChain, .forceUnwrap, .subscriptCall, .postfixIfConfig: current = tree.child(current, 0)!
            default: return false
            }
        }
    }

    func isInPostfixClause(_ node: NodeID) -> Bool {
        for ancestor in tree.ancestors(node) {
            switch tree.kind(ancestor) {
            case .ifConfigClause: return tree.parent(ancestor).map { tree.kind($0) == .postfixIfConfig } ?? false
            case .call, .memberAccess, .optionalChain, .forceUnwrap, .subscriptCall: continue
            default: return false
            }
        }
        return false
    }

    /// `gesture(drag)` with no receiver inside `extension View` / a `ViewModifier`: SwiftUI's attach
    /// call on implicit `self`, unless a project function of that name can take this call (v2: a
    /// different overload does not shadow it).
    func isImplicitSelfAttach(_ name: String, at node: NodeID) -> Bool {
        // Every name in both sets starts with a lowercase ASCII letter; most callees are types.
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        guard Self.attachNames.contains(name) || Self.implicitSelfModifiers.contains(name) else { return false }
        if project.declaresFunction(name) {
            let arguments = callArguments(node)
            if project.functions(named: name).contains(where: { project.canTake($0, arguments: arguments, in: file, tree: tree) }) {
                return false
            }
        }
        guard let type = enclosingType(of: node) else { return false }
        return type == "View" || project.conforms(type, to: "ViewModifier") || project.conforms(type, to: "View")
    }

    static let implicitSelfModifiers: Set<String> = [
        "padding", "frame", "contentShape", "accessibilityAddTraits", "accessibilityAction", "overlay", "background",
        "offset", "scaleEffect", "rotationEffect", "buttonStyle", "accessibilityHidden",
    ]

    func makeBase(_ kind: ChainBase.Kind, _ node: NodeID) -> ChainBase {
        var nameNode = node
        var arguments: [CallArgument] = []
        var closures: [NodeID] = []
        // A call's name, made once for both uses (perf10).
        var baseName: String?
        if tree.kind(node) == .call {
            nameNode = tree.child(node, 0)!
            arguments = callArguments(node)
            baseName = nameOf(nameNode)
            // Only views (type names) build children; `withAnimation { }` and `async { }` do not.
            let buildsViews = baseName.map(Self.startsUppercase) == true
            let hasActionArgument = arguments.contains { $0.label == "action" }
            for argument in arguments {
                guard buildsViews, let closure = argument.closure, argument.label != "action" else { continue }
                // `Button("Title") { act() }`: the unlabelled trailing closure is the action.
                if baseName == "Button", argument.label == nil, !hasActionArgument { continue }
                closures.append(closure)
            }
        }
        let token = tree.nameToken(nameNode)
        var name = baseName ?? nameOf(nameNode)
        if kind == .reference, tree.kind(node) == .memberAccess {
            name = textWithoutWhitespace(tree.range(node))
        }
        return ChainBase(kind: kind, name: name, nameRange: token?.range, node: node,
                         arguments: arguments, contentClosures: closures)
    }

    /// Whether the node's name (without backticks) starts with an ASCII `a`...`z`, from its bytes:
    /// the names `isImplicitSelfAttach` accepts all do.
    func startsWithLowercaseLetter(_ node: NodeID) -> Bool {
        guard let range = tree.nameRange(node), !range.isEmpty else { return false }
        let bytes = file.bytes
        guard range.upperBound <= bytes.count else { return false }
        var first = bytes[range.lowerBound]
        if first == UInt8(ascii: "`") {
            guard range.count >= 2 else { return false }
            first = bytes[range.lowerBound + 1]
        }
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    /// `name.first?.isUppercase == true`, from the first byte when it is ASCII.
    static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// `file.text(range).filter { !$0.isWhitespace }`, from the bytes when they are all ASCII
    /// (an ASCII character is whitespace when it is a space, tab, line feed, vertical tab, form
    /// feed or carriage return; `\r\n` is one whitespace character made of two of them).
    func textWithoutWhitespace(_ range: Range<Int>) -> String {
        let bytes = file.bytes
        let clamped = range.clamped(to: 0..<bytes.count)
        var kept: [UInt8] = []
        kept.reserveCapacity(clamped.count)
        for index in clamped {
            let byte = bytes[index]
            if byte >= 0x80 { return file.text(range).filter { !$0.isWhitespace } }
            switch byte {
            case 0x09...0x0D, 0x20: continue
            default: kept.append(byte)
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    func nameOf(_ node: NodeID) -> String? {
        switch tree.kind(node) {
        case .identifier, .memberAccess, .implicitMember: return name(node)
        case .typeExpression:
            if let inner = tree.child(node, 0) { return nameOf(inner) }
            return nil
        default: return nil
        }
    }

    func modifier(call: NodeID, member: NodeID, leadingDot: Bool, conditional: Bool) -> Modifier {
        let token = tree.nameToken(member)
        let arguments = tree.kind(call) == .call ? callArguments(call) : []
        return Modifier(name: token.map { tree.identifierText($0, in: file) } ?? "", nameRange: token?.range ?? tree.range(member),
                        node: call, arguments: arguments, hasLeadingDot: leadingDot, isConditionallyCompiled: conditional)
    }

    /// Sets each chain's container: the nearest enclosing content closure, unless a non-content
    /// closure or a modifier argument comes first.
    mutating func linkContainers() {
        for index in chains.indices {
            var current = chains[index].node
            var container: ChainContainment?
            while let parent = tree.parent(current) {
                let kind = tree.kind(parent)
                if kind == .closure {
                    if let owner = contentClosureOwner[parent], owner != index {
                        container = ChainContainment(chain: owner, closure: parent, viaHelper: nil)
                    }
                    break
                }
                if kind == .argument || kind == .functionDecl || kind == .variableDecl || kind == .typeDecl { break }
                current = parent
            }
            chains[index].container = container
        }
    }
}

extension Modifier {
    func conditional() -> Modifier {
        Modifier(name: name, nameRange: nameRange, node: node, arguments: arguments, hasLeadingDot: hasLeadingDot,
                 isConditionallyCompiled: true)
    }
}
