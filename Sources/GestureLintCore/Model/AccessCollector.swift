/// Finds the properties a piece of code reads and writes, resolved through the project index.
/// Names bound locally (closure and function parameters, `let`/`var`, `if let`, `for`, `case let`)
/// are not properties unless written through `self.`.
struct AccessCollector {
    let tree: SyntaxTree
    let file: SourceFile
    let project: ProjectIndex
    let typeNames: EnclosingTypeNames
    let ancestors: AncestorIndex
    let bindings: LocalBindings

    init(model: ModelBuilder) {
        tree = model.tree
        file = model.file
        project = model.project
        typeNames = model.typeNames
        ancestors = model.ancestors
        bindings = model.localBindings
    }

    static let assignmentOperators: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "??=",
    ]

    /// Methods that mutate their receiver in place: `items.append(x)` writes `items`.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "move",
        "sort", "shuffle", "reverse", "swapAt", "formUnion", "formIntersection", "subtract", "popLast", "replaceSubrange",
        "updateValue", "removeValue", "merge",
    ]

    func writes(in scope: NodeID, locals: Set<String>) -> [PropertyWrite] {
        var result: [PropertyWrite] = []
        tree.walk(scope) { node in
            if tree.kind(node) == .call, let callee = tree.child(node, 0), tree.kind(callee) == .memberAccess,
               let method = mutatingMethodName(callee),
               let receiver = tree.child(callee, 0),
               let access = access(receiver, locals: locals, scope: scope, requireDeclaration: false) {
                let animation = withAnimationCall(around: node, within: scope)
                result.append(PropertyWrite(
                    target: access, assignmentOperator: "." + method + "()", value: nil, node: node,
                    inWithAnimation: animation != nil, animation: animation.flatMap(animationArgument),
                    isConditional: isConditional(node, within: scope)))
                return true
            }
            guard tree.kind(node) == .sequence else { return true }
            guard tree.childCount(node) >= 3, let operatorNode = tree.child(node, 1),
                  tree.kind(operatorNode) == .binaryOperator, let token = tree.nameToken(operatorNode),
                  mayBeAssignment(token) else { return true }
            let op = file.text(token.range)
            guard Self.assignmentOperators.contains(op), let target = tree.child(node, 0), let value = tree.child(node, 2),
                  let access = access(target, locals: locals, scope: scope, requireDeclaration: false) else { return true }
            let animation = withAnimationCall(around: node, within: scope)
            result.append(PropertyWrite(
                target: access, assignmentOperator: op, value: value, node: node,
                inWithAnimation: animation != nil, animation: animation.flatMap(animationArgument),
                isConditional: isConditional(node, within: scope)))
            return true
        }
        return result
    }

    /// A filter on the bytes before making a `String` of every operator in the file: each assignment
    /// operator ends in `=`, and the common comparisons (`==`, `!=`, `<=`, `>=`) are not assignments.
    private func mayBeAssignment(_ token: Token) -> Bool {
        let range = token.range
        guard !range.isEmpty, file.bytes[range.upperBound - 1] == UInt8(ascii: "=") else { return false }
        guard range.count == 2 else { return true }
        let first = file.bytes[range.lowerBound]
        return first != UInt8(ascii: "=") && first != UInt8(ascii: "!") && first != UInt8(ascii: "<") && first != UInt8(ascii: ">")
    }

    /// The member's name when it is one of `mutatingMethods` (`tree.name(member, in: file)` and a
    /// set lookup), compared as bytes so that the name of every other member call (`.padding`,
    /// `.frame`) is neither made a `String` nor hashed (perf10). As `identifierText` does, a name
    /// in backticks is compared without them. Byte equality is `String` equality here: none of
    /// these names has a letter with a non-ASCII canonical equivalent (only `K` has one, the
    /// Kelvin sign).
    func mutatingMethodName(_ member: NodeID) -> String? {
        guard var range = tree.nameRange(member) else { return nil }
        let bytes = file.bytes
        guard range.upperBound <= bytes.count else { return nil }
        if range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`") { range = range.lowerBound + 1..<range.upperBound - 1 }
        guard range.count < Self.mutatingMethodsByLength.count else { return nil }
        for (name, utf8) in Self.mutatingMethodsByLength[range.count]
        where bytes[range].elementsEqual(utf8) {
            return name
        }
        return nil
    }

    /// `mutatingMethods` by UTF-8 length, each with its bytes.
    static let mutatingMethodsByLength: [[(String, [UInt8])]] = {
        var table = [[(String, [UInt8])]](repeating: [], count: (mutatingMethods.map(\.utf8.count).max() ?? 0) + 1)
        for name in mutatingMethods.sorted() { table[name.utf8.count].append((name, Array(name.utf8))) }
        return table
    }()

    func reads(in scope: NodeID, locals: Set<String>) -> [PropertyAccess] {
        var result: [PropertyAccess] = []
        tree.walk(scope) { node in
            guard tree.kind(node) == .identifier else { return true }
            // A callee (`min(...)`) is a function, not a property.
            if let parent = tree.parent(node), tree.kind(parent) == .call, tree.child(parent, 0) == node { return true }
            // The whole left side of a plain `=` is written, not read.
            if let parent = tree.parent(node), tree.kind(parent) == .sequence, tree.child(parent, 0) == node,
               let op = tree.child(parent, 1).flatMap({ tree.nameToken($0) }), file.bytes(op.range, equal: "=") {
                return true
            }
            var outer = node
            while let parent = tree.parent(outer), tree.kind(parent) == .memberAccess, tree.child(parent, 0) == outer {
                if let grand = tree.parent(parent), tree.kind(grand) == .call, tree.child(grand, 0) == parent { break }
                outer = parent
            }
            if let parent = tree.parent(outer), tree.kind(parent) == .sequence, tree.child(parent, 0) == outer, outer != node,
               let op = tree.child(parent, 1).flatMap({ tree.nameToken($0) }), file.bytes(op.range, equal: "=") {
                return true
            }
            if let access = access(outer, locals: locals, scope: scope, requireDeclaration: true) {
                result.append(access)
            }
            return true
        }
        return result
    }

    /// `x`, `self.x`, `x.y.z`, `$x` as a property access; nil for locals and other shapes.
    func access(_ node: NodeID, locals: Set<String>, scope: NodeID, requireDeclaration: Bool) -> PropertyAccess? {
        var components: [String] = []
        var current = node
        var throughSelf = false
        loop: while true {
            switch tree.kind(current) {
            case .memberAccess:
                guard let name = tree.name(current, in: file) else { return nil }
                components.append(name)
                current = tree.child(current, 0)!
            case .optionalChain, .forceUnwrap:
                current = tree.child(current, 0)!
            case .identifier:
                guard let name = tree.name(current, in: file) else { return nil }
                if name == "self" { throughSelf = true } else { components.append(name) }
                break loop
            default:
                return nil
            }
        }
        guard var root = components.last, root != "_" else { return nil }
        if root.hasPrefix("$"), root.count > 1, root.dropFirst().first?.isLetter == true { root.removeFirst() }
        if !throughSelf, locals.contains(root) || isLocal(root, at: node, within: scope) { return nil }
        let type = typeNames.name(around: node)
        let declaration = project.property(root, in: type) ?? (type == nil ? project.property(root, in: nil) : nil)
        if requireDeclaration, declaration == nil { return nil }
        if declaration == nil, root.first?.isUppercase == true { return nil } // `Foo.shared = ...`: a type, not a property
        var path = Array(components.reversed())
        path[0] = root
        var member: PropertyDeclaration?
        if path.count >= 2, let typeText = declaration?.typeText {
            member = project.property(path[1], in: TypeText.baseName(typeText))
        }
        return PropertyAccess(path: path.joined(separator: "."), root: root, range: tree.range(node), node: node,
                              declaration: declaration, memberDeclaration: member)
    }

    /// Whether `name` is bound by a closure, function, `let`/`var`, or pattern around `node`.
    func isLocal(_ name: String, at node: NodeID, within scope: NodeID) -> Bool {
        let offset = tree.range(node).lowerBound
        // Only the ancestors that can bind or stop (`AncestorIndex.localScope`), not every link of a chain.
        var below = node
        var next = ancestors.localScope(around: node)
        while let ancestor = next {
            switch tree.kind(ancestor) {
            case .closure:
                if bindings.closureBinds(name, ancestor, collector: self) { return true }
                if name.hasPrefix("$"), name.dropFirst().allSatisfy(\.isNumber) { return true }
                if bindings.declaresBefore(name, in: ancestor, offset: offset, collector: self) { return true }
            case .codeBlock, .switchCase:
                if bindings.declaresBefore(name, in: ancestor, offset: offset, collector: self) { return true }
            case .ifStmt, .whileStmt, .forStmt, .guardStmt, .catchClause:
                if child(of: ancestor, toward: below) != tree.child(ancestor, 0), bindsInConditions(name, ancestor) { return true }
            case .functionDecl:
                if let clause = tree.firstChild(ancestor, ofKind: .parameterClause),
                   tree.children(clause).contains(where: { tree.name($0, in: file) == name }) { return true }
                return false
            case .typeDecl, .sourceFile:
                return false
            default:
                break
            }
            below = ancestor
            next = ancestors.localScope(around: ancestor)
        }
        return false
    }

    /// The child of `ancestor` on the path down to `descendant` (or `descendant` itself).
    private func child(of ancestor: NodeID, toward descendant: NodeID) -> NodeID {
        var current = descendant
        while let parent = tree.parent(current), parent != ancestor { current = parent }
        return current
    }

    /// `[weak self, history, total = sum]` → `self`, `history`, `total`.
    func captureNames(_ list: NodeID) -> Set<String> {
        var names: Set<String> = []
        let node = tree[list]
        var index = Int(node.firstToken)
        var previousSignificant: TokenKind = .leftBracket
        while index < Int(node.endToken) {
            let token = tree.tokens[index]
            index += 1
            guard !token.kind.isTrivia else { continue }
            if token.kind == .identifier || token.kind == .keyword,
               previousSignificant == .leftBracket || previousSignificant == .comma || previousSignificant == .identifier
                || previousSignificant == .rightParen {
                let text = file.text(token.range)
                if text != "weak" && text != "unowned" { names.insert(text) }
            }
            previousSignificant = token.kind == .keyword ? .identifier : token.kind
        }
        return names
    }

    func bindsInConditions(_ name: String, _ statement: NodeID) -> Bool {
        for child in tree.children(statement) {
            switch tree.kind(child) {
            case .condition:
                if let keyword = tree.keywordToken(child), !file.bytes(keyword.range, equal: "#available"),
                   let pattern = tree.child(child, 0), binds(name, pattern) { return true }
                if tree.keywordToken(child) == nil, let pattern = tree.child(child, 0), tree.kind(pattern) == .bindingPattern,
                   binds(name, pattern) { return true }
            case .identifier, .tuple, .bindingPattern, .call:
                if tree.kind(statement) == .forStmt, binds(name, child) { return true }
                if tree.kind(statement) == .catchClause, binds(name, child) { return true }
            case .casePattern:
                if binds(name, child) { return true }
            default:
                continue
            }
            if tree.kind(statement) == .forStmt { break }
        }
        if tree.kind(statement) == .catchClause, name == "error" { return true }
        return false
    }

    /// Identifiers introduced by a pattern (`x`, `(a, b)`, `.some(let y)`, `let z`).
    func binds(_ name: String, _ pattern: NodeID) -> Bool {
        var found = false
        tree.walk(pattern) { node in
            if found { return false }
            if tree.kind(node) == .identifier, tree.name(node, in: file) == name {
                if let parent = tree.parent(node), tree.kind(parent) == .call, tree.child(parent, 0) == node { return true }
                found = true
            }
            return tree.kind(node) != .closure
        }
        return found
    }

    /// The `withAnimation(...)` call whose closure contains `node`, below `scope`.
    /// (`scope` is an ancestor of `node`: the innermost such closure is inside the scope when its
    /// index is below the scope's; see `AncestorIndex`.)
    func withAnimationCall(around node: NodeID, within scope: NodeID) -> NodeID? {
        guard let closure = ancestors.animationClosure(around: node), closure < scope else { return nil }
        return tree.parent(closure).flatMap { tree.parent($0) }
    }

    func animationArgument(_ call: NodeID) -> NodeID? {
        for argument in tree.arguments(of: call) where !tree[argument].flags.contains(.trailingClosure) {
            if let value = tree.value(of: argument), tree.kind(value) != .closure { return value }
        }
        return nil
    }

    /// Whether an `if`/`guard`/`switch`/ternary/loop between `scope` and `node` makes the write conditional.
    func isConditional(_ node: NodeID, within scope: NodeID) -> Bool {
        guard let conditional = ancestors.conditional(around: node) else { return false }
        return conditional < scope
    }
}
