/// The parser's stack of finished child nodes (`Parser.scratch`): node ids pushed as each child is
/// finished and taken off, as one run, by the node that owns them (`Parser.finish`).
///
/// A raw buffer owned by one parse (a `GrowingBuffer`, lent by `ParseBuffers`, freed by
/// `deallocate()`), not an `[Int32]`: every node pushed and popped went through the array's
/// uniqueness check, and `removeLast(_:)` through the generic `replaceSubrange`. A copy of the
/// parser (the read-only lookaheads, `var copy = self`) shares the buffer; such a copy must not
/// push, since growing frees the old buffer (none does: they only move the cursor).
struct NodeStack {
    private var buffer: GrowingBuffer<Int32>

    init(capacity: Int) { buffer = GrowingBuffer(capacity: max(64, capacity)) }

    func deallocate() { buffer.deallocate() }

    /// Empties the stack, keeping its storage (`ParseBuffers` lends it to the next parse).
    mutating func removeAll() { buffer.removeAll() }

    var capacityBytes: Int { buffer.capacityBytes }

    var count: Int { buffer.count }

    @inline(__always)
    mutating func append(_ id: Int32) { buffer.append(id) }

    @inline(__always)
    subscript(index: Int) -> Int32 { buffer[index] }

    @inline(__always) @discardableResult
    mutating func removeLast() -> Int32 {
        precondition(count > 0, "NodeStack is empty")
        let last = buffer[count - 1]
        buffer.removeLast(1)
        return last
    }

    @inline(__always)
    mutating func removeLast(_ k: Int) { buffer.removeLast(k) }

    /// Entries `mark ..< count`, valid until the next push.
    @inline(__always)
    func entries(from mark: Int) -> UnsafeBufferPointer<Int32> { buffer.elements(from: mark) }
}
