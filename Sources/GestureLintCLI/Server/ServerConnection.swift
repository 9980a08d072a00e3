import Foundation

/// Frames read from the client on a reader thread, handed to the server's thread in batches,
/// so a burst of changes is seen (and linted) at once.
final class MessageQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var frames: [FrameDecoder.Frame] = []
    private var closed = false

    func push(_ frame: FrameDecoder.Frame) {
        condition.lock()
        frames.append(frame)
        condition.signal()
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.signal()
        condition.unlock()
    }

    /// Waits until a frame arrives, the input ends, or `deadline` passes (nil: no deadline), then
    /// takes every queued frame. `closed` is true once the input has ended and nothing is queued.
    func take(before deadline: Date?) -> (frames: [FrameDecoder.Frame], closed: Bool) {
        condition.lock()
        defer { condition.unlock() }
        while frames.isEmpty && !closed {
            if let deadline {
                if !condition.wait(until: deadline) { break }
            } else {
                condition.wait()
            }
        }
        let taken = frames
        frames = []
        return (taken, closed && taken.isEmpty)
    }

    /// Reads `descriptor` until end of input on a thread of its own.
    func startReading(_ descriptor: Int32) {
        let thread = Thread { [self] in
            var decoder = FrameDecoder()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                decoder.append(chunk[0..<count])
                while let frame = decoder.next() { push(frame) }
            }
            close()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
}

/// Writes framed messages to a file descriptor (the server's standard output).
struct MessageWriter {
    var descriptor: Int32

    func send(_ body: [UInt8]) {
        let framed = FrameDecoder.encode(body)
        framed.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
