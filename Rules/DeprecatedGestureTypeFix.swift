import GestureLintCore

/// Where a file names `MagnificationGesture`/`RotationGesture` as SwiftUI's type (the model's
/// `swiftUITypeReferences`), leaving out initializers with labels SwiftUI's types do not have.
struct DeprecatedTypeUses {
    struct Use {
        let name: String
        let range: Range<Int>
        /// `MagnificationGesture(...)` / `MagnificationGesture.init(...)`.
        let isConstructor: Bool
    }

    let all: [Use]

    init(model: GestureModel) {
        let names = Set(DeprecatedGestureTypeRule.replacements.keys)
        all = model.swiftUITypeReferences(to: names).compactMap { reference in
            if let call = reference.constructor, !Self.hasSwiftUILabels(call, tree: model.tree, file: model.file) { return nil }
            return Use(name: reference.name, range: reference.range, isConstructor: reference.constructor != nil)
        }
    }

    /// SwiftUI's initializers take only `minimumScaleDelta:` / `minimumAngleDelta:`: other labels
    /// mean a project type of the same name, declared where this run cannot see.
    static func hasSwiftUILabels(_ call: NodeID, tree: SyntaxTree, file: SourceFile) -> Bool {
        tree.arguments(of: call).allSatisfy { argument in
            guard let label = tree.name(argument, in: file) else { return true }
            return label == "minimumScaleDelta" || label == "minimumAngleDelta"
        }
    }
}

/// The edits beyond the constructor's rename that make a deprecated gesture compile as its
/// replacement: the callbacks' signature types renamed, every plain read of the value `v`
/// rewritten to `v.magnification` / `v.rotation`, a same-file handler function passed by name
/// rewritten with it. Nil edits when some use is not a plain read: report, do not fix.
struct DeprecatedGestureFixPlanner {
    struct Plan {
        var edits: [TextEdit]?
        /// Byte offsets of the type names in signatures the plan renames.
        var signatureUses: [Int]
    }

    let model: GestureModel
    /// The deprecated gesture constructed at each name range (one lookup per use, not a scan).
    private let constructed: [Range<Int>: Int]
    private var tree: SyntaxTree { model.tree }
    private var file: SourceFile { model.file }

    static let callbacks: Set<String> = ["onChanged", "updating", "onEnded"]
    static let compositions: Set<String> = ["simultaneously", "sequenced", "exclusively", "SimultaneousGesture",
                                            "SequenceGesture", "ExclusiveGesture"]
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/="]

    init(model: GestureModel) {
        self.model = model
        var constructed: [Range<Int>: Int] = [:]
        for (id, gesture) in model.gestures.enumerated()
        where gesture.origin == .expression && gesture.type?.isDeprecated == true {
            if let range = gesture.nameRange, constructed[range] == nil { constructed[range] = id }
        }
        self.constructed = constructed
    }

    func plan(forConstructorAt range: Range<Int>) -> Plan {
        guard let id = constructed[range], let type = model.gestures[id].type else { return Plan(edits: nil, signatureUses: []) }
        let gesture = model.gestures[id]
        let property = type == .magnification ? "magnification" : "rotation"
        var edits: [TextEdit] = []
        var signatureUses: [Int] = []
        // A value changed by other modifiers (`.map`), or an operand of a composition whose callbacks
        // or modifiers read the composed value: its type changes there.
        var safe = gesture.modifiers.allSatisfy { Self.callbacks.contains($0.name) }
        var composition = gesture.parent
        while let id = composition {
            let value = model.gestures[id]
            if !value.callbacks.isEmpty || !value.modifiers.isEmpty { safe = false }
            composition = value.parent
        }
        // Held by name and extended elsewhere (`pinch.onChanged { ... }`): the other callbacks read the old value.
        if safe, let expression = gesture.node, let holder = holderName(of: expression), isExtendedElsewhere(holder) {
            safe = false
        }
        func renameTypes(in typeNode: NodeID) -> Bool {
            let uses = deprecatedNames(in: typeNode)
            for use in uses {
                signatureUses.append(use.range.lowerBound)
                edits.append(TextEdit(range: use.range, replacement: DeprecatedGestureTypeRule.replacements[use.name]!.name))
            }
            return !uses.isEmpty
        }
        func rewriteReads(of name: String, in body: NodeID) -> Bool {
            guard let reads = plainReads(of: name, in: body) else { return false }
            edits += reads.map { TextEdit(range: $0..<$0, replacement: "." + property) }
            return true
        }
        for id in gesture.callbacks where safe {
            let callback = model.callbacks[id]
            switch callback.body {
            case .closure(let closure):
                let parameters = Array(tree.children(closure)).filter { tree.kind($0) == .closureParameter }
                for (index, parameter) in parameters.enumerated() {
                    // An explicit `CGFloat` would no longer match the new value type.
                    if let typeNode = tree.firstChild(parameter, ofKind: .type), !renameTypes(in: typeNode), index == 0 {
                        safe = false
                    }
                }
                let value = parameters.first.flatMap { tree.name($0, in: file) } ?? "$0"
                if value != "_", !rewriteReads(of: value, in: closure) { safe = false }
            case .function(let name, let declaration):
                // `.onChanged(zoomChanged)` with a same-file `func zoomChanged(_ value: MagnificationGesture.Value)`
                // referenced nowhere else, so rewriting its signature cannot break another caller.
                guard let declaration, declaration.site.file === file, let body = declaration.body,
                      references(to: name) == 1,
                      let clause = tree.firstChild(declaration.site.node, ofKind: .parameterClause),
                      let parameter = tree.children(clause).first(where: { tree.kind($0) == .parameter }),
                      let typeNode = tree.firstChild(parameter, ofKind: .type), renameTypes(in: typeNode),
                      let value = tree.name(parameter, in: file) else {
                    safe = false
                    break
                }
                if value != "_", !rewriteReads(of: value, in: body) { safe = false }
            case .unknown:
                safe = false
            }
        }
        return Plan(edits: safe ? edits : nil, signatureUses: signatureUses)
    }

