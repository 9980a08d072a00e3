import Foundation

/// Yes/no answers kept per owner (a gesture model, a project index) for the last few owners
/// asked about: a question costs one computation per owner however many views ask it. Owners
/// are held weakly and compared by identity, so an answer never outlives its owner, nor is it
/// given to a new owner that reuses a freed one's address (a language server builds many).
final class OwnerMemo: @unchecked Sendable {
    private struct Entry {
        weak var owner: AnyObject?
        var answers: [String: Bool]
    }

    private let lock = NSLock()
    private let capacity: Int
    private var entries: [Entry] = []

    /// - Parameter capacity: how many owners keep their answers (the oldest go first).
    init(keeping capacity: Int) { self.capacity = capacity }

    /// The kept answer for `key`, else `compute()`'s (computed outside the lock, then kept).
    func answer(_ owner: AnyObject, _ key: String, _ compute: () -> Bool) -> Bool {
        lock.lock()
        let known = entries.first { $0.owner === owner }?.answers[key]
        lock.unlock()
        if let known { return known }
        let result = compute()
        lock.lock()
        defer { lock.unlock() }
        if let index = entries.firstIndex(where: { $0.owner === owner }) {
            entries[index].answers[key] = result
        } else {
            entries.removeAll { $0.owner == nil }
            entries.append(Entry(owner: owner, answers: [key: result]))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
        return result
    }
}
