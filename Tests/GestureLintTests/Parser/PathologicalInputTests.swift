import Testing
import GestureLintCore

/// Inputs built to break a recursive parser: each must end with at most a couple of
/// `parse_error`s, never a crash or a stack overflow, and in linear time (the sizes here
/// would take minutes if any step were quadratic).
@Suite struct PathologicalInputTests {
    static let depth = 100_000

    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    static let deepInputs: [(String, String)] = [
        ("parentheses", "let x = " + repeated("(", depth) + "1" + repeated(")", depth) + "\n"),
        ("brackets", "let x = " + repeated("[", depth) + "1" + repeated("]", depth) + "\n"),
        ("braces", repeated("{", depth) + repeated("}", depth) + "\n"),
        ("closures", repeated("f { ", depth) + repeated("}", depth) + "\n"),
        ("ifs", "func g() {\n" + repeated("if a { ", depth) + repeated("}", depth) + "\n}\n"),
        ("types", "struct S {\n" + repeated("struct T {\n", depth) + repeated("}\n", depth) + "}\n"),
        ("interpolations", "let s = " + repeated("\"\\(", 20_000) + "1" + repeated(")\"", 20_000) + "\n"),
        ("unclosed parentheses", "let x = " + repeated("(", depth) + "\n"),
        ("unclosed braces", repeated("{", depth) + "\n"),
        ("unopened braces", repeated("}", depth) + "\n"),
        ("prefix operators", "let x = " + repeated("-", 1) + repeated("!", depth) + "a\n"),
        ("nested #if", repeated("#if A\n", depth) + "let x = 1\n" + repeated("#endif\n", depth)),
        ("nested #if in a switch", "switch x {\n" + repeated("#if A\n", depth) + "case 1: break\n"
            + repeated("#endif\n", depth) + "}\n"),
        ("nested postfix #if", "let v = Text(\"a\")\n" + repeated("#if A\n.padding()\n", depth) + repeated("#endif\n", depth)),
        ("try chain", "let x = " + repeated("try ", depth) + "f()\n"),
        ("generic angles", "let x: " + repeated("A<", depth) + "B" + repeated(">", depth) + "\n"),
    ]

    @Test(arguments: deepInputs.map(\.0))
    func deepNestingEndsInOneParseError(name: String) {
        let source = Self.deepInputs.first { $0.0 == name }!.1
        let file = SourceFile(path: "\(name).swift", text: source)
        let analysis = FileAnalysis(file: file)
        #expect(analysis.tree.errors.count <= 2, "\(name): \(analysis.tree.errors.count) errors")
        // The model and the dump walk the tree too: they must survive it.
        let model = GestureModel(analysis: analysis, project: ProjectIndex(analyses: [analysis]))
        #expect(!ModelDump.render(model).isEmpty)
    }

    @Test func balancedDeepNestingIsReportedOnce() {
        let source = "let x = " + Self.repeated("(", Self.depth) + "1" + Self.repeated(")", Self.depth) + "\nlet y = 2\n"
        let analysis = FileAnalysis(file: SourceFile(path: "deep.swift", text: source))
        #expect(analysis.tree.errors.count == 1)
        #expect(analysis.declarations.properties.map(\.name) == ["x", "y"])
    }

    @Test func deepInputsOnWorkerThreads() {
        // The linter parses on Dispatch worker threads, whose stacks are smaller than the main thread's.
        let files = Self.deepInputs.map { SourceFile(path: $0.0 + ".swift", text: $0.1) }
        let diagnostics = Linter(rules: [ModelReadingRule()]).lint(files, jobs: 2)
        #expect(diagnostics.allSatisfy { $0.ruleID == "parse_error" })
        #expect(!diagnostics.isEmpty)
    }

    @Test func tenMegabyteExpression() {
        var source = "let x = a"
        source.reserveCapacity(10_500_000)
        // Long operands keep the node count (and the debug-build run time) moderate; the
        // dense form (`a.b(c)[0]` terms) is a release-build measurement, not a unit test.
        while source.utf8.count < 10_000_000 { source += " + someOperandName.someMember" }
        source += "\nlet y = 1\n"
        let analysis = FileAnalysis(file: SourceFile(path: "wide.swift", text: source))
        #expect(analysis.tree.errors.isEmpty)
        #expect(analysis.declarations.properties.map(\.name) == ["x", "y"])
    }

    @Test func longModifierChain() {
        let source = "let v = Text(\"a\")" + Self.repeated("\n    .padding()", 50_000) + "\n    .gesture(TapGesture())\n"
        let analysis = FileAnalysis(file: SourceFile(path: "chain.swift", text: source))
        #expect(analysis.tree.errors.isEmpty)
        let model = GestureModel(analysis: analysis, project: ProjectIndex(analyses: [analysis]))
        #expect(model.chains.first?.modifiers.count == 50_001)
    }
}

/// Makes the linter build and walk the gesture model, as real rules do.
struct ModelReadingRule: Rule {
    static let description = RuleDescription(
        id: "model_reader", name: "Model reader", severity: .note,
        summary: "Test-only rule.", rationale: "Exercises the model on worker threads.")
    func check(_ context: RuleContext) {
        for chain in context.model.chains { _ = context.model.descendants(of: chain.id) }
        _ = ModelDump.render(context.model)
    }
}