    /// The deprecated type names in a type span.
    private func deprecatedNames(in typeNode: NodeID) -> [(name: String, range: Range<Int>)] {
        let span = tree[typeNode]
        var result: [(String, Range<Int>)] = []
        for token in Int(span.firstToken)..<Int(span.endToken) where tree.tokens[token].kind == .identifier {
            let range = tree.tokens[token].range
            let text = file.text(range)
            if DeprecatedGestureTypeRule.replacements[text] != nil { result.append((text, range)) }
        }
        return result
    }

    /// The property, `let` or function whose whole value is the expression `node`.
    private func holderName(of node: NodeID) -> String? {
        var current = node
        for ancestor in tree.ancestors(node) {
            switch tree.kind(ancestor) {
            case .call, .memberAccess, .postfixIfConfig, .ifConfigClause, .returnStmt:
                current = ancestor
                continue
            case .patternBinding:
                return tree.name(ancestor, in: file)
            case .codeBlock:
                // A getter or function whose body is this one expression (or returns it).
                guard tree.statements(of: ancestor).count == 1 || tree.kind(current) == .returnStmt,
                      let owner = tree.parent(ancestor) else { return nil }
                switch tree.kind(owner) {
                case .patternBinding, .functionDecl: return tree.name(owner, in: file)
                case .accessor: return tree.parent(owner).flatMap { tree.name($0, in: file) }
                default: return nil
                }
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether a name is used as a gesture somewhere else in the file: extended (`pinch.onEnded`)
    /// or composed (`pinch.simultaneously(with:)`, `SimultaneousGesture(pinch, twist)`).
    private func isExtendedElsewhere(_ name: String) -> Bool {
        for index in tree.nodes.indices {
            let node = NodeID(index)
            guard tree.kind(node) == .identifier, tree.name(node, in: file) == name, let parent = tree.parent(node) else { continue }
            if tree.kind(parent) == .memberAccess, tree.child(parent, 0) == node { return true }
            if tree.kind(parent) == .argument, let call = tree.parent(parent), tree.kind(call) == .call,
               let callee = tree.child(call, 0), let calleeName = tree.name(callee, in: file),
               Self.compositions.contains(calleeName) {
                return true
            }
        }
        return false
    }

    /// References to a function name: `name` and `self.name`.
    private func references(to name: String) -> Int {
        var count = 0
        for index in tree.nodes.indices {
            let node = NodeID(index)
            switch tree.kind(node) {
            case .identifier:
                if tree.name(node, in: file) == name { count += 1 }
            case .memberAccess:
                if tree.name(node, in: file) == name, let base = tree.base(of: node), tree.kind(base) == .identifier,
                   tree.nameIs(base, "self", in: file) { count += 1 }
            default:
                continue
            }
        }
        return count
    }

    /// The end offsets of every read of `name` in `body` when each is a plain read of the value;
    /// nil when one is anything else (a member access, a call, an assignment target, `&`, a
    /// shadowing declaration or closure parameter).
    private func plainReads(of name: String, in body: NodeID) -> [Int]? {
        var reads: [Int] = []
        var plain = true
        tree.walk(body) { node in
            guard plain else { return false }
            switch tree.kind(node) {
            case .closure where node != body:
                // A nested closure's `$0` is its own; one that rebinds the name hides the value.
                if name == "$0" { return false }
                if tree.children(node).contains(where: { tree.kind($0) == .closureParameter && tree.name($0, in: file) == name }) {
                    plain = false
                }
                return plain
            case .patternBinding, .condition:
                if tree.name(node, in: file) == name { plain = false }
                return plain
            case .identifier:
                guard tree.name(node, in: file) == name else { return true }
                if let parent = tree.parent(node) {
                    switch tree.kind(parent) {
                    case .memberAccess, .call, .subscriptCall, .optionalChain, .forceUnwrap, .postfixOperator:
                        if tree.child(parent, 0) == node { plain = false }
                    case .prefixOperator:
                        if tree.nameIs(parent, "&", in: file) { plain = false }
                    case .sequence:
                        let parts = Array(tree.children(parent))
                        if let position = parts.firstIndex(of: node), position + 1 < parts.count,
                           tree.kind(parts[position + 1]) == .binaryOperator,
                           let op = tree.name(parts[position + 1], in: file), Self.assignmentOperators.contains(op) {
                            plain = false
                        }
                    default:
                        break
                    }
                }
                if plain { reads.append(tree.range(node).upperBound) }
                return false
            default:
                return true
            }
        }
        return plain ? reads : nil
    }
}
