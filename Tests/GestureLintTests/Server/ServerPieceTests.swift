import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

/// The server's pieces in-process: framing across arbitrary chunks, UTF-16 positions at the
/// hard corners, file URIs, the debounce schedule.
@Suite struct ServerPieceTests {
    @Test func framesSurviveAnyChunking() {
        let bodies = [Array(#"{"a":1}"#.utf8), Array(#"{"b":"é😀"}"#.utf8), []]
        let stream = bodies.flatMap(FrameDecoder.encode)
        for chunk in [1, 2, 3, 7, stream.count] {
            var decoder = FrameDecoder()
            var frames: [FrameDecoder.Frame] = []
            var start = 0
            while start < stream.count {
                decoder.append(stream[start..<min(start + chunk, stream.count)])
                while let frame = decoder.next() { frames.append(frame) }
                start += chunk
            }
            #expect(frames == bodies.map { .message($0) }, "chunk size \(chunk)")
        }
        var decoder = FrameDecoder()
        decoder.append(Array("X-Other: 1\r\n\r\nContent-Length: 2\r\ncontent-type: json\r\n\r\n{}".utf8))
        #expect(decoder.next() == .badHeader("X-Other: 1"))
        #expect(decoder.next() == .message(Array("{}".utf8)))
        #expect(decoder.next() == nil)
    }

    @Test func positionsCountUTF16AndClampAtTheCorners() {
        let text = "a😀b\r\n中\rx\n"
        let map = PositionMap(bytes: Array(text.utf8))
        // 😀 is 4 bytes and 2 UTF-16 units; 中 is 3 bytes and 1 unit; CRLF and a lone CR end lines.
        #expect(map.position(of: 5) == LSPPosition(line: 0, character: 3))  // b
        #expect(map.offset(of: LSPPosition(line: 0, character: 3)) == 5)
        #expect(map.offset(of: LSPPosition(line: 0, character: 2)) == 1)  // inside the surrogate pair: its start
        #expect(map.offset(of: LSPPosition(line: 0, character: 99)) == 6)  // past the end: before the CRLF
        #expect(map.position(of: 8) == LSPPosition(line: 1, character: 0))
        #expect(map.offset(of: LSPPosition(line: 2, character: 1)) == 13)  // x then LF
        #expect(map.offset(of: LSPPosition(line: 9, character: 0)) == text.utf8.count)
        for offset in [0, 1, 5, 6, 8, 11, 12, 13, 14] {
            #expect(map.offset(of: map.position(of: offset)) == offset, "offset \(offset)")
        }
    }

    @Test func fileURIsRoundTrip() {
        let path = "/tmp/My App/Views/ÉcranPrincipal+Gestures.swift"
        let uri = FileURI.uri(path)
        #expect(uri == "file:///tmp/My%20App/Views/%C3%89cranPrincipal%2BGestures.swift")
        #expect(FileURI.path(uri) == path)
        #expect(FileURI.path("file://localhost/tmp/a.swift") == "/tmp/a.swift")
        #expect(FileURI.path("untitled:Untitled-1") == nil)
    }

    @Test func aChangeAfterAQuietSpellIsLintedAtOnceAndABurstAfterItWaitsForItsEnd() {
        var scheduler = LintScheduler()
        scheduler.debounce = 0.010
        scheduler.maximumDelay = 0.050
        let start = Date(timeIntervalSince1970: 1000)
        scheduler.changed("a", at: start)
        #expect(scheduler.deadline == .distantPast)
        #expect(scheduler.takeDue(at: start) == ["a"])
        // The burst that follows within the debounce waits until 10 ms after its last change.
        scheduler.changed("a", at: start.addingTimeInterval(0.002))
        scheduler.changed("a", at: start.addingTimeInterval(0.008))
        #expect(scheduler.takeDue(at: start.addingTimeInterval(0.012)).isEmpty)
        #expect(scheduler.takeDue(at: start.addingTimeInterval(0.018)) == ["a"])
        // A change long after the last lint is answered at once again.
        scheduler.changed("a", at: start.addingTimeInterval(0.5))
        #expect(scheduler.takeDue(at: start.addingTimeInterval(0.5)) == ["a"])
        // Changes every 5 ms right after a lint: linted at the maximum delay anyway.
        scheduler.lintNow("b")
        #expect(scheduler.takeDue(at: start) == ["b"])
        for step in 0..<20 { scheduler.changed("b", at: start.addingTimeInterval(0.001 + Double(step) * 0.005)) }
        #expect(scheduler.deadline == start.addingTimeInterval(0.051))
        scheduler.lintNow("c")
        #expect(scheduler.takeDue(at: start.addingTimeInterval(0.052)) == ["b", "c"])
        #expect(scheduler.deadline == nil)
    }
}
