import Foundation

/// One value computed on another thread while this one goes on; `value()` waits for it.
final class Background<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    /// `work` may capture values that are not `Sendable`: only that thread uses them until `value()`.
    init(_ work: @escaping () -> Value) {
        let box = UncheckedWork(work)
        Thread.detachNewThread { [self] in
            result = box.work()
            done.signal()
        }
    }

    func value() -> Value {
        done.wait()
        return result!
    }
}

private struct UncheckedWork<Value>: @unchecked Sendable {
    let work: () -> Value
    init(_ work: @escaping () -> Value) { self.work = work }
}
