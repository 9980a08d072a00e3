/// A file's syntax tree: flat arrays indexed by `NodeID`, built bottom-up by the parser
/// (children always have smaller ids than their parent; the root is the last node).
public struct SyntaxTree: Sendable {
    public struct Node: Sendable, BitwiseCopyable {
        public var kind: SyntaxKind
        public var flags: SyntaxFlags
        /// Index into the file's full token array of the node's first token.
        public var firstToken: Int32
        /// Index one past the node's last token (trivia inside the node included).
        public var endToken: Int32
        /// The node's naming token (declaration name, member name, label, operator) or -1.
        public var nameToken: Int32
        /// The introducing keyword (`struct`, `let`, `case`, `#available` ...) or -1.
        public var keywordToken: Int32
        var childStart: Int32
        var childCount: Int32
        public internal(set) var parent: Int32
    }

    public internal(set) var nodes: [Node] = []
    var childList: [Int32] = []
    public let tokens: [Token]
    /// The parse errors: each skipped region, as a byte range and a message.
    public internal(set) var errors: [ParseError] = []

    init(tokens: [Token]) { self.tokens = tokens }

    public var root: NodeID { NodeID(nodes.count - 1) }

    public subscript(id: NodeID) -> Node { nodes[id.index] }

    public func kind(_ id: NodeID) -> SyntaxKind { nodes[id.index].kind }

    public func children(_ id: NodeID) -> LazyMapSequence<ArraySlice<Int32>, NodeID> {
        let node = nodes[id.index]
        let start = Int(node.childStart)
        return childList[start..<start + Int(node.childCount)].lazy.map { NodeID(Int($0)) }
    }

    public func childCount(_ id: NodeID) -> Int { Int(nodes[id.index].childCount) }

    public func child(_ id: NodeID, _ position: Int) -> NodeID? {
        let node = nodes[id.index]
        guard position >= 0, position < Int(node.childCount) else { return nil }
        return NodeID(Int(childList[Int(node.childStart) + position]))
    }

    public func firstChild(_ id: NodeID, ofKind kind: SyntaxKind) -> NodeID? {
        // An index loop: `children(id).first { ... }` over the lazy map retained and released the
        // child list per call (the declaration collector calls this for every declaration).
        let node = nodes[id.index]
        var position = Int(node.childStart)
        let end = position + Int(node.childCount)
        while position < end {
            let child = Int(childList[position])
            if nodes[child].kind == kind { return NodeID(child) }
            position += 1
        }
        return nil
    }

    public func parent(_ id: NodeID) -> NodeID? {
        let parent = nodes[id.index].parent
        return parent < 0 ? nil : NodeID(Int(parent))
    }

    /// Ancestors from the parent up to the root.
    public func ancestors(_ id: NodeID) -> UnfoldSequence<NodeID, NodeID> {
        sequence(state: id) { current in
            guard let parent = parent(current) else { return nil }
            current = parent
            return parent
        }
    }

    /// Byte range from the first token's start to the last token's end.
    public func range(_ id: NodeID) -> Range<Int> {
        let node = nodes[id.index]
        let first = Int(node.firstToken)
        let end = Int(node.endToken)
        guard first < tokens.count else { return 0..<0 }
        guard end > first else { return Int(tokens[first].start)..<Int(tokens[first].start) }
        return Int(tokens[first].start)..<Int(tokens[end - 1].end)
    }

    public func nameToken(_ id: NodeID) -> Token? {
        let index = nodes[id.index].nameToken
        return index < 0 ? nil : tokens[Int(index)]
    }

    public func nameRange(_ id: NodeID) -> Range<Int>? { nameToken(id)?.range }

    public func keywordToken(_ id: NodeID) -> Token? {
        let index = nodes[id.index].keywordToken
        return index < 0 ? nil : tokens[Int(index)]
    }

    /// Every node below `id` (not `id` itself), depth first, in source order.
    public func descendants(_ id: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var stack: [Int32] = []
        pushChildrenReversed(of: id.index, onto: &stack)
        while let next = stack.popLast() {
            result.append(NodeID(Int(next)))
            pushChildrenReversed(of: Int(next), onto: &stack)
        }
        return result
    }

    /// Visits `id` and its descendants in source order; `visit` returns false to skip a subtree.
    public func walk(_ id: NodeID, _ visit: (NodeID) -> Bool) {
        var stack: [Int32] = [Int32(id.index)]
        while let next = stack.popLast() {
            if visit(NodeID(Int(next))) { pushChildrenReversed(of: Int(next), onto: &stack) }
        }
    }

    /// Pushes a node's children last-first, so popping yields them in source order. A plain index
    /// loop: `append(contentsOf: children(x).reversed())` over the lazy map retains and releases per call.
    @inline(__always)
    private func pushChildrenReversed(of index: Int, onto stack: inout [Int32]) {
        let node = nodes[index]
        let start = Int(node.childStart)
        var position = start + Int(node.childCount)
        while position > start {
            position -= 1
            stack.append(childList[position])
        }
    }

    /// The innermost node whose range contains `offset`.
    public func node(containing offset: Int) -> NodeID? {
        node(containing: offset, within: root)
    }

    /// The deepest node containing `offset`, looked for below `start` (which should contain it).
    /// Children are in source order, so each level is a binary search on their first tokens (a
    /// file of thousands of declarations costs a lookup their logarithm, not their number). A level
    /// where that finds no containing child is scanned in full, which answers as a plain scan
    /// would (the first child containing the offset) for children out of order too.
    public func node(containing offset: Int, within start: NodeID) -> NodeID? {
        var current = start
        outer: while true {
            let node = nodes[current.index]
            let first = Int(node.childStart)
            let end = first + Int(node.childCount)
            var low = first
            var high = end
            while low < high {
                let middle = (low + high) / 2
                if range(NodeID(Int(childList[middle]))).lowerBound <= offset { low = middle + 1 } else { high = middle }
            }
            if low > first {
                let candidate = NodeID(Int(childList[low - 1]))
                if range(candidate).contains(offset) {
                    current = candidate
                    continue outer
                }
            }
            for position in first..<end where range(NodeID(Int(childList[position]))).contains(offset) {
                current = NodeID(Int(childList[position]))
                continue outer
            }
            return current
        }
    }
}

/// A node's position in its `SyntaxTree`.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// A region the parser could not understand and skipped.
public struct ParseError: Hashable, Sendable {
    public var range: Range<Int>
    public var message: String
}
