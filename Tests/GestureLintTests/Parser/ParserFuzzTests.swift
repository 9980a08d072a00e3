import Foundation
import Testing
import GestureLintCore

/// Mutation robustness through tokenizer, parser, index and model: thousands of damaged
/// variants of the golden SwiftUI files (seeded, so a failure reproduces) must never crash,
/// must terminate, and must keep the tree's structural invariants.
@Suite struct ParserFuzzTests {
    /// SplitMix64: small, fast, and the same sequence on every platform.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let snippets: [String] = [
        "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "\\(", "#if os(iOS)\n", "#else\n", "#endif\n", ".gesture(",
        " in ", " = ", "let ", "case ", ":", ",", "\n", "/*", "*/", "//", "'", "#", "@", "?", "!", "<", ">", "->",
        "...", "$0", "`", "\\.", "try ", "await ", "if ", "else ", "switch x {", "guard ", "{ _ in ", "#\"", "\u{FEFF}",
    ]

    static func mutate(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let length = min(Int.random(in: 1...24, using: &random), result.count - position)
                result.removeSubrange(position..<position + max(0, length))
            case 1:
                result.insert(contentsOf: Array(snippets.randomElement(using: &random)!.utf8), at: position)
            case 2:
                let length = min(Int.random(in: 1...200, using: &random), result.count - position)
                result.insert(contentsOf: Array(result[position..<position + max(0, length)]), at: position)
            case 3:
                result.insert(UInt8.random(in: 0...255, using: &random), at: position)
            default:
                let length = min(Int.random(in: 1...60, using: &random), result.count - position)
                let cut = Array(result[position..<position + max(0, length)])
                result.removeSubrange(position..<position + max(0, length))
                let target = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &random)
                result.insert(contentsOf: cut, at: target)
            }
        }
        return result
    }

    static func seeds() throws -> [[UInt8]] {
        try GoldenModelTests.cases.flatMap { try GoldenModelTests.sources(for: $0) }.map(\.bytes)
    }

    @Test func mutatedSourcesNeverBreakTheEngine() throws {
        let seeds = try Self.seeds()
        try #require(!seeds.isEmpty)
        var random = SeededGenerator(state: 20_261_130)
        var checked = 0
        for iteration in 0..<3_000 {
            let source = Self.mutate(seeds[iteration % seeds.count], &random)
            let file = SourceFile(path: "fuzz\(iteration).swift", bytes: source)
            let analysis = FileAnalysis(file: file)
            let violations = TreeInvariants.violations(analysis.tree, file)
            #expect(violations.isEmpty, "iteration \(iteration): \(violations.prefix(3))")
            #expect(analysis.tree.errors.count <= 50)
            let partner = FileAnalysis(file: SourceFile(path: "partner.swift", bytes: seeds[(iteration + 1) % seeds.count]))
            let model = GestureModel(analysis: analysis, project: ProjectIndex(analyses: [analysis, partner]))
            _ = ModelDump.render(model)
            checked += 1
        }
        #expect(checked == 3_000)
    }

    @Test func randomTokenSoup() {
        var random = SeededGenerator(state: 7)
        for iteration in 0..<1_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...200, using: &random) {
                text += Self.snippets.randomElement(using: &random)!
                if Bool.random(using: &random) { text += ["a", "b", "x.y", "1", "Text(\"a\")", " "].randomElement(using: &random)! }
            }
            let file = SourceFile(path: "soup\(iteration).swift", text: text)
            let analysis = FileAnalysis(file: file)
            #expect(TreeInvariants.violations(analysis.tree, file).isEmpty, "soup \(iteration): \(text)")
            _ = ModelDump.render(GestureModel(analysis: analysis, project: ProjectIndex(analyses: [analysis])))
        }
    }

    @Test func indexAndModelDoNotDependOnFileOrder() throws {
        let files = try GoldenModelTests.cases.flatMap { try GoldenModelTests.sources(for: $0) }
        let forward = ModelDump.render(files: files)
        let backward = ModelDump.render(files: files.reversed())
        #expect(forward == backward)
        let linted = Linter(rules: []).lint(files, jobs: 2)
        #expect(linted == Linter(rules: []).lint(files.reversed(), jobs: 1))
    }
}
