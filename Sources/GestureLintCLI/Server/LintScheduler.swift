import Foundation

/// When each changed document is linted: a burst of changes is linted once, `debounce` after
/// its last change, and never later than `maximumDelay` after its first; opened and saved
/// documents are linted at once.
struct LintScheduler {
    var debounce: TimeInterval = 0.008
    var maximumDelay: TimeInterval = 0.1
    private var pending: [String: (first: Date, last: Date)] = [:]
    private var immediate: Set<String> = []

    mutating func changed(_ uri: String, at now: Date = Date()) {
        if let entry = pending[uri] { pending[uri] = (entry.first, now) } else { pending[uri] = (now, now) }
    }

    mutating func lintNow(_ uri: String) { immediate.insert(uri) }

    mutating func remove(_ uri: String) {
        pending[uri] = nil
        immediate.remove(uri)
    }

    func isPending(_ uri: String) -> Bool { pending[uri] != nil || immediate.contains(uri) }

    /// The earliest moment something is due; nil when nothing waits.
    var deadline: Date? {
        if !immediate.isEmpty { return .distantPast }
        return pending.values.map { min($0.last.addingTimeInterval(debounce), $0.first.addingTimeInterval(maximumDelay)) }.min()
    }

    /// The documents due at `now`, in a stable order, removed from the schedule.
    mutating func takeDue(at now: Date = Date()) -> [String] {
        var due = immediate
        immediate = []
        for (uri, entry) in pending
        where min(entry.last.addingTimeInterval(debounce), entry.first.addingTimeInterval(maximumDelay)) <= now {
            due.insert(uri)
        }
        for uri in due { pending[uri] = nil }
        return due.sorted()
    }
}
