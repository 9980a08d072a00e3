import Foundation
import Testing
@testable import GestureLintCore

/// `NameStart` answers as `Character` does, for the names rules meet and for the characters where
/// a byte test could differ (non-ASCII letters, combining marks after an ASCII letter, `\r\n`).
@Suite struct NameStartTests {
    static let edgeCases = [
        "", "Text", "text", "_Text", "1x", "$0", "@x", "`Type`", "Über", "über", "Étagère", "ǅungla", "\u{00A0}X",
        "e\u{301}tat", "E\u{301}tat", "_\u{301}", "1\u{301}", "\r\n", "\r", "Zebra", "zebra", "a", "Z", "[", "`", "{",
        "\u{1D400}bold", "ﬁle", "Σigma", "ßeta",
    ]

    static func expectSameAnswers(_ name: String) {
        #expect(NameStart.isUppercase(name) == (name.first?.isUppercase == true), "isUppercase \(name.debugDescription)")
        #expect(NameStart.isLowercase(name) == (name.first?.isLowercase == true), "isLowercase \(name.debugDescription)")
        #expect(NameStart.isLetter(name) == (name.first?.isLetter == true), "isLetter \(name.debugDescription)")
    }

    @Test func edgeCasesMatchCharacter() {
        for name in Self.edgeCases { Self.expectSameAnswers(name) }
    }

    @Test func everyASCIIStartMatchesCharacter() {
        for byte in UInt8(0)..<0x80 {
            let start = String(decoding: [byte], as: UTF8.self)
            for name in [start, start + "x", start + "\u{301}"] { Self.expectSameAnswers(name) }
        }
    }

    @Test func fixtureIdentifiersMatchCharacter() throws {
        var names: Set<String> = []
        for (_, paths) in try FixtureHarness.projectFolders(under: "Fixtures") {
            for path in paths {
                let data = try Data(contentsOf: FixtureHarness.repositoryRoot.appendingPathComponent(path))
                let analysis = FileAnalysis(file: SourceFile(path: path, bytes: [UInt8](data)))
                for token in analysis.tokens where token.kind == .identifier { names.insert(analysis.file.text(token.range)) }
            }
        }
        #expect(names.count > 1_000)
        for name in names { Self.expectSameAnswers(name) }
    }
}
