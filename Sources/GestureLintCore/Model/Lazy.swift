import Foundation

/// A part of a gesture model made on first use, by a closure that is then dropped with what it
/// holds. For the parts most files' rules never ask for: the property writes of the whole file
/// (about a quarter of building a gesture file's model) and what each callback reads.
///
/// The closures share the builder's caches (enclosing types, ancestors, local names), which are
/// for one thread: every lazy part of one model runs under that model's one lock (`lock`), as two
/// files' rules may ask a shared model (`SharedModels`) at once.
final class Lazy<Value>: @unchecked Sendable {
    private let lock: NSLock
    private var make: (() -> Value)?
    private var made: Value?

    init(sharing lock: NSLock, _ make: @escaping () -> Value) {
        self.lock = lock
        self.make = make
    }

    /// Already made (nothing to find).
    init(_ value: Value) {
        lock = NSLock()
        made = value
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make!()
        made = value
        make = nil
        return value
    }
}
