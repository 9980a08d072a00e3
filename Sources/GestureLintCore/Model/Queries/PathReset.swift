/// "Lasting or transient": does a gesture's `.onEnded` put a property back on every path through
/// it (if/else, switch, guard, early return)? Shared by the rules that tell a hand-written
/// `@GestureState` (state_should_be_gesture_state) or a gesture that changes nothing that lasts
/// (gesture_accessibility) from one whose result outlives the gesture.
extension GestureModel {
    /// Constants a transient gesture value is put back to.
    public static let zeroLikeResets: Set<String> = [
        ".zero", "0", "0.0", "nil", "false", "Angle.zero", "CGSize.zero", "CGPoint.zero", "CGFloat.zero",
        "CGFloat(0)", "Angle(degrees:0)", "Angle(radians:0)", ".degrees(0)", ".radians(0)", ".identity",
    ]

    /// Whether a plain assignment puts its property back: to its declared initial value (also the
    /// same number spelled otherwise), to a
    /// zero-like constant (`.zero`, `0`, `nil`, `false`, `CGSize.zero`, `.identity`), or to `1` for
    /// a scale-like property (`scale`, `zoom`, `magnification`, `pinch`).
    public func isReset(_ write: PropertyWrite) -> Bool {
        guard write.assignmentOperator == "=", let value = write.value else { return false }
        let text = compactText(value)
        if let initial = write.target.declaration?.initialValue {
            let initialText = initial.filter { !$0.isWhitespace }
            if text == initialText { return true }
            // (fix5) The same number spelled another way: `-1` for `= -1.0`, `1.0` for `= 1`.
            if Self.isNumberLiteral(text), Self.isNumberLiteral(initialText), let number = Double(text),
               let initialNumber = Double(initialText), number == initialNumber { return true }
        }
        if Self.zeroLikeResets.contains(text) { return true }
        if text == "1" || text == "1.0" {
            let lower = write.target.root.lowercased()
            return ["scale", "zoom", "magnification", "pinch"].contains { lower.contains($0) }
        }
        return false
    }

    /// A decimal number literal, maybe negative (`-1`, `0.5`): not a name `Double` also reads (`inf`, `nan`).
    static func isNumberLiteral(_ text: String) -> Bool {
        let bytes = Array(text.utf8.drop { $0 == UInt8(ascii: "-") })
        guard let first = bytes.first, first >= 48, first <= 57 else { return false }
        return bytes.allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: ".") }
    }

    /// Whether a plain assignment writes the property's declared initial value (`isOn = false` for
    /// `@State var isOn = false`): it does not set the property to anything new.
    public func assignsInitialValue(_ write: PropertyWrite) -> Bool {
        guard write.assignmentOperator == "=", let value = write.value,
              let initial = write.target.declaration?.initialValue else { return false }
        return compactText(value) == initial.filter { !$0.isWhitespace }
    }

    /// Whether every path through `body` (a closure or code block) runs a statement that
    /// `resets` accepts before it ends: both arms of an `if`/`else`, every `case` of a `switch`,
    /// the `else` of a `guard` when it returns, and no `return`/`throw` before the reset. Writes
    /// inside deferred closures (`asyncAfter`, `Task`) do not count: they happen later; the body of
    /// a `withAnimation { }` runs at once and does. Statements are judged by the writes the model
    /// collected for them (`writes`, usually a callback's), so the test is linear in the body.
    public func resetsOnEveryPath(_ body: NodeID, writes: [PropertyWrite], resets: (PropertyWrite) -> Bool) -> Bool {
        var resetting: Set<NodeID> = []
        for write in writes where resets(write) && !isDeferred(write.node, within: body) { resetting.insert(write.node) }
        guard !resetting.isEmpty else { return false }
        var walker = PathWalker(model: self, resetting: resetting)
        return walker.outcomes(ofStatements: statements(in: body)) == [.reset]
    }

    /// Whether every path through `body` runs one of `nodes` (statements or expressions in it, such
    /// as calls) before it ends, by the same walk as `resetsOnEveryPath`. Nodes inside deferred
    /// closures (`asyncAfter`, `Task`) do not count.
    public func runsOnEveryPath(_ body: NodeID, nodes: [NodeID]) -> Bool {
        let running = Set(nodes.filter { !isDeferred($0, within: body) })
        guard !running.isEmpty else { return false }
        var walker = PathWalker(model: self, resetting: running)
        return walker.outcomes(ofStatements: statements(in: body)) == [.reset]
    }

    /// Whether a gesture's `.onEnded` puts the property back on every path (the last `.onEnded` of
    /// the gesture, whose code the model can see). `matches` picks the property's writes.
    public func endResetsOnEveryPath(_ gesture: Int, matches: (PropertyAccess) -> Bool) -> Bool {
        guard let ended = callbacks(of: gesture).last(where: { $0.kind == .onEnded }), let body = body(of: ended) else {
            return false
        }
        return resetsOnEveryPath(body, writes: ended.writes) { matches($0.target) && isReset($0) }
    }
}

