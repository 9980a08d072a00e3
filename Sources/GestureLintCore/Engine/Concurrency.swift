import Dispatch
import Foundation

/// Maps `items` on up to `jobs` threads, keeping the input order in the result.
func concurrentMap<Element, Result>(_ items: [Element], jobs: Int,
                                    _ transform: (Element) -> Result) -> [Result] {
    concurrentMap(items, jobs: jobs, state: { () }) { _, item in transform(item) }
}

/// `concurrentMap` with a value of its own for each thread (`makeState()` once per thread, passed
/// to every item that thread maps), for storage a thread reuses from one item to the next.
func concurrentMap<Element, State, Result>(_ items: [Element], jobs: Int, state makeState: () -> State,
                                           _ transform: (inout State, Element) -> Result) -> [Result] {
    let jobs = max(1, min(jobs, items.count))
    if jobs == 1 {
        var state = makeState()
        return items.map { transform(&state, $0) }
    }
    // Each result is written once, straight into its slot, by the thread that made it: no array of
    // optionals to unwrap (and copy, and free) on one thread after the parallel part.
    return [Result](unsafeUninitializedCapacity: items.count) { buffer, initialized in
        let output = UnsafeSendableBuffer(buffer)
        items.withUnsafeBufferPointer { input in
            let source = UnsafeSendableInput(input)
            withoutActuallyEscaping(makeState) { makeState in
                withoutActuallyEscaping(transform) { transform in
                    let start = UnsafeSendableMaker(makeState)
                    let work = UnsafeSendableStatefulClosure(transform)
                    // Each thread takes the next item when it is done with one, so a large file or a
                    // thread the OS deschedules (CI runners, shared machines) does not hold the others back.
                    let next = NextIndex()
                    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
                        var state = start.make()
                        while let index = next.take(below: source.buffer.count) {
                            (output.buffer.baseAddress! + index).initialize(to: work.closure(&state, source.buffer[index]))
                        }
                    }
                }
            }
        }
        // `concurrentPerform` returns once every item is done: every slot is written.
        initialized = items.count
    }
}

private struct UnsafeSendableMaker<State>: @unchecked Sendable {
    let make: () -> State
    init(_ make: @escaping () -> State) { self.make = make }
}

private struct UnsafeSendableStatefulClosure<State, T, R>: @unchecked Sendable {
    let closure: (inout State, T) -> R
    init(_ closure: @escaping (inout State, T) -> R) { self.closure = closure }
}

// Each index is written by exactly one worker, and the buffers outlive `concurrentPerform`.
private struct UnsafeSendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}

private struct UnsafeSendableInput<T>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<T>
    init(_ buffer: UnsafeBufferPointer<T>) { self.buffer = buffer }
}

/// A shared counter handing out item indices. Taking an item costs one uncontended lock, far less
/// than linting a file.
private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < count else { return nil }
        value += 1
        return value - 1
    }
}
