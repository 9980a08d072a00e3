import Foundation

/// `ProjectIndex.conforms(_:to:)` answers, kept per (type, protocol). The answer walks the type's
/// declarations and its project protocols with a set per step, and the gesture model asks it for
/// every view type a chain starts with, in every file that uses it. The index does not change
/// once built, so an answer never goes stale. Shared by the linter's threads.
final class ConformanceCache: @unchecked Sendable {
    private struct Key: Hashable {
        var type: String
        var protocolName: String
    }

    private let answers = Memo<Key, Bool>()

    /// The cached answer, else `compute()`'s (computed outside the lock, then kept).
    func answer(_ type: String, _ protocolName: String, compute: () -> Bool) -> Bool {
        answers.answer(Key(type: type, protocolName: protocolName), compute)
    }
}
