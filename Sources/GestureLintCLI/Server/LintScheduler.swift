import Foundation

/// When each changed document is linted. A change after a quiet spell (no lint of that document
/// began within `debounce`) is linted at once, so a keystroke is answered without waiting; the
/// changes of a burst after it are linted once, `debounce` after the last of them and never
/// later than `maximumDelay` after the first. Opened and saved documents are linted at once.
/// (Changes that arrive while a lint runs are read in one batch, which coalesces them too.)
struct LintScheduler {
    var debounce: TimeInterval = 0.008
    var maximumDelay: TimeInterval = 0.1
    private var pending: [String: (first: Date, last: Date)] = [:]
    private var immediate: Set<String> = []
    /// When each document's last lint was taken from the schedule.
    private var lastLint: [String: Date] = [:]

    mutating func changed(_ uri: String, at now: Date = Date()) {
        if let entry = pending[uri] {
            pending[uri] = (entry.first, now)
        } else if immediate.contains(uri) {
            return
        } else if let last = lastLint[uri], now.timeIntervalSince(last) < debounce {
            pending[uri] = (now, now)
        } else {
            immediate.insert(uri)
        }
    }

    mutating func lintNow(_ uri: String) { immediate.insert(uri) }

    mutating func remove(_ uri: String) {
        pending[uri] = nil
        immediate.remove(uri)
        lastLint[uri] = nil
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
        for uri in due {
            pending[uri] = nil
            lastLint[uri] = now
        }
        return due.sorted()
    }
}
