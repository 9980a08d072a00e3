import Foundation
import Testing
@testable import GestureLintCore

/// `NearbyLines` finds a line's start and end by scanning the bytes; they must be the line table's
/// for every offset, with every kind of line break, and `explainsNotAButton` must read the same
/// comments whichever break the file uses.
@Suite struct NearbyLinesTests {
    static func expectSameLines(_ bytes: [UInt8], _ label: String) {
        let table = LineTable(bytes)
        let lines = NearbyLines(bytes)
        var mismatches: [Int] = []
        for offset in 0...(bytes.count + 2) {
            let line = table.line(of: offset)
            let start = lines.start(ofLineAt: offset)
            if start != table.starts[line - 1]
                || lines.end(ofLineFrom: start) != table.range(ofLine: line, in: bytes).upperBound {
                mismatches.append(offset)
            }
        }
        #expect(mismatches.isEmpty, "offsets \(mismatches.prefix(5)) in \(label)")
    }

    @Test func randomBytesMatchTheLineTable() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x09, 0x20, 0x2F, 0x61, 0xC3]
        for length in Array(0...24) + [100, 500] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                Self.expectSameLines(bytes, "\(bytes)")
            }
        }
        Self.expectSameLines(Array("a\r\nb\rc\nd\r\n\r\n".utf8), "mixed breaks")
        Self.expectSameLines(Array("\n\r\r\n\n\r".utf8), "breaks only")
    }

    @Test func fixtureFilesMatchTheLineTable() throws {
        var files = 0
        for (_, paths) in try FixtureHarness.projectFolders(under: "Fixtures/tap_gesture_should_be_button") {
            for path in paths {
                let data = try Data(contentsOf: FixtureHarness.repositoryRoot.appendingPathComponent(path))
                Self.expectSameLines([UInt8](data), path)
                files += 1
            }
        }
        #expect(files > 10)
    }

    @Test func documentedTapsReadTheSameWithEveryLineBreak() {
        let source = """
        struct V: View {
            var body: some View {
                // Not a real Button: it would fire with the long press.
                Text("a")
                    .onTapGesture { go() }
                Text("b")
                    .onTapGesture { go() } // avoid a Button here, it fights the drag
                Text("c")
                    .onTapGesture { go() } // "//" a Button
            }
        }
        """
        for lineBreak in ["\n", "\r\n", "\r"] {
            let bytes = Array(source.replacingOccurrences(of: "\n", with: lineBreak).utf8)
            let analysis = FileAnalysis(file: SourceFile(path: "V.swift", bytes: bytes))
            let model = GestureModel(analysis: analysis, project: ProjectIndex(analyses: [analysis]))
            func offset(of text: String) -> Int {
                let needle = Array(text.utf8)
                return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }!
            }
            let documented = offset(of: "Text(\"a\")")
            let trailing = offset(of: ".onTapGesture { go() } // avoid")
            let plain = offset(of: "Text(\"c\")")
            let plainTap = offset(of: ".onTapGesture { go() } // \"")
            let label = lineBreak.debugDescription
            #expect(model.explainsNotAButton(above: [documented + 20, documented], trailingFrom: documented + 20), "\(label)")
            #expect(model.explainsNotAButton(above: [trailing], trailingFrom: trailing), "\(label)")
            #expect(!model.explainsNotAButton(above: [plainTap, plain], trailingFrom: plainTap), "\(label)")
        }
    }
}
