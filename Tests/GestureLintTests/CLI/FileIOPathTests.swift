import Foundation
import Testing
@testable import GestureLintCLI

/// Reading files straight into their array, and the no-copy path of `PathText.normalize`.
@Suite struct FileIOPathTests {
    func temporaryFile(_ bytes: [UInt8]) -> String {
        let path = NSTemporaryDirectory() + "/gesturelint-read-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @Test func readsEveryByteOfFilesOfEverySize() throws {
        // Empty, one byte, around the 64 KiB chunk size, and several chunks.
        for size in [0, 1, 4095, 65_535, 65_536, 65_537, 300_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let path = temporaryFile(bytes)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(try IO.readFileFromDisk(path) == bytes, "size \(size)")
        }
    }

    @Test func readsFilesWhoseSizeTheSystemDoesNotKnow() throws {
        // /proc files report size 0 and still have content.
        let bytes = try IO.readFileFromDisk("/proc/self/status")
        #expect(String(decoding: bytes, as: UTF8.self).contains("Name:"))
    }

    @Test func aMissingFileNamesTheReason() {
        #expect(throws: IO.ReadError.self) { try IO.readFileFromDisk("/nonexistent/gesturelint/x.swift") }
    }

    /// The reference: what `normalize` computes when it does the work.
    func slowNormalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    @Test func normalizeAgreesWithTheFullComputationOnEveryShortPath() {
        // Every path of up to 6 characters over `/`, `.`, `a`: all the corner cases of components.
        var paths = [""]
        var frontier = [""]
        for _ in 1...6 {
            frontier = frontier.flatMap { prefix in ["/", ".", "a"].map { prefix + $0 } }
            paths += frontier
        }
        for path in paths {
            #expect(PathText.normalize(path) == slowNormalize(path), "\(path)")
            #expect(PathText.isNormalized(path) == (slowNormalize(path) == path), "\(path)")
        }
        for path in ["/work/main/Sources/App.swift", "Sources/.hidden/a.swift", "/a/...b/..c", "/"] {
            #expect(PathText.isNormalized(path), "\(path)")
        }
    }
}
