/// A growable array of plain values for the lexer's tokens and string nesting. A Swift Array was
/// slower twice over: every append checked uniqueness (a tenth of tokenizing time), and when the
/// optimiser kept the nesting stack's buffer retained across a call, each push copied the whole
/// stack, which made 80,000 nested interpolations quadratic. This buffer is never shared.
///
/// It can start in memory it does not own (the uninitialised storage of the token array being
/// built, so tokens are written once and never copied); if that fills up, it moves to memory of
/// its own and `ownsStorage` becomes true.
struct LexerBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    private(set) var ownsStorage: Bool

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        ownsStorage = true
    }

    /// Appends into `storage` (its elements uninitialised) until it is full.
    init(borrowing storage: UnsafeMutableBufferPointer<Element>) {
        if let address = storage.baseAddress, storage.count > 0 {
            base = address
            capacity = storage.count
            ownsStorage = false
        } else {
            capacity = 16
            base = .allocate(capacity: capacity)
            ownsStorage = true
        }
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
        if ownsStorage { base.deallocate() }
        base = larger
        capacity *= 2
        ownsStorage = true
    }

    func makeArray() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The elements are plain values, so the memory needs no deinitialisation; borrowed storage
    /// is left to its owner.
    func deallocate() { if ownsStorage { base.deallocate() } }
}
