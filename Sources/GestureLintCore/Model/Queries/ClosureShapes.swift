import Foundation

/// The shape of a callback's closure: its statements and parameters, plain assignments of
/// constants, `withAnimation` bodies, and whether a referenced action takes no argument.
extension GestureModel {
    /// A closure's statements (its parameters and capture list left out).
    public func closureStatements(_ closure: NodeID) -> [NodeID] {
        let tree = self.tree
        return tree.children(closure).filter {
            let kind = tree.kind($0)
            return kind != .closureParameter && kind != .captureList
        }
    }

    public func closureParameters(_ closure: NodeID) -> [String] {
        let tree = self.tree
        let file = self.file
        return tree.children(closure).filter { tree.kind($0) == .closureParameter }.compactMap { tree.name($0, in: file) }
    }

    /// A constant a property is put back to: `false`, `nil`, `0`, `.zero`, `CGSize.zero`.
    public func isConstant(_ node: NodeID) -> Bool {
        switch tree.kind(node) {
        case .literal: return true
        case .implicitMember: return tree.childCount(node) == 0
        case .memberAccess:
            guard let base = tree.child(node, 0), tree.kind(base) == .identifier,
                  let name = tree.name(base, in: file) else { return false }
            return NameStart.isUppercase(name)
        case .prefixOperator:
            return tree.child(node, 0).map { tree.kind($0) == .literal } ?? false
        default: return false
        }
    }

    /// The assignment a statement makes, when the statement is exactly `target = value`.
    public func assignment(_ statement: NodeID) -> (target: NodeID, value: NodeID)? {
        guard tree.kind(statement) == .sequence else { return nil }
        let parts = Array(tree.children(statement))
        guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator,
              tree.name(parts[1], in: file) == "=" else { return nil }
        return (parts[0], parts[2])
    }

    /// `withAnimation(...) { ... }`: its closure.
    public func withAnimationClosure(_ statement: NodeID) -> NodeID? {
        guard tree.kind(statement) == .call, let callee = tree.child(statement, 0),
              tree.kind(callee) == .identifier, tree.name(callee, in: file) == "withAnimation" else { return nil }
        for argument in tree.arguments(of: statement) {
            if let value = tree.value(of: argument), tree.kind(value) == .closure { return value }
        }
        return nil
    }

    /// The declared type of a function parameter visible at `node` (`action: @escaping () -> Void`).
    public func parameterType(named name: String, at node: NodeID) -> String? {
        for ancestor in tree.ancestors(node) {
            let kind = tree.kind(ancestor)
            guard kind == .functionDecl || kind == .closure else { continue }
            for clause in tree.children(ancestor) where tree.kind(clause) == .parameterClause {
                for parameter in tree.children(clause) where tree.kind(parameter) == .parameter {
                    guard tree.name(parameter, in: file) == name else { continue }
                    let tree = self.tree
                    return tree.children(parameter).first { tree.kind($0) == .type }.map { self.text($0) } ?? ""
                }
            }
            if kind == .closure, closureParameters(ancestor).contains(name) { return "" }
        }
        return nil
    }

    /// Whether a referenced action (`perform: openPreview`, `perform: action`) takes no argument:
    /// a function without parameters, or a property/parameter typed `() -> Void`.
    public func isArgumentlessAction(_ callback: GestureCallback, at node: NodeID) -> Bool {
        guard case .function(let name, let declaration) = callback.body else { return false }
        if let declaration { return declaration.parameterNames.isEmpty }
        let written = parameterType(named: name, at: node) ?? property(named: name, at: node)?.typeText ?? ""
        let compact = written.filter { !$0.isWhitespace }
        return compact.contains("()->Void") || compact.contains("()->()")
    }
}
