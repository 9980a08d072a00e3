/// A growable run of plain values in memory of its own, for the tree the parser is building
/// (`Parser.nodes`, `Parser.childList`): appends and element writes go straight to the memory, with
/// none of an `Array`'s uniqueness checks (three per finished node, and a generic
/// `append(contentsOf:)` call for its children). The parse copies the finished runs into the
/// tree's arrays once, at the end (`makeArray()`).
///
/// Like `NodeStack`, a copy of the parser (the read-only lookaheads) shares the memory: such a copy
/// must not append, since growing frees the old memory.
struct GrowingBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    var capacityBytes: Int { capacity * MemoryLayout<Element>.stride }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        if count + elements.count > capacity { grow(toAtLeast: count + elements.count) }
        var index = 0
        while index < elements.count {
            (base + count + index).initialize(to: elements[index])
            index += 1
        }
        count += elements.count
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "GrowingBuffer index out of range")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            precondition(index >= 0 && index < count, "GrowingBuffer index out of range")
            return base + index
        }
    }

    /// Empties the buffer, keeping its memory.
    mutating func removeAll() { count = 0 }

    /// Drops the last `k` elements, keeping the memory.
    @inline(__always)
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "GrowingBuffer has fewer elements")
        count -= k
    }

    /// Elements `start ..< count`, valid until the next append.
    @inline(__always)
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        precondition(start >= 0 && start <= count, "GrowingBuffer start out of range")
        return UnsafeBufferPointer(start: base + start, count: count - start)
    }

    func makeArray() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// `array` made to hold exactly these elements, in its own storage when that is unshared and
    /// large enough (no allocation, memory a thread wrote recently).
    func copy(into array: inout [Element]) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(toAtLeast needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        storage.moveInitialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = larger
    }
}