/// How a path through a statement list can end.
enum PathOutcome: Hashable {
    /// A resetting statement ran.
    case reset
    /// The path left the body (`return`, `throw`) without one.
    case exit
    /// The path runs on to the next statement.
    case next
}

/// Follows statement lists of one body, combining the outcomes of branches.
struct PathWalker {
    let model: GestureModel
    let resetting: Set<NodeID>
    private var budget = 10_000

    init(model: GestureModel, resetting: Set<NodeID>) {
        self.model = model
        self.resetting = resetting
    }

    mutating func outcomes(ofStatements statements: [NodeID]) -> Set<PathOutcome> {
        var result: Set<PathOutcome> = []
        for statement in statements {
            let outcome = outcomes(of: statement)
            result.formUnion(outcome.subtracting([.next]))
            if !outcome.contains(.next) { return result }
        }
        result.insert(.next)
        return result
    }

    private mutating func outcomes(of statement: NodeID) -> Set<PathOutcome> {
        budget -= 1
        guard budget > 0 else { return [.next] }
        let tree = model.tree
        if containsReset(statement), !isBranching(tree.kind(statement)) { return [.reset] }
        switch tree.kind(statement) {
        case .returnStmt, .throwStmt:
            return [.exit]
        case .ifStmt:
            var result: Set<PathOutcome> = []
            var hasElse = false
            for child in tree.children(statement) {
                switch tree.kind(child) {
                case .codeBlock:
                    if tree[child].flags.contains(.elseBranch) { hasElse = true }
                    result.formUnion(outcomes(ofStatements: tree.statements(of: child)))
                case .ifStmt:
                    hasElse = true
                    result.formUnion(outcomes(of: child))
                default:
                    continue
                }
            }
            if !hasElse { result.insert(.next) }
            return result
        case .guardStmt:
            var result: Set<PathOutcome> = [.next]
            if let block = tree.children(statement).first(where: { tree.kind($0) == .codeBlock }) {
                result.formUnion(outcomes(ofStatements: tree.statements(of: block)).subtracting([.next]))
            }
            return result
        case .switchStmt:
            var result: Set<PathOutcome> = []
            var cases = 0
            for child in switchCases(of: statement) {
                cases += 1
                let body = tree.children(child).filter { tree.kind($0) != .casePattern }
                result.formUnion(outcomes(ofStatements: Array(body)))
            }
            // A switch is exhaustive (the compiler says so), with or without `default`; an empty one falls through.
            if cases == 0 { result.insert(.next) }
            return result
        case .doStmt:
            guard let block = tree.children(statement).first(where: { tree.kind($0) == .codeBlock }) else { return [.next] }
            var result = outcomes(ofStatements: tree.statements(of: block))
            // A `catch` may run instead of the rest of the block.
            if tree.children(statement).contains(where: { tree.kind($0) == .catchClause }) { result.insert(.next) }
            return result
        case .controlTransfer:
            // `break` leaves a switch case (or a loop): the statements after the switch still run.
            return [.next]
        default:
            return [.next]
        }
    }

    private func isBranching(_ kind: SyntaxKind) -> Bool {
        kind == .ifStmt || kind == .guardStmt || kind == .switchStmt || kind == .doStmt
            || kind == .forStmt || kind == .whileStmt || kind == .repeatStmt
    }

    /// The statement is a resetting write or holds one outside nested branches (`withAnimation { x = 0 }`).
    private func containsReset(_ statement: NodeID) -> Bool {
        if resetting.contains(statement) { return true }
        let tree = model.tree
        guard !isBranching(tree.kind(statement)) else { return false }
        let range = tree.range(statement)
        for node in resetting where range.contains(tree.range(node).lowerBound) {
            // Only when no branch or loop lies between the statement and the write.
            var current = node
            var plain = true
            while let parent = tree.parent(current), current != statement {
                if isBranching(tree.kind(parent)) { plain = false; break }
                current = parent
            }
            if plain { return true }
        }
        return false
    }

    private func switchCases(of statement: NodeID) -> [NodeID] {
        let tree = model.tree
        var result: [NodeID] = []
        for child in tree.children(statement) {
            if tree.kind(child) == .switchCase { result.append(child) }
            if tree.kind(child) == .ifConfig {
                for clause in tree.children(child) {
                    result.append(contentsOf: tree.children(clause).filter { tree.kind($0) == .switchCase })
                }
            }
        }
        return result
    }
}
