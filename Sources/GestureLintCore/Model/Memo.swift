import Foundation

/// Answers kept by key inside the one owner they are about (a gesture model), so they are freed
/// with it. `OwnerTable` keeps answers beside their owners in a table every thread shares, and on
/// a run's two threads that lock was the most waited for: each new model evicted an old one's
/// answers (hundreds of frees) while holding it. A model is checked by one thread at a time except
/// in the language server, which runs a file's rules side by side: hence the lock.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Key: Value] = [:]

    /// The kept answer for `key`, else `compute()`'s (computed outside the lock, then kept).
    func answer(_ key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        let known = answers[key]
        lock.unlock()
        if let known { return known }
        let result = compute()
        lock.lock()
        answers[key] = result
        lock.unlock()
        return result
    }
}
