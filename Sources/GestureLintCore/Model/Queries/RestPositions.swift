/// A control that only holds a value while it is touched, then goes back to rest: a joystick whose
/// thumb returns to its centre (`thumbPosition = midPoint`, a constant of the view) on release,
/// unless the caller opts out with a library option whose default keeps the recentring
/// (`if !locksInPlace { ... }`, `locksInPlace: Bool = false`).
extension GestureModel {
    /// When the whole of `body` is `if option { ... }` / `if !option { ... }` (no `else`), where
    /// `option` is a `let` `Bool` of the enclosing type whose default (its initial value, or the
    /// default of the `init` parameter assigned to it) makes the condition true: that block, the
    /// path the default configuration takes. Nil otherwise.
    public func optionDefaultBranch(of body: NodeID) -> NodeID? {
        let statements = self.statements(in: body)
        guard statements.count == 1, tree.kind(statements[0]) == .ifStmt else { return nil }
        let children = Array(tree.children(statements[0]))
        guard children.count == 2, tree.kind(children[0]) == .condition, tree.kind(children[1]) == .codeBlock,
              tree.keywordToken(children[0]) == nil, let expression = tree.child(children[0], 0) else { return nil }
        var negated = false
        var operand = expression
        if tree.kind(expression) == .prefixOperator, let inner = tree.child(expression, 0),
           compactText(expression) == "!" + compactText(inner) {
            negated = true
            operand = inner
        }
        guard let name = selfMemberName(operand), let type = enclosingType(of: body),
              let property = project.property(name, in: type), property.isLet, !property.isStatic, !property.isComputed,
              property.typeText.map({ $0.filter { !$0.isWhitespace } }) == "Bool",
              let initial = optionDefault(property, type: type) else { return nil }
        return initial != negated ? children[1] : nil
    }

    /// Whether `value` names a stored `let` (not static) of the enclosing type (`midPoint`,
    /// `self.midPoint`): a constant for the view's lifetime, such as a rest position.
    public func isConstantOfEnclosingType(_ value: NodeID) -> Bool {
        guard let name = selfMemberName(value), let type = enclosingType(of: value),
              let property = project.property(name, in: type) else { return false }
        return property.isLet && !property.isStatic && !property.isComputed
    }

    /// A call made as a statement that only computes in place: every argument is a value or
    /// `&local` (a `var` declared in `closure`), and the project's function it runs (one or two)
    /// writes nothing but its own parameters and calls nothing (`getValidCoordinate(for: &x)`
    /// clamping a local).
    public func computesOnlyInPlace(_ call: NodeID, closure: NodeID) -> Bool {
        let callees = project.functions(calledBy: call, in: analysis)
        guard !callees.isEmpty, callees.count <= Self.maximumCallees,
              callees.allSatisfy({ $0.body != nil }), calleeEffects(of: call).isEmpty else { return false }
        let locals = Set(tree.descendants(closure).filter { tree.kind($0) == .variableDecl }.map(compactText))
        for argument in tree.arguments(of: call) {
            guard let value = tree.value(of: argument) else { return false }
            if tree.kind(value) == .closure { return false }
            guard tree.kind(value) == .prefixOperator else { continue }
            guard let inner = tree.child(value, 0), tree.kind(inner) == .identifier else { return false }
            let name = compactText(inner)
            guard locals.contains(where: { $0.hasPrefix("var" + name + "=") || $0.hasPrefix("var" + name + ":") })
            else { return false }
        }
        return true
    }

    /// `name` or `self.name`: the member name, else nil.
    private func selfMemberName(_ node: NodeID) -> String? {
        switch tree.kind(node) {
        case .identifier:
            return tree.name(node, in: file)
        case .memberAccess:
            guard let base = tree.child(node, 0), compactText(base) == "self" else { return nil }
            return tree.name(node, in: file)
        default:
            return nil
        }
    }

    /// A `Bool` option's default: its initial value, else the default of the `init` parameter
    /// every `init` of the type assigns to it (`self.locksInPlace = locks` with `locks: Bool = false`).
    private func optionDefault(_ property: PropertyDeclaration, type: String) -> Bool? {
        if let initial = property.initialValue?.filter({ !$0.isWhitespace }) {
            return initial == "true" ? true : initial == "false" ? false : nil
        }
        // The `init`s declared in the type's body (the index keeps only `func`s).
        guard let other = project.analysis(of: property.site.file),
              let members = other.tree.ancestors(property.site.node).first(where: { other.tree.kind($0) == .memberBlock })
        else { return nil }
        var found: Bool?
        for member in other.tree.children(members) where other.tree.kind(member) == .functionDecl {
            guard let keyword = other.tree.keywordToken(member), other.file.bytes(keyword.range, equal: "init") else { continue }
            guard let body = other.tree.firstChild(member, ofKind: .codeBlock),
                  let value = Self.parameterDefault(assignedTo: property.name, in: body, analysis: other) else { return nil }
            if let found, found != value { return nil }
            found = value
        }
        return found
    }

    /// In an `init` body: `self.name = parameter` with the parameter declared `... = true/false`.
    private static func parameterDefault(assignedTo name: String, in body: NodeID, analysis: FileAnalysis) -> Bool? {
        let tree = analysis.tree
        let reader = ActionEffectsReader(tree: tree, file: analysis.file)
        var parameter: String?
        for statement in tree.statements(of: body) where tree.kind(statement) == .sequence {
            let parts = Array(tree.children(statement))
            guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, reader.compactText(parts[1]) == "=",
                  reader.compactText(parts[0]) == "self." + name || reader.compactText(parts[0]) == name,
                  tree.kind(parts[2]) == .identifier else { continue }
            parameter = reader.compactText(parts[2])
        }
        guard let parameter, let declaration = tree.parent(body) else { return nil }
        for clause in tree.children(declaration) where tree.kind(clause) == .parameterClause {
            for node in tree.children(clause) where tree.kind(node) == .parameter && tree.name(node, in: analysis.file) == parameter {
                let text = reader.compactText(node)
                if text.hasSuffix("=false") { return false }
                if text.hasSuffix("=true") { return true }
                return nil
            }
        }
        return nil
    }
}
