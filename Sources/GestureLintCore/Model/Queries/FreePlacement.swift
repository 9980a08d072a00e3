/// A drag that only places the view (or a point it draws) where the finger takes it: every write
/// of its callbacks goes, unconditionally, to the view's own geometry (`@State` of type `CGPoint`
/// or `CGSize`, its `.x`/`.y`/`.width`/`.height`, or such a property of a model the view creates
/// itself), with no call besides geometry arithmetic and `withAnimation`; and that geometry is
/// read only to lay out or draw (`.offset`, `.position`, `Path` points), never to decide
/// anything. The position it leaves is no value or action a non-visual user could want.
extension GestureModel {
    /// Calls a free placement may make: geometry constructors, arithmetic, animation wrappers.
    static let placementCalls: Set<String> = [
        "withAnimation", "CGPoint", "CGSize", "CGFloat", "Double", "init", "min", "max", "abs", "sqrt", "pow", "hypot",
        "spring", "interactiveSpring", "snappy", "bouncy", "smooth", "interpolatingSpring", "easeInOut", "easeIn",
        "easeOut", "linear",
    ]

    static let geometryComponents: Set<String> = ["x", "y", "width", "height"]

    /// Statements and expressions that decide something: a free placement makes no decision.
    static let decidingKinds: Set<SyntaxKind> = [.ifStmt, .guardStmt, .switchStmt, .ternary, .whileStmt, .forStmt, .repeatStmt]

    /// Whether `gesture` (a drag, or a composition of drags) is a free placement (see above).
    /// `uses`: the deciding uses of each placed property, found once per file (`PlacementUses`).
    public func isFreePlacement(_ gesture: Int, uses: PlacementUses) -> Bool {
        var pending = [gesture]
        var bodies: [NodeID] = []
        var placed: [PropertyDeclaration] = []
        var wrote = false
        while let next = pending.popLast() {
            let value = gestures[next]
            pending.append(contentsOf: value.components)
            if value.components.isEmpty, value.type != .drag { return false }
            for callback in callbacks(of: next) {
                switch callback.kind {
                case .updating: continue
                case .onChanged, .onEnded: break
                default: return false
                }
                guard case .closure(let closure) = callback.body else { return false }
                bodies.append(closure)
                for node in tree.descendants(closure) {
                    let kind = tree.kind(node)
                    if Self.decidingKinds.contains(kind) { return false }
                    if kind == .call, !(calleeName(node).map(Self.placementCalls.contains) ?? false) { return false }
                }
                for write in callback.writes {
                    guard !write.isMutatingCall, !write.isConditional, let declaration = placedGeometry(write.target)
                    else { return false }
                    placed.append(declaration)
                    wrote = true
                }
            }
        }
        guard wrote else { return false }
        // A use that decides inside the gesture's own callbacks cannot exist (they make no
        // decision); any other one makes the place matter.
        let inside = bodies.map { tree.range($0) }
        for declaration in placed {
            guard let deciding = uses.decidingUses(of: declaration, model: self) else { return false }
            if !deciding.allSatisfy({ offset in inside.contains { $0.contains(offset) } }) { return false }
        }
        return true
    }

    /// The declaration whose value the write places: the view's own `@State` `CGPoint`/`CGSize`
    /// (`offset`, `offset.x`), or a `CGPoint`/`CGSize` member of a model the view creates itself
    /// (`@StateObject private var points = Points()`: `points.start`, `points.start.y`). Nil for
    /// anything else (a `@Binding`, an injected model, a number, a flag).
    private func placedGeometry(_ target: PropertyAccess) -> PropertyDeclaration? {
        guard let root = target.declaration else { return nil }
        let components = target.path.split(separator: ".").map(String.init)
        switch root.wrapper {
        case .state?:
            guard components.count <= 2, Self.isGeometry(root),
                  components.count == 1 || Self.geometryComponents.contains(components[1]) else { return nil }
            return root
        case .stateObject?, .observedObject?:
            // Created here (`= Points(...)`), not handed in: the view owns it.
            guard components.count == 2 || components.count == 3,
                  let initial = root.initialValueNode, tree.kind(initial) == .call,
                  let member = target.memberDeclaration ?? createdMember(components[1], initial: initial, owner: root.ownerType),
                  member.wrapper == nil || member.wrapper == .published,
                  !member.isComputed, Self.isGeometry(member),
                  components.count == 2 || Self.geometryComponents.contains(components[2]) else { return nil }
            return member
        default:
            return nil
        }
    }

    /// `points.start` where `points` is initialised with `Points(...)` and has no type annotation:
    /// `start` of `Points` (also of a type nested in the view, `Owner.Points`).
    private func createdMember(_ name: String, initial: NodeID, owner: String?) -> PropertyDeclaration? {
        guard let callee = tree.child(initial, 0), tree.kind(callee) == .identifier,
              let type = tree.name(callee, in: file) else { return nil }
        if let owner, let nested = project.property(name, in: owner + "." + type) { return nested }
        return project.property(name, in: type)
    }

