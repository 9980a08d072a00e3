import Foundation

/// Yes/no answers by name, kept per owner (see `OwnerTable`).
typealias OwnerMemo = OwnerTable<String, Bool>

/// Answers kept per owner (a project index) for the last few owners asked about: a question costs
/// one computation per owner however many views ask it. Answers about one gesture model live in
/// the model instead (`Memo`), where no other thread waits for them. Owners are held
/// weakly and compared by identity, so an answer never outlives its owner, nor is it given to a
/// new owner that reuses a freed one's address (a language server builds many).
final class OwnerTable<Key: Hashable, Value>: @unchecked Sendable {
    /// A class: an entry is read for every question, and copying a struct holding a weak
    /// reference cost more than the dictionary lookup.
    private final class Entry {
        weak var owner: AnyObject?
        var answers: [Key: Value]

        init(owner: AnyObject, answers: [Key: Value]) {
            self.owner = owner
            self.answers = answers
        }
    }

    private let lock = NSLock()
    private let capacity: Int
    private var entries: [Entry] = []

    /// - Parameter capacity: how many owners keep their answers (the oldest go first).
    init(keeping capacity: Int) { self.capacity = capacity }

    /// The kept answer for `key`, else `compute()`'s (computed outside the lock, then kept).
    func answer(_ owner: AnyObject, _ key: Key, _ compute: () -> Value) -> Value {
        if let known = known(owner, key) { return known }
        let result = compute()
        update(owner) { $0[key] = result }
        return result
    }

    /// The kept answer for `key`, if there is one.
    func known(_ owner: AnyObject, _ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return entry(of: owner)?.answers[key]
    }

    /// Keeps `answers` for `owner`, beside what it already has.
    func keep(_ owner: AnyObject, _ answers: [Key: Value]) {
        update(owner) { $0.merge(answers) { _, new in new } }
    }

    /// Changes `owner`'s answers in place (a new owner starts with none).
    private func update(_ owner: AnyObject, _ change: (inout [Key: Value]) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entry(of: owner) {
            change(&entry.answers)
            return
        }
        var answers: [Key: Value] = [:]
        change(&answers)
        entries.removeAll { $0.owner == nil }
        entries.append(Entry(owner: owner, answers: answers))
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// `owner`'s entry, looked for newest first: the owners asked about now (the files being
    /// linted) are the last added, the older ones mostly freed.
    private func entry(of owner: AnyObject) -> Entry? {
        entries.last { $0.owner === owner }
    }
}
