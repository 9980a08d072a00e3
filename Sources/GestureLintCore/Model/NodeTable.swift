/// Node → a small non-negative number (a chain id), as one flat array over the file's nodes instead
/// of a dictionary: the model records a chain for nearly every statement-level expression of a
/// gesture file, and hashing each node showed in profiles. The array is made on the first store,
/// so a model with no chains allocates nothing.
struct NodeTable: Sendable {
    private var values: [Int32] = []
    private let nodeCount: Int

    init(nodeCount: Int) { self.nodeCount = nodeCount }

    subscript(node: NodeID) -> Int? {
        get {
            guard node.index >= 0, node.index < values.count else { return nil }
            let value = values[node.index]
            return value < 0 ? nil : Int(value)
        }
        set {
            if values.isEmpty { values = [Int32](repeating: -1, count: nodeCount) }
            values[node.index] = newValue.map { Int32($0) } ?? -1
        }
    }
}
