import Foundation
import Testing
@testable import GestureLintCore
import GestureLintRules

/// A worker drops the bytes of files pass 2 does not check (`LintRun.releasesBytes`) and reads
/// them again from disk when another file's rule follows a declaration into them: the results
/// must be exactly those of a run that kept every file, and a file changed meanwhile must read as
/// blank, never as other text at the old offsets.
@Suite struct ReleasedBytesTests {
    static func temporaryFile(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "gesturelint-released-\(UUID().uuidString).swift"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func droppedBytesAreReadAgainFromTheOrigin() throws {
        let text = "struct A {\n    let é = 1\n}\n"
        let path = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = SourceFile(path: "A.swift", bytes: Array(text.utf8), origin: path)
        #expect(file.location(of: 17) == SourceLocation(line: 2, column: 7))
        #expect(file.releaseBytes())
        #expect(!file.holdsBytes)
        #expect(file.count == text.utf8.count)
        #expect(!file.holdsBytes, "count alone does not read the file again")
        #expect(file.bytes == Array(text.utf8))
        #expect(file.holdsBytes)
        #expect(!file.isUnavailable)
        #expect(file.location(of: 17) == SourceLocation(line: 2, column: 7))
        #expect(file.text(11..<14) == "   ")
        #expect(file.text(15..<21) == "let é")
    }

    @Test func aFileChangedOnDiskReadsAsSpacesOfTheOldLength() throws {
        let text = "let value = 1\nlet other = 2\n"
        let path = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = SourceFile(path: "B.swift", bytes: Array(text.utf8), origin: path)
        #expect(file.releaseBytes())
        // Same length, other bytes: the hash catches it.
        try Data("let VALUE = 1\nlet other = 2\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(file.bytes == [UInt8](repeating: UInt8(ascii: " "), count: text.utf8.count))
        #expect(file.isUnavailable)
        #expect(file.text(4..<9) == "     ")
        #expect(Tokenizer.tokenize(file.bytes).allSatisfy { $0.kind.isTrivia })
    }

    @Test func aRemovedFileReadsAsSpaces() throws {
        let text = "let a = 1\n"
        let path = try Self.temporaryFile(text)
        let file = SourceFile(path: "C.swift", bytes: Array(text.utf8), origin: path)
        #expect(file.releaseBytes())
        try FileManager.default.removeItem(atPath: path)
        #expect(file.bytes.count == text.utf8.count)
        #expect(file.isUnavailable)
    }

    @Test func filesThatCannotBeReadAgainKeepTheirBytes() throws {
        let inMemory = SourceFile(path: "D.swift", text: "let a = 1\n")
        #expect(!inMemory.releaseBytes())
        #expect(inMemory.holdsBytes)
        // The origin holds other bytes than the engine was given (a virtual file system, stdin).
        let path = try Self.temporaryFile("let a = 1\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let other = SourceFile(path: "E.swift", bytes: Array("let ab = 1\n".utf8), origin: path)
        #expect(!other.releaseBytes())
        #expect(other.bytes == Array("let ab = 1\n".utf8))
        let missing = SourceFile(path: "F.swift", bytes: Array("x".utf8), origin: path + ".missing")
        #expect(!missing.releaseBytes())
    }

    @Test func threadsReadingADroppedFileAllGetItsBytes() throws {
        let text = String(repeating: "let a = 1\n", count: 2_000)
        let path = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for _ in 0..<20 {
            let file = SourceFile(path: "G.swift", bytes: Array(text.utf8), origin: path)
            #expect(file.releaseBytes())
            let counts = concurrentMap(Array(0..<16), jobs: 8) { _ in file.bytes.count + file.text(0..<3).utf8.count }
            #expect(counts == [Int](repeating: text.utf8.count + 3, count: 16))
        }
    }

    /// A file listed twice in a run (reported and index-only) could be read by one thread while
    /// another drops it: it keeps its bytes.
    @Test func aFileListedTwiceKeepsItsBytes() throws {
        let text = "struct Model {\n    var count = 0\n}\n"
        let path = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let twice = SourceFile(path: "Model.swift", bytes: Array(text.utf8), origin: path)
        let once = SourceFile(path: "Other.swift", bytes: Array(text.utf8), origin: path)
        var run = LintRun(rules: allRules, settings: [:], enabledRuleIDs: Set(allRules.map(\.description.id)), jobs: 2)
        run.releasesBytes = true
        run.indexOnly = [LintInput(file: twice), LintInput(file: once)]
        _ = run.run([LintInput(file: twice)])
        #expect(twice.holdsBytes && !twice.wasReadAgain)
        #expect(!once.holdsBytes)
    }

    /// Every multi-file fixture folder: each file reported alone (the others index-only), then the
    /// whole folder reported; dropping bytes changes no diagnostic, related location or fix.
    @Test func runsThatDropBytesGiveTheSameResults() throws {
        let root = FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures").path
        var folders: [String] = []
        for rule in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + rule).sorted()) ?? [] {
                let folder = root + "/" + rule + "/" + entry
                let swift = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".swift") }.sorted()
                if swift.count >= 2 { folders.append(contentsOf: [folder] + swift.map { folder + "/" + $0 }) }
            }
        }
        #expect(folders.count >= 30)
        var released = 0
        var readAgain = 0
        var checkedRuns = 0
        var folder = ""
        var files: [String] = []
        func check() {
            guard !files.isEmpty else { return }
            for reported in [nil] + files.indices.map(Optional.some) {
                var results: [[String]] = []
                for drop in [false, true] {
                    let sources = files.map { path in
                        SourceFile(path: String(path.dropFirst(folder.count + 1)),
                                   bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()), origin: path)
                    }
                    var run = LintRun(rules: allRules, settings: [:],
                                      enabledRuleIDs: Set(allRules.map(\.description.id) + [EngineRules.parseError]), jobs: 2)
                    run.releasesBytes = drop
                    let inputs = sources.indices.filter { reported == nil || $0 == reported }.map { LintInput(file: sources[$0]) }
                    run.indexOnly = sources.indices.filter { reported != nil && $0 != reported }.map { LintInput(file: sources[$0]) }
                    results.append(run.run(inputs).flatMap(\.diagnostics).map { "\($0)|\($0.related)|\(String(describing: $0.fix))" })
                    if drop {
                        released += sources.filter { !$0.holdsBytes }.count
                        readAgain += sources.filter(\.wasReadAgain).count
                        #expect(sources.allSatisfy { !$0.isUnavailable })
                    }
                }
                #expect(results[0] == results[1], "\(folder), reported \(String(describing: reported))")
                checkedRuns += 1
            }
        }
        for path in folders {
            if path.hasSuffix(".swift") { files.append(path); continue }
            check()
            folder = path
            files = []
        }
        check()
        #expect(checkedRuns >= 40)
        #expect(released > 0, "index-only and gesture-free files drop their bytes")
        #expect(readAgain > 0, "some are read again (another file's rule follows a declaration into them, or pass 2 checks them)")
    }
}
