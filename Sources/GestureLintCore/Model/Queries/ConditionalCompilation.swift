import Foundation

/// Which `#if` clauses a modifier sits in, and whether two modifiers of one chain can both be
/// compiled.
extension GestureModel {
    /// The `#if` branches a node sits in below `limit`: (the `#if` node, the clause node) pairs.
    /// `limit` is an ancestor of `node` (a chain and one of its modifiers): of two ancestors the deeper
    /// has the lower index, so the clauses below `limit` are those with a lower index. The clauses
    /// come from a per-node table, not by walking the parents (linear in a long chain's depth).
    public func ifConfigBranches(of node: NodeID, below limit: NodeID) -> [(NodeID, NodeID)] {
        var result: [(NodeID, NodeID)] = []
        if node != limit, tree.kind(node) == .ifConfigClause, let parent = tree.parent(node) { result.append((parent, node)) }
        var current = node
        while let clause = ifConfigClause(around: current), clause < limit, let parent = tree.parent(clause) {
            result.append((parent, clause))
            current = clause
        }
        return result
    }

    /// Whether two modifiers of one chain can both be compiled (they do not sit in different
    /// branches of the same `#if`).
    public func compatible(_ a: Modifier, _ b: Modifier, in chain: ModifierChain) -> Bool {
        let first = ifConfigBranches(of: a.node, below: chain.node)
        let second = ifConfigBranches(of: b.node, below: chain.node)
        for (ifA, clauseA) in first { for (ifB, clauseB) in second where ifA == ifB && clauseA != clauseB { return false } }
        return true
    }
}
