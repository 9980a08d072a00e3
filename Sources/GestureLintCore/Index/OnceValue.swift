import Foundation
import Synchronization

/// A value made on first use, once, by whichever thread asks first; later reads take no lock.
///
/// `ProjectIndex` keeps its name tables in these: most indices of a large run (packages whose
/// files name no gesture) are never asked for a property or function by name, so hashing every
/// name into a table they never read was wasted work (about 4 % of a whole packages run).
final class OnceValue<Value>: @unchecked Sendable {
    private let ready = Atomic<Bool>(false)
    private let lock = NSLock()
    private let make: @Sendable () -> Value
    // Written once, under `lock`, before `ready` is set (releasing); read after `ready` is seen
    // (acquiring), so a reader never sees it half made.
    private var stored: Value?

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        if ready.load(ordering: .acquiring) { return stored.unsafelyUnwrapped }
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        ready.store(true, ordering: .releasing)
        return made
    }
}