    /// Declared `CGPoint`/`CGSize`, or initialised with one (`= CGSize.zero`, `= CGPoint(x: 0, y: 0)`).
    static func isGeometry(_ declaration: PropertyDeclaration) -> Bool {
        if let type = declaration.typeText {
            let compact = type.filter { !$0.isWhitespace }
            return compact == "CGPoint" || compact == "CGSize"
        }
        guard let initial = declaration.initialValue else { return false }
        return ["CGPoint(", "CGPoint.", "CGSize(", "CGSize."].contains { initial.hasPrefix($0) }
    }

    static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "&&", "||", "~="]

    /// Whether the expression at `node` takes part in a decision, up to its statement: an
    /// `if`/`guard`/`while` condition, a comparison, the condition of `?:`, a `switch` subject, or
    /// the value `.onChange(of:)`/`.onReceive`/`.task(id:)` watches.
    static func decides(_ node: NodeID, tree: SyntaxTree, file: SourceFile) -> Bool {
        var current = node
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .codeBlock, .closure, .switchCase, .memberBlock, .sourceFile:
                return false
            case .condition:
                return true
            case .switchStmt:
                return tree.kind(current) != .switchCase
            case .sequence:
                let parts = Array(tree.children(parent))
                guard let index = parts.firstIndex(of: current) else { break }
                for (position, part) in parts.enumerated() {
                    switch tree.kind(part) {
                    case .binaryOperator:
                        if let name = tree.name(part, in: file), comparisonOperators.contains(name) { return true }
                    case .ternary:
                        if position > index { return true }
                    default: continue
                    }
                }
            case .argument:
                if let call = tree.parent(parent), tree.kind(call) == .call, let callee = tree.child(call, 0),
                   let name = tree.name(callee, in: file), ["onChange", "onReceive", "task"].contains(name) {
                    return true
                }
            default:
                break
            }
            current = parent
        }
        return false
    }
}

/// The uses of placed geometry that decide something, per property, for one file's rule run:
/// one walk of a file's tree indexes every name (this file's and a model's file), so
/// each property's uses are looked up, not searched for, however many drags place it.
public final class PlacementUses {
    private var nodesByFile: [ObjectIdentifier: [String: [NodeID]]] = [:]
    private var answers: [String: [Int]?] = [:]

    public init() {}

    /// The offsets of the property's uses in its type (in the linted file and in the file declaring
    /// it) that decide (`GestureModel.decides`); nil when it is handed on as a binding (`$offset`).
    /// In the linted file, a model member counts wherever it is read (through the view's model).
    func decidingUses(of property: PropertyDeclaration, model: GestureModel) -> [Int]? {
        let key = property.site.file.path + ":" + String(property.site.nameRange.lowerBound)
        if let known = answers[key] { return known }
        let answer = find(property, model: model)
        answers[key] = answer
        return answer
    }

    private func find(_ property: PropertyDeclaration, model: GestureModel) -> [Int]? {
        guard let owner = property.ownerType else { return nil }
        var analyses = [model.analysis]
        if property.site.file !== model.file, let declaring = model.project.analysis(of: property.site.file) {
            analyses.append(declaring)
        }
        var deciding: [Int] = []
        for analysis in analyses {
            let file = analysis.file
            let tree = analysis.tree
            let index = names(of: analysis)
            if index["$" + property.name] != nil { return nil }
            let local = file === model.file
            // The owner's own uses: in the linted file for the view's `@State`, in the model's
            // file for its member.
            let ownerRanges: [Range<Int>]? = local && property.wrapper != .state ? nil
                : model.project.declarationNodes(ofType: owner, in: file).map { tree.range($0) }
            for node in index[property.name] ?? [] {
                let offset = tree.range(node).lowerBound
                if let ownerRanges, !ownerRanges.contains(where: { $0.contains(offset) }) { continue }
                if GestureModel.decides(node, tree: tree, file: file) { deciding.append(offset) }
            }
        }
        return deciding
    }

    /// The file's names (`offset`, `$offset`) and the identifier and member-access nodes that use
    /// them, from one walk of its tree.
    private func names(of analysis: FileAnalysis) -> [String: [NodeID]] {
        let id = ObjectIdentifier(analysis.file)
        if let known = nodesByFile[id] { return known }
        var index: [String: [NodeID]] = [:]
        let tree = analysis.tree
        tree.walk(tree.root) { node in
            let kind = tree.kind(node)
            if kind == .identifier || kind == .memberAccess, let name = tree.name(node, in: analysis.file) {
                index[name, default: []].append(node)
            }
            return true
        }
        nodesByFile[id] = index
        return index
    }
}
