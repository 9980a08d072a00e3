import Foundation

/// `GestureModel.propertyWrites`, found on first use: a walk of the whole file that resolves every
/// assignment against the index (about a quarter of building a gesture file's model), which most
/// files' rules never ask for. The collector (the builder's caches of enclosing types, ancestors
/// and local names) is used under the lock only, and dropped once the writes are found.
final class LazyWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var collector: AccessCollector?
    private let root: NodeID
    private var found: [PropertyWrite]?

    /// - Parameter collector: nil when the model has no writes to find.
    init(_ collector: AccessCollector?, root: NodeID) {
        self.collector = collector
        self.root = root
    }

    var value: [PropertyWrite] {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        let writes = collector?.writes(in: root, locals: []) ?? []
        found = writes
        collector = nil
        return writes
    }
}
