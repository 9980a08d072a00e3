/// A growable array of plain values for the lexer's tokens and string nesting. A Swift Array was
/// slower twice over: every append checked uniqueness (a tenth of tokenizing time), and when the
/// optimiser kept the nesting stack's buffer retained across a call, each push copied the whole
/// stack, which made 80,000 nested interpolations quadratic. This buffer is never shared.
struct LexerBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always) var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always) subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    @inline(__always) mutating func removeLast() { count -= 1 }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    func makeArray() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The elements are plain values, so the memory needs no deinitialisation.
    func deallocate() { base.deallocate() }
}
