import Foundation

/// Answers kept by key, safe from several threads, computed outside the lock.
///
/// A gesture model keeps its own (`effectsByNode`, ...), so they are freed with it: kept beside
/// their owners in an `OwnerTable` every thread shares, that lock was a run's most waited for, as
/// each new model evicted an old one's answers (hundreds of frees) while holding it. A model is
/// checked by one thread at a time except in the language server, which runs a file's rules side
/// by side: hence the lock.
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
