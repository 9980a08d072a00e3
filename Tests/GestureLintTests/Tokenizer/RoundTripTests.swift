import Foundation
import Testing
@testable import GestureLintCore

/// Every real file we can find tokenizes losslessly: the tokens cover the bytes exactly, in order,
/// so joining them gives the file back.
@Suite struct RoundTripTests {
    @Test func everyFixtureRoundTrips() throws {
        let root = FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures").path
        let files = SourceCorpus.files(under: root, suffixes: [".swift"])
        #expect(!files.isEmpty)
        for path in files {
            let bytes = try SourceCorpus.read(path)
            #expect(coverageProblem(Tokenizer.tokenize(bytes), byteCount: bytes.count) == nil, "\(path)")
        }
    }

    @Test func toolchainInterfacesRoundTrip() throws {
        let toolchain = try #require(SourceCorpus.toolchainFolder(), "no `swift` on PATH")
        let all = SourceCorpus.files(under: toolchain, suffixes: [".swiftinterface"])
        #expect(!all.isEmpty, "no .swiftinterface files under \(toolchain)")
        for path in SourceCorpus.sample(all) {
            let bytes = try SourceCorpus.read(path)
            #expect(coverageProblem(Tokenizer.tokenize(bytes), byteCount: bytes.count) == nil, "\(path)")
        }
    }
}

/// Real Swift files to test against: the fixtures and the toolchain's own `.swiftinterface` files.
enum SourceCorpus {
    /// The toolchain folder: `which swift`, symlinks resolved, two levels up (`.../usr/bin/swift` → `.../usr`).
    static func toolchainFolder() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["which", "swift"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Files under `root` whose names end in one of `suffixes`, sorted.
    static func files(under root: String, suffixes: [String]) -> [String] {
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let entry = enumerator?.nextObject() as? String {
            if suffixes.contains(where: entry.hasSuffix) { result.append(root + "/" + entry) }
        }
        return result.sorted()
    }

    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// All files in an optimised build; in a debug build, where the tokenizer is many times slower,
    /// every fourth file, so the suite stays fast while still covering every kind of interface.
    static func sample(_ files: [String]) -> [String] {
        #if DEBUG
        return files.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        #else
        return files
        #endif
    }
}
