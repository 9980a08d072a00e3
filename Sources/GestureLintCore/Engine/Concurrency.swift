import Dispatch

/// Maps `items` on up to `jobs` threads, keeping the input order in the result.
func concurrentMap<Element, Result>(_ items: [Element], jobs: Int,
                                    _ transform: (Element) -> Result) -> [Result] {
    let jobs = max(1, min(jobs, items.count))
    if jobs == 1 { return items.map(transform) }
    var results = [Result?](repeating: nil, count: items.count)
    results.withUnsafeMutableBufferPointer { buffer in
        let output = UnsafeSendableBuffer(buffer)
        items.withUnsafeBufferPointer { input in
            let source = UnsafeSendableInput(input)
            withoutActuallyEscaping(transform) { transform in
                let work = UnsafeSendableClosure(transform)
                // Threads take items in strides so that large and small files mix evenly.
                DispatchQueue.concurrentPerform(iterations: jobs) { worker in
                    var index = worker
                    while index < source.buffer.count {
                        output.buffer[index] = work.closure(source.buffer[index])
                        index += jobs
                    }
                }
            }
        }
    }
    return results.map { $0! }
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

private struct UnsafeSendableClosure<T, R>: @unchecked Sendable {
    let closure: (T) -> R
    init(_ closure: @escaping (T) -> R) { self.closure = closure }
}
