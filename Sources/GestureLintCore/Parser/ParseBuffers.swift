/// Storage that one thread reuses for the files it parses one after another: the parser's
/// per-token tables, its stack of finished nodes, and the buffers the tree is built in.
///
/// Allocating those afresh for every file put a parse's writes on new memory. Nothing here is
/// shared with a finished tree: the parse copies the tree's nodes and children out into arrays of
/// their own (`GrowingBuffer.makeArray()`), so a tree stays valid whatever the next parse does.
/// A transient tree (`SwiftParser.withTransientTree`) is copied into the arrays of the one before
/// (value semantics keep that safe: arrays still referenced elsewhere are not written).
///
/// Not thread-safe: one instance per thread (`concurrentMap(_:jobs:state:_:)`).
final class ParseBuffers {
    /// Past this many bytes an array is freed rather than kept (a huge generated file should not
    /// hold its memory for the rest of the run).
    static let keptBytesLimit = 8 << 20

    /// The parser's tables, lent to one parse at a time (`take(count:)` / `give(_:)`).
    private var tables: ParserTables?
    private var stack: NodeStack?
    private var treeNodes: GrowingBuffer<SyntaxTree.Node>?
    private var treeChildren: GrowingBuffer<Int32>?
    /// The arrays of the last transient tree (`SwiftParser.withTransientTree`), for the next one.
    private var transientNodes: [SyntaxTree.Node] = []
    private var transientChildren: [Int32] = []

    init() {}

    deinit {
        tables?.deallocate()
        stack?.deallocate()
        treeNodes?.deallocate()
        treeChildren?.deallocate()
    }

    /// Tables for `count` significant tokens: the kept ones when large enough, else new ones.
    func takeTables(count: Int) -> ParserTables {
        if let kept = tables {
            tables = nil
            if kept.capacity >= count { return kept }
            kept.deallocate()
        }
        return ParserTables(capacity: count)
    }

    func giveTables(_ given: ParserTables) {
        if given.capacity * ParserTables.bytesPerEntry > ParseBuffers.keptBytesLimit || tables != nil {
            given.deallocate()
        } else {
            tables = given
        }
    }

    func takeStack() -> NodeStack {
        if let kept = stack {
            stack = nil
            return kept
        }
        return NodeStack(capacity: 256)
    }

    func giveStack(_ given: NodeStack) {
        var given = given
        given.removeAll()
        if stack != nil || given.capacityBytes > ParseBuffers.keptBytesLimit { given.deallocate() } else { stack = given }
    }

    /// The buffers a tree is built in (empty, with the memory of earlier trees), or nil when the
    /// last parse did not give them back.
    func takeTreeBuffers() -> (nodes: GrowingBuffer<SyntaxTree.Node>, childList: GrowingBuffer<Int32>)? {
        guard let nodes = treeNodes, let childList = treeChildren else { return nil }
        treeNodes = nil
        treeChildren = nil
        return (nodes, childList)
    }

    /// The arrays a transient tree is copied into (empty, or those of the last one given back).
    func takeTransientArrays() -> (nodes: [SyntaxTree.Node], childList: [Int32]) {
        defer {
            transientNodes = []
            transientChildren = []
        }
        return (transientNodes, transientChildren)
    }

    /// Keeps a dropped transient tree's arrays (unless large) for the next transient tree.
    func giveTransientArrays(_ nodes: [SyntaxTree.Node], _ childList: [Int32]) {
        let bytes = nodes.capacity * MemoryLayout<SyntaxTree.Node>.stride + childList.capacity * MemoryLayout<Int32>.stride
        guard bytes <= ParseBuffers.keptBytesLimit else { return }
        transientNodes = nodes
        transientChildren = childList
    }

    func giveTreeBuffers(_ nodes: GrowingBuffer<SyntaxTree.Node>, _ childList: GrowingBuffer<Int32>) {
        var nodes = nodes
        var childList = childList
        guard treeNodes == nil, treeChildren == nil,
              nodes.capacityBytes + childList.capacityBytes <= ParseBuffers.keptBytesLimit else {
            nodes.deallocate()
            childList.deallocate()
            return
        }
        nodes.removeAll()
        childList.removeAll()
        treeNodes = nodes
        treeChildren = childList
    }
}

/// The parser's per-significant-token tables (raw buffers: read on every step without bounds
/// checks or reference counting), owned by one parse or kept by `ParseBuffers` between parses.
struct ParserTables {
    static let bytesPerEntry = MemoryLayout<Int32>.stride + MemoryLayout<TokenKind>.stride
        + MemoryLayout<Word>.stride + MemoryLayout<Bool>.stride

    let capacity: Int
    /// Full-token index of each significant token.
    let significant: UnsafeMutableBufferPointer<Int32>
    let kinds: UnsafeMutableBufferPointer<TokenKind>
    let words: UnsafeMutableBufferPointer<Word>
    /// Whether a line break precedes each significant token.
    let startsLine: UnsafeMutableBufferPointer<Bool>

    init(capacity requested: Int) {
        capacity = max(1, requested)
        significant = .allocate(capacity: capacity)
        kinds = .allocate(capacity: capacity)
        words = .allocate(capacity: capacity)
        startsLine = .allocate(capacity: capacity)
    }

    func deallocate() {
        significant.deallocate()
        kinds.deallocate()
        words.deallocate()
        startsLine.deallocate()
    }
}
