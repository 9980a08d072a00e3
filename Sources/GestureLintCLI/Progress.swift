import Foundation

/// "linting 5000 files: 42%" on a terminal's stderr, only for runs that last longer than about a
/// second: short runs stay quiet, and logs (stderr not a terminal) never get control characters.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let output: OutputSink
    /// Files, and steps (each file is read, analysed, then checked).
    private let total: Int
    private let steps: Int
    private var done = 0
    private var finished = false
    private var shown = false
    private var lastText = ""

    init(output: OutputSink, total: Int) {
        self.output = output
        self.total = total
        self.steps = total * 3
    }

    /// Starts the display thread; returns nil (no progress) when `enabled` is false.
    static func start(enabled: Bool, output: OutputSink, total: Int) -> Progress? {
        guard enabled, total > 0 else { return nil }
        let progress = Progress(output: output, total: total)
        Thread.detachNewThread { progress.loop() }
        return progress
    }

    func advance() {
        lock.lock()
        done += 1
        lock.unlock()
    }

    func finish() {
        lock.lock()
        finished = true
        if shown { output.write("\r\u{1B}[K") }
        lock.unlock()
    }

    private func loop() {
        let start = Date()
        while true {
            Thread.sleep(forTimeInterval: 0.1)
            lock.lock()
            if finished { lock.unlock(); return }
            if Date().timeIntervalSince(start) >= 1 {
                shown = true
                let text = "gesturelint: linting \(total) files: \(min(100, done * 100 / max(1, steps)))%"
                if text != lastText { output.write("\r\u{1B}[K" + text) }
                lastText = text
            }
            lock.unlock()
        }
    }
}
