import Testing
import GestureLintCore

@Suite struct ParserShapeTests {
    @Test func callWithLabelsAndTrailingClosures() {
        let parsed = Parsed("x.foo(a: 1, b) { $0 } onEnded: { v in print(v) }\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement() == "(call foo (memberAccess foo (identifier x)) (argument a (literal `1`)) (argument (identifier b)) (argument^ (closure (identifier $0))) (argument^ onEnded (closure (closureParameter v) (call print (identifier print) (argument (identifier v))))))")
    }

    @Test func conditionBraceOpensTheBodyNotAClosure() {
        let parsed = Parsed("if x { y() }\nwhile busy { wait() }\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement(0) == "(ifStmt[if] (condition (identifier x)) (codeBlock (call y (identifier y))))")
        #expect(parsed.statement(1) == "(whileStmt[while] (condition (identifier busy)) (codeBlock (call wait (identifier wait))))")
    }

    @Test func guardAvailable() {
        let parsed = Parsed("guard #available(iOS 17, *) else { return }\n")
        #expect(parsed.statement() == "(guardStmt[guard] (condition[#available]) (codeBlock (returnStmt[return])))")
    }

    @Test func switchCasePatterns() {
        let parsed = Parsed("switch v {\ncase .second(true, let drag?): f(drag)\ncase .first, nil: break\ndefault: g()\n}\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement() == "(switchStmt[switch] (identifier v) (switchCase[case] (casePattern (call second (implicitMember second) (argument (literal `true`)) (argument (bindingPattern[let] drag (optionalChain (identifier drag)))))) (call f (identifier f) (argument (identifier drag)))) (switchCase[case] (casePattern (implicitMember first)) (casePattern (literal `nil`)) (controlTransfer[break])) (switchCase[default] (call g (identifier g))))")
    }

    @Test func ternaryWithNil() {
        let parsed = Parsed("let z = on ? drag : nil\n")
        #expect(parsed.statement() == "(variableDecl[let] (patternBinding z (identifier z) (sequence (identifier on) (ternary (identifier drag)) (literal `nil`))))")
    }

    @Test func postfixIfConfigInAChain() {
        let parsed = Parsed("view\n  #if os(iOS)\n  .gesture(g)\n  #endif\n  .padding()\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement() == "(call padding (memberAccess padding (postfixIfConfig[#if] (identifier view) (ifConfigClause #if (call gesture (implicitMember gesture) (argument (identifier g)))))))")
    }

    @Test func stringInterpolationHoldsExpressions() {
        let parsed = Parsed("let s = \"a\\(b + 1)c\"\nlet r = #\"x\\#(y)\"#\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement(0) == "(variableDecl[let] (patternBinding s (identifier s) (stringLiteral (tuple (argument (sequence (identifier b) (binaryOperator +) (literal `1`)))))))")
        #expect(parsed.statement(1).contains("(identifier y)"))
    }

    @Test func assignmentsAndCompoundAssignments() {
        let parsed = Parsed("a = b; c += d.e\n")
        #expect(parsed.statement(0) == "(sequence (identifier a) (binaryOperator =) (identifier b))")
        #expect(parsed.statement(1) == "(sequence (identifier c) (binaryOperator +=) (memberAccess e (identifier d)))")
    }

    @Test func genericArgumentsVersusComparison() {
        let parsed = Parsed("Foo<Bar>.baz()\na < b\nlet x: Array<Set<Int>>? = nil\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement(0) == "(call baz (memberAccess baz (typeExpression Foo (identifier Foo) (genericArguments `<Bar>`))))")
        #expect(parsed.statement(1) == "(sequence (identifier a) (binaryOperator <) (identifier b))")
        #expect(parsed.statement(2).contains("(type `Array<Set<Int>>?`)"))
    }

    @Test func closureSignatureWithCaptureList() {
        let parsed = Parsed("let f = { [weak self] (a: Int, b) -> Int in a }\n")
        #expect(parsed.statement() == "(variableDecl[let] (patternBinding f (identifier f) (closure (captureList `[weak self]`) (closureParameter a (type `Int`)) (closureParameter b) (identifier a))))")
    }

    @Test func leadingDotOnNextLineContinuesAChain() {
        let parsed = Parsed("Text(\"a\")\n    .padding()\n    .onTapGesture { }\n")
        #expect(parsed.tree.statements(of: parsed.tree.root).count == 1)
        #expect(parsed.statement().hasPrefix("(call onTapGesture (memberAccess onTapGesture (call padding"))
    }

    @Test func parenthesisOnNextLineStartsANewStatement() {
        let parsed = Parsed("foo\n(bar)\n")
        #expect(parsed.tree.statements(of: parsed.tree.root).count == 2)
    }

    @Test func declarations() {
        let source = """
        @available(iOS 17, *)
        public struct Card<T: Hashable>: View, Sendable where T: Codable {
            @GestureState(resetTransaction: Transaction()) private var drag = CGSize.zero
            private(set) var count: Int { get { 1 } set { } }
            var observed = 0 { didSet { print(observed) } }
            init?(value: T) { }
            subscript(index: Int) -> Int { get { 0 } set { } }
            func f(_ a: inout Int, label b: @escaping () -> Void = {}) async throws -> some View { EmptyView() }
            enum Phase { case idle, pressing(Int), dragging(translation: CGSize) }
            typealias Value = Int
            #if os(iOS)
            var body: some View { Text("a") }
            #else
            var body: some View { EmptyView() }
            #endif
        }
        extension Card: Equatable where T: Equatable {}
        """
        let parsed = Parsed(source)
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        #expect(parsed.invariantViolations().isEmpty)
        let declarations = FileDeclarations(tree: parsed.tree, file: parsed.file)
        #expect(declarations.types.map(\.name) == ["Card", "Card.Phase", "Card"])
        #expect(declarations.types[0].inheritedTypes == ["View", "Sendable"])
        #expect(declarations.types[0].availability.first?.platforms == [PlatformVersion(platform: "iOS", major: 17)])
        let drag = declarations.properties.first { $0.name == "drag" }
        #expect(drag?.wrapper == .gestureState)
        #expect(drag?.wrapperArguments == "(resetTransaction: Transaction())")
        #expect(drag?.initialValue == "CGSize.zero")
        #expect(declarations.properties.first { $0.name == "count" }?.isComputed == true)
        #expect(declarations.properties.first { $0.name == "observed" }?.isComputed == false)
        #expect(declarations.properties.filter { $0.name == "body" }.count == 2)
        #expect(declarations.functions.map(\.selector) == ["f(_:label:)"])
    }

    @Test func accessorsInProtocolsAndInterfaces() {
        let parsed = Parsed("protocol P {\n  var a: Int { get set }\n  var b: Int { @inlinable get }\n  func f()\n}\n")
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
    }

    @Test func ifAndSwitchExpressions() {
        let parsed = Parsed("let x = if a { 1 } else { 2 }\nlet y = switch b { case .c: 1 default: 2 }\n")
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        #expect(parsed.statement(0).contains("(ifStmt[if]"))
        #expect(parsed.statement(1).contains("(switchStmt[switch]"))
    }

    @Test func ifCaseAndLoops() {
        let parsed = Parsed("""
        if case .second(true, let drag?) = value { use(drag) }
        repeat { i += 1 } while i < 3
        outer: for case let x? in xs { continue outer }
        do { try f() } catch let error as MyError { print(error) } catch { }
        defer { cleanup() }
        throw E.bad
        """)
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        #expect(parsed.invariantViolations().isEmpty)
        #expect(parsed.statement(0).hasPrefix("(ifStmt[if] (condition[case] (call second"))
    }
}

@Suite struct ParserRecoveryTests {
    @Test func unknownConstructIsOneErrorAndParsingResumes() {
        let parsed = Parsed("let a = 1\nlet b = = 2 ) ]\nlet c = 3\n")
        #expect(parsed.errors.count >= 1)
        let names = FileDeclarations(tree: parsed.tree, file: parsed.file).properties.map(\.name)
        #expect(names.contains("a") && names.contains("c"))
        #expect(parsed.invariantViolations().isEmpty)
    }

    @Test func errorPointsAtTheSkippedText() throws {
        let parsed = Parsed("struct A {\n  var x = 1\n  var = 3\n  var y = 2\n}\n")
        let error = try #require(parsed.errors.first)
        #expect(parsed.errors.count == 1)
        #expect(parsed.file.location(of: error.range.lowerBound) == SourceLocation(line: 3, column: 7))
        #expect(FileDeclarations(tree: parsed.tree, file: parsed.file).properties.map(\.name) == ["x", "y"])
    }

    @Test func unclosedBraceAtEndOfFile() {
        let parsed = Parsed("struct A {\n  var body: some View {\n    Text(\"a\")\n")
        #expect(parsed.errors.count == 1)
        #expect(parsed.invariantViolations().isEmpty)
    }

    @Test func twoStatementsOnOneLineNeedASemicolon() {
        let parsed = Parsed("let a = 1 let b = 2\n")
        #expect(parsed.errors.count == 1)
    }

    @Test func linterReportsParseErrors() {
        let file = SourceFile(path: "broken.swift", text: "let a = 1\nlet b = = 2\n")
        let diagnostics = Linter(rules: []).lint([file])
        #expect(diagnostics.map(\.ruleID) == ["parse_error"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.start.line == 2)
    }

    @Test func emptyAndTriviaOnlyFiles() {
        for source in ["", "\n\n", "// just a comment\n", "/* block */", "#!/usr/bin/swift\n"] {
            let parsed = Parsed(source)
            #expect(parsed.errors.isEmpty)
            #expect(parsed.invariantViolations().isEmpty)
        }
    }
}
