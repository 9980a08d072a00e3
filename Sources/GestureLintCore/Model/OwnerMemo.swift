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
        if let known = known(owner, key) { return known }
        let result = compute()
        keep(owner, [key: result])
        return result
    }

    /// The kept answer for `key`, if there is one.
    func known(_ owner: AnyObject, _ key: String) -> Bool? {
        lock.lock()
        defer { lock.unlock() }
        return entries.first { $0.owner === owner }?.answers[key]
    }

    /// Keeps `answers` for `owner`, beside what it already has.
    func keep(_ owner: AnyObject, _ answers: [String: Bool]) {
        lock.lock()
        defer { lock.unlock() }
        if let index = entries.firstIndex(where: { $0.owner === owner }) {
            entries[index].answers.merge(answers) { _, new in new }
        } else {
            entries.removeAll { $0.owner == nil }
            entries.append(Entry(owner: owner, answers: answers))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
    }
}
