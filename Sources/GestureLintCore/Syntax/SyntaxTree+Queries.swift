/// Text and shape queries that need the file's bytes.
extension SyntaxTree {
    public func text(_ id: NodeID, in file: SourceFile) -> String { file.text(range(id)) }

    /// The name token's text (`gesture`, `DragGesture`, a label), or nil.
    public func name(_ id: NodeID, in file: SourceFile) -> String? {
        guard let token = nameToken(id) else { return nil }
        return identifierText(token, in: file)
    }

    /// An identifier's text without backticks.
    public func identifierText(_ token: Token, in file: SourceFile) -> String {
        let bytes = file.bytes
        return SourceBytes.text(SourceBytes.identifierRange(token, in: bytes), in: bytes)
    }

    public func nameIs(_ id: NodeID, _ word: StaticString, in file: SourceFile) -> Bool {
        guard let token = nameToken(id) else { return false }
        return file.bytes(token.range, equal: word)
    }

    public func keywordIs(_ id: NodeID, _ word: StaticString, in file: SourceFile) -> Bool {
        guard let token = keywordToken(id) else { return false }
        return file.bytes(token.range, equal: word)
    }

    /// Children of a declaration's member block / a code block's statements, looking through `#if` clauses.
    public func statements(of block: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        for child in children(block) {
            if kind(child) == .ifConfig {
                for clause in children(child) { result.append(contentsOf: statements(of: clause)) }
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// The body block of a function, closure-holding accessor, or type.
    public func body(of declaration: NodeID) -> NodeID? {
        for child in children(declaration).reversed() {
            switch kind(child) {
            case .codeBlock, .memberBlock: return child
            default: continue
            }
        }
        return nil
    }

    /// For a call or member-access chain link: the callee/base child.
    public func base(of id: NodeID) -> NodeID? {
        switch kind(id) {
        case .call, .subscriptCall, .memberAccess, .optionalChain, .forceUnwrap, .postfixOperator, .typeExpression,
             .postfixIfConfig:
            return child(id, 0)
        default:
            return nil
        }
    }

    /// A call's `argument` children (trailing closures included, flagged `.trailingClosure`).
    public func arguments(of call: NodeID) -> [NodeID] {
        // An index loop over the child list: the lazy map, `dropFirst` and `filter` cost more
        // than the scan (the model asks this for every call of a gesture file).
        let node = nodes[call.index]
        let start = Int(node.childStart)
        let end = start + Int(node.childCount)
        guard end - start > 1 else { return [] }
        var result: [NodeID] = []
        result.reserveCapacity(end - start - 1)
        for position in start + 1..<end {
            let child = Int(childList[position])
            if nodes[child].kind == .argument { result.append(NodeID(child)) }
        }
        return result
    }

    /// An argument's value expression.
    public func value(of argument: NodeID) -> NodeID? { child(argument, 0) }

    /// Attribute nodes directly on a declaration.
    public func attributes(of declaration: NodeID) -> [NodeID] {
        children(declaration).filter { kind($0) == .attribute }
    }

    public func hasModifier(_ declaration: NodeID, _ word: StaticString, in file: SourceFile) -> Bool {
        children(declaration).contains { kind($0) == .modifier && nameIs($0, word, in: file) }
    }
}
