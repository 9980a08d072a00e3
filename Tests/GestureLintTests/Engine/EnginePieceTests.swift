import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

@Suite struct GlobTests {
    @Test(arguments: [
        ("**/Generated/**", "Sources/App/Generated/A.swift", true),
        ("**/Generated/**", "Generated/A.swift", true),
        ("**/Generated/**", "Sources/GeneratedX/A.swift", false),
        ("Fixtures", "Fixtures/clean/a.swift", true),
        ("Fixtures", "Sources/Fixtures/a.swift", false),
        ("./Sources/*.swift", "Sources/a.swift", true),
        ("Sources/*.swift", "Sources/App/a.swift", false),
        ("Sources/?.swift", "Sources/a.swift", true),
        ("Sources/?.swift", "Sources/ab.swift", false),
        ("**/*Tests.swift", "Tests/UnitTests.swift", true),
        ("**/*Tests.swift", "Tests/UnitTests.swift.orig", false),
        ("Sources/**/Mock*", "Sources/a/b/MockView.swift", true),
        ("Sources/**/Mock*", "Sources/MockView.swift", true),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func excludeSetIsRelativeToItsBase() {
        let set = ExcludeSet(globs: [Glob("Vendor"), Glob("/abs/**/x.swift")], base: "/repo")
        #expect(set.excludes("/repo/Vendor/a.swift"))
        #expect(!set.excludes("/other/Vendor/a.swift"))
        #expect(set.excludes("/abs/deep/x.swift"))
        #expect(!set.excludes("/repo"))
    }
}

@Suite struct UnifiedDiffTests {
    /// Whatever the edits, `patch` turns the old text into the new one with our diff.
    @Test func patchReproducesTheNewText() throws {
        var generator = SplitMix(seed: 42)
        for round in 0..<25 {
            let old = (0..<Int(generator.next() % 40)).map { "line \($0 % 7)\n" }
            var new = old
            for _ in 0..<Int(generator.next() % 5 + 1) {
                let position = new.isEmpty ? 0 : Int(generator.next() % UInt64(new.count))
                switch generator.next() % 3 {
                case 0: new.insert("inserted \(round)\n", at: position)
                case 1: if !new.isEmpty { new.remove(at: position) }
                default: if !new.isEmpty { new[position] = "changed \(round)\n" }
                }
            }
            let oldBytes = Array(old.joined().utf8), newBytes = Array(new.joined().utf8)
            let diff = UnifiedDiff.diff(old: oldBytes, new: newBytes, oldName: "a/f.txt", newName: "b/f.txt")
            if oldBytes == newBytes { #expect(diff.isEmpty); continue }
            let box = Sandbox()
            box.writeBytes("f.txt", oldBytes)
            box.write("f.diff", diff)
            try box.shell("patch -s -p1 < f.diff")
            #expect(box.read("f.txt") == new.joined(), "round \(round):\n\(diff)")
        }
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
    }
}

@Suite struct SmallPieceTests {
    @Test func nearestMatch() {
        #expect(NearestMatch.suggestion(for: "exclude", among: ["excluded", "included"]) == "excluded")
        #expect(NearestMatch.suggestion(for: "strcit", among: ["strict", "baseline"]) == "strict")
        #expect(NearestMatch.suggestion(for: "zzzzzz", among: ["strict", "baseline"]) == nil)
    }

    @Test func osVersions() {
        #expect(OSVersion("16.4")! < OSVersion("17")!)
        #expect(OSVersion("17.0.1")! > OSVersion("17")!)
        #expect(OSVersion("16.") == nil)
        #expect(OSVersion("v16") == nil)
    }

    @Test func utf8Validation() {
        #expect(FileReader.firstInvalidUTF8(Array("héllo 👍".utf8)) == nil)
        #expect(FileReader.firstInvalidUTF8([0x61, 0xC0, 0x80]) == 1)          // overlong
        #expect(FileReader.firstInvalidUTF8([0xED, 0xA0, 0x80]) == 0)          // surrogate
        #expect(FileReader.firstInvalidUTF8([0x61, 0x62, 0xE2, 0x82]) == 2)    // truncated
    }

    @Test func colourAndExcerptFollowTheTerminal() {
        let box = Sandbox()
        box.write("a.swift", "\tlet x = flagMe\n")
        var (io, out, _) = IO.captured(currentDirectory: box.root)
        io.stdoutIsTerminal = true
        _ = CLI.run([], rules: TestRules.all, io: io)
        #expect(out.text.contains("\u{1B}[1m"))
        #expect(out.text.contains("    \tlet x = flagMe\n    \u{1B}[1;33m\t        ^~~~~~"))
        var (plainIO, plain, _) = IO.captured(currentDirectory: box.root, environment: ["NO_COLOR": "1"])
        plainIO.stdoutIsTerminal = true
        _ = CLI.run([], rules: TestRules.all, io: plainIO)
        #expect(plain.text == "a.swift:1:10: warning: flagMe found; rename it to flagged [flag_me]\n    \tlet x = flagMe\n    \t        ^~~~~~\n")
        // Written to a file, never coloured.
        _ = CLI.run(["--output", "out.txt"], rules: TestRules.all, io: io)
        #expect(!box.read("out.txt").contains("\u{1B}"))
    }

    @Test func suppressionMapCoverage() {
        let file = SourceFile(path: "a.swift", text: """
            // gesturelint:disable a b
            x
            // gesturelint:enable all
            y // gesturelint:disable:this c
            /* gesturelint:disable:next d
               spanning */
            z

            """)
        let (commands, problems) = SuppressionParser.commands(in: file, tokens: Tokenizer.tokenize(file.bytes))
        #expect(problems.isEmpty)
        let map = SuppressionMap(commands: commands, lineCount: file.lines.lineCount)
        let covered = map.scopes.map { "\($0.ruleID):\($0.lines.lowerBound)-\($0.lines.upperBound)" }
        #expect(covered == ["a:1-2", "b:1-2", "c:4-4", "d:7-7"])
    }
}
