/// The parser's stack of finished child nodes (`Parser.scratch`): node ids pushed as each child is
/// finished and taken off, as one run, by the node that owns them (`Parser.finish`).
///
/// A raw buffer owned by one parse (allocated with the parser's tables, freed by
/// `deallocate()`), not an `[Int32]`: every node pushed and popped went through the array's
/// uniqueness check, and `removeLast(_:)` through the generic `replaceSubrange`. A copy of the
/// parser (the read-only lookaheads, `var copy = self`) shares the buffer; such a copy must not
/// push, since growing frees the old buffer (none does: they only move the cursor).
struct NodeStack {
    private var storage: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    func deallocate() { storage.deallocate() }

    /// Empties the stack, keeping its storage (`ParseBuffers` lends it to the next parse).
    mutating func removeAll() { count = 0 }

    var capacityBytes: Int { capacity * MemoryLayout<Int32>.stride }

    @inline(__always)
    mutating func append(_ id: Int32) {
        if count == capacity { grow() }
        storage[count] = id
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
        larger.initialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    @inline(__always)
    subscript(index: Int) -> Int32 {
        precondition(index >= 0 && index < count, "NodeStack index out of range")
        return storage[index]
    }

    @inline(__always) @discardableResult
    mutating func removeLast() -> Int32 {
        precondition(count > 0, "NodeStack is empty")
        count -= 1
        return storage[count]
    }

    @inline(__always)
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "NodeStack has fewer entries")
        count -= k
    }

    /// Entries `mark ..< count`, valid until the next push.
    @inline(__always)
    func entries(from mark: Int) -> UnsafeBufferPointer<Int32> {
        precondition(mark >= 0 && mark <= count, "NodeStack mark out of range")
        return UnsafeBufferPointer(start: storage + mark, count: count - mark)
    }
}
