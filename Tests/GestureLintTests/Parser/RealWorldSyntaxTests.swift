import Testing
import GestureLintCore

/// Valid Swift met while linting public SwiftUI projects that the parser once rejected.
@Suite struct RealWorldSyntaxTests {
    @Test func packExpansionInATupleExpression() {
        let parsed = Parsed("func f<each T>(_ v: repeat each T) -> (repeat each T) { (repeat each v) }\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.invariantViolations().isEmpty)
        #expect(parsed.dump.contains("(identifier v)"))
    }

    @Test func packExpansionOfAParenthesisedTuple() {
        let parsed = Parsed("for (l, r) in repeat (each a, each b) { use(l, r) }\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.invariantViolations().isEmpty)
    }

    @Test func eachAndRepeatStayOrdinaryNamesAndStatements() {
        let parsed = Parsed("let g: (Int) -> Int = { each in each + 1 }\nrepeat { i += 1 } while i < 3\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement(0).contains("(closureParameter each)"))
        #expect(parsed.statement(1).hasPrefix("(repeatStmt"))
    }
}

/// Valid Swift from large public packages (issue 10) that once cost a `parse_error`. Each input
/// is accepted by `swiftc -frontend -parse`; each must parse without an error, keep the tree's
/// invariants, and leave a gesture chain written after the construct visible to the model.
@Suite struct CompilerAcceptedSyntaxTests {
    /// A view with a drag gesture: the model must find `DragGesture().onEnded` and the
    /// `.gesture` it is attached with, whatever precedes it in the file.
    static let gestureView = """

    struct Probe: View {
        var body: some View {
            Text("x").gesture(DragGesture().onEnded { _ in finish() })
        }
    }

    """

    static let cases: [(String, String)] = [
        ("a false swift(<5.9) / compiler(>=99) clause holds another version's syntax (not parsed by the compiler)", """
        #if swift(<5.9)
        extension Color {
            static var a = Color("a")
        }
        }
        #elseif compiler(>=99.1)
        func broken( {
        #if os(iOS)
        ]
        #endif
        #else
        let version = 6
        #endif
        """),
        ("freestanding macro after await and try", """
        func check() async throws {
            await #expect(a == b)
            try await #require(throws: E.self) { try f() }
            let error = await #expect(throws: (any Error).self) { try await g() }
            await #expect(processExitsWith: .success) { [i = 0, f = 1.0, s = "", b = true] in use(i, f, s, b) }
        }
        """),
        ("await with its operand on the next line", """
        func load() async throws {
            guard let container = try await
                provider.getContainer(
                    for: package
                )
            else { return }
            guard let x = try await foo
                .bar()
                as? T
            else { return }
        }
        """),
        ("compound names in selectors, key paths and values", """
        let s = #selector(Delegate.collectionView(_:didSelectItemAt:))
        let k = #keyPath(Foo.bar.baz)
        let g = #selector(getter: UIView.frame)
        let f = buf.viewBytes(at:length:)
        let d = _dup2(_:_:)
        let m = items.map(Item.init(id:))
        let i = list.map(.init(rawValue:))
        """),
        ("an attribute with generic arguments and a member", """
        struct Row {
            @FocusState<Field?>.Binding var focus
            @Environment (\\.colorScheme) var colorScheme: ColorScheme
        }
        """),
        ("attributes on enum cases", """
        enum Destination {
            @ReducerCaseIgnored case alert(AlertState<Alert>)
            @ReducerCaseIgnored case debug
            @available(*, deprecated) case old
        }
        """),
        ("operator functions whose name took the generic clause's '<'", """
        extension SortedArray {
            public static func +=<S: Sequence>(lhs: inout SortedArray, rhs: S) where S.Element == Element {}
            public static func ==<C: Collection>(_ lhs: Self, _ rhs: C) -> Bool where C.Element == Element { true }
        }
        public func ||<T> (lhs: Validator<T?>, rhs: Validator<T>) -> Validator<T?> { lhs }
        """),
        ("contextual keywords as argument labels", """
        struct EmptyReducer {
            init(internal: Void) {}
            func f(public x: Int, static: Int, private: Int) {}
        }
        let r = EmptyReducer(internal: ())
        """),
        ("function types as values", """
        var table = [Symbol: ([Any]) throws -> Any]()
        var callbacks = [UInt: (V) -> Void]()
        let cast = unsafeBitCast(fn, to: (() throws -> T).self)
        let body = context!.load(as: ((HANDLE?) -> Void).self)
        """),
        ("attributes whose parentheses are a function type's parameters", """
        func check(_ message: @autoclosure() -> String = "", completion: @escaping(_ url: URL?) -> Void) {}
        """),
        ("typed throws after a space", """
        struct Handle {
            init(username: String, host: String) throws (HandleError) {}
            func f() throws (E) -> Int { 0 }
        }
        """),
        ("borrow, mutate and yielding accessors", """
        struct Box {
            var value: Int {
                borrow { return storage }
                mutate { return &storage }
            }
            subscript(i: Int) -> Int { yielding borrow { yield storage } yielding mutate { yield &storage } }
        }
        protocol Container { subscript(index: Int) -> Int { borrow mutate } }
        """),
        ("attributes under #if in front of a declaration", """
        #if compiler(>=6.3) && !objectFormat(Wasm)
        #if objectFormat(MachO)
        @section("__DATA_CONST,__lldbformatters")
        #else
        @section(".lldbformatters")
        #endif
        @used
        let formatters = (1, 2)
        #endif
        @_spi(ForToolsIntegrationOnly)
        #if SWT_NO_EXIT_TESTS
        @available(*, unavailable)
        #endif
        public struct ExitTest {
            @available(*, deprecated)
            #if compiler(>=6.3)
            @available(Android 24, *)
            #endif
            public func run() {}
        }
        """),
        ("a case guard ending in a trailing closure", """
        func f() {
            switch x {
            case let y where list.contains { $0 == y }:
                break
            default:
                break
            }
        }
        """),
        ("trailing closures that continue a condition", """
        func f() {
            guard let values = items.filter { $0.conditions.isEmpty }.flatMap(\\.values) else { return }
            if let window = windows.reduce(nil as Window?) { best, w in best ?? w } {
                use(window)
            }
            for x in numbers.filter { $0 > 4 } { use(x) }
        }
        """),
        ("a typed pattern after case in a condition", """
        func f() {
            guard case let x: [K: V] = expr, x.isEmpty else { return }
        }
        """),
        ("key paths that start with a subscript", """
        let a = store.scope(\\.[id: 0]!, action: \\.[id: 0])
        let b = packages.map(\\.[0].name)
        let c = path.id(
            state:
                \\.[
                    id: component.id,
                    fileID: fileID
                ]
        )
        """),
        ("module selectors", """
        let expected = CryptoKit::SHA256.hash(data: data)
        let location = #Testing::sourceLocation
        let n = spans.Swift::reduce(into: 0) { $0 += $1.count }
        let t: Swift::Int = 0
        extension TestingTests::SuiteType {}
        """),
        ("generic arguments after a line break in a type", """
        class Coordinator {
            init(isShown: Binding
            <Bool>) {}
        }
        """),
        ("unsafe before an inout reference", """
        func f() -> UnsafeMutablePointer<Int> {
            unsafe &self.pointee
        }
        """),
        ("a __consuming getter", """
        struct FilePath {
            public var components: ComponentView {
                __consuming get { ComponentView(self) }
                _modify { yield &view }
            }
        }
        """),
        ("a pack expansion among generic arguments in an expression", """
        func build<C, each Input>(_ c: C, _ input: repeat each Input) -> Evaluate<C, repeat each Input> {
            Evaluate<C, repeat each Input>(predicate: c, input: repeat each input)
        }
        """),
        ("the inline array type as a value", """
        let a: [3 of Int] = [1, 2, 3]
        let b = [3 of Int](repeating: 0)
        """),
        ("a conditional whose '?' touches the next operand", """
        let style = Text("x").foregroundStyle(userRedText ?.red: .blue)
        """),
    ]

    @Test(arguments: cases.map(\.0))
    func parsesWithoutErrorAndKeepsTheGestureChain(name: String) throws {
        let source = try #require(Self.cases.first { $0.0 == name }).1 + Self.gestureView
        let file = SourceFile(path: "case.swift", text: source)
        let analysis = FileAnalysis(file: file)
        #expect(analysis.tree.errors.isEmpty, "\(name): \(analysis.tree.errors.map(\.message))")
        #expect(TreeInvariants.violations(analysis.tree, file).isEmpty)
        let model = GestureModel(analysis: analysis, project: ProjectIndex(analyses: [analysis]))
        let drag = model.chains.first { $0.base.name == "DragGesture" }
        #expect(drag?.modifiers.map(\.name) == ["onEnded"], "\(name)")
        let text = model.chains.first { $0.base.name == "Text" && $0.modifiers.contains { $0.name == "gesture" } }
        #expect(text != nil, "\(name)")
        #expect(model.attachments.count == 1, "\(name)")
    }
}

/// Tree shapes the rules read, for the constructs above.
@Suite struct CompilerAcceptedSyntaxShapeTests {
    @Test func compoundNameIsAReferenceNotACall() {
        let parsed = Parsed("let s = #selector(Delegate.method(_:didSelectItemAt:))\nlet f = self.add(context:after:)\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement(0) == "(variableDecl[let] (patternBinding s (identifier s) (macroExpansion[#] selector (argument (memberAccess method (identifier Delegate))))))")
        #expect(parsed.statement(1) == "(variableDecl[let] (patternBinding f (identifier f) (memberAccess add (identifier self))))")
    }

    @Test func awaitedMacroIsAnAwaitExpression() {
        let parsed = Parsed("await #expect(a == b)\n")
        #expect(parsed.statement() == "(awaitExpr[await] (macroExpansion[#] expect (argument (sequence (identifier a) (binaryOperator ==) (identifier b)))))")
    }

    @Test func attributedEnumCaseIsACaseDeclaration() {
        let parsed = Parsed("enum A {\n  @ReducerCaseIgnored case alert(Int)\n}\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.dump.contains("(enumCaseDecl[case] (attribute ReducerCaseIgnored) (enumCaseElement alert"))
    }

    @Test func attributeWithGenericArgumentsAndMember() {
        let parsed = Parsed("@FocusState<Field?>.Binding var focus\n")
        #expect(parsed.statement() == "(variableDecl[var] (attribute FocusState (genericArguments `<Field?>`)) (patternBinding focus (identifier focus)))")
    }

    @Test func attributesUnderIfConfigBelongToTheDeclaration() {
        let parsed = Parsed("#if os(macOS)\n@MainActor\n#else\n@preconcurrency\n#endif\nfunc f() {}\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement() == "(functionDecl[func] f (ifConfig[#if] (ifConfigClause #if (attribute MainActor)) (ifConfigClause #else (attribute preconcurrency))) (parameterClause) (codeBlock))")
    }

    @Test func ifConfigOfDeclarationsIsStillAStatementList() {
        let parsed = Parsed("#if os(iOS)\n@MainActor func f() {}\n#endif\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.dump == "(sourceFile (ifConfig[#if] (ifConfigClause #if (functionDecl[func] f (attribute MainActor) (parameterClause) (codeBlock)))))")
    }

    @Test func operatorFunctionWithFusedGenericClause() {
        let parsed = Parsed("func ||<T>(lhs: T, rhs: T) -> T { lhs }\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement().hasPrefix("(functionDecl[func] ||< (genericParameters `T>`) (parameterClause (parameter lhs"))
    }

    @Test func caseGuardKeepsItsTrailingClosure() {
        let parsed = Parsed("switch x {\ncase let y where list.contains { $0 == y }: break\ndefault: break\n}\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement().contains("(casePattern (bindingPattern[let] y (identifier y)) (call contains (memberAccess contains (identifier list)) (argument^ (closure"))
    }

    @Test func conditionTrailingClosureOnlyWhenTheConditionContinues() {
        let parsed = Parsed("if xs.contains { $0 > 1 } { go() }\nif ready { go() }\nif a { b() } else { c() }\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement(0) == "(ifStmt[if] (condition (call contains (memberAccess contains (identifier xs)) (argument^ (closure (sequence (identifier $0) (binaryOperator >) (literal `1`)))))) (codeBlock (call go (identifier go))))")
        #expect(parsed.statement(1) == "(ifStmt[if] (condition (identifier ready)) (codeBlock (call go (identifier go))))")
        #expect(parsed.statement(2).hasPrefix("(ifStmt[if] (condition (identifier a)) (codeBlock (call b"))
    }

    @Test func functionTypeValueIsATypeExpression() {
        let parsed = Parsed("let t = [Int: (V) -> Void]()\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement() == "(variableDecl[let] (patternBinding t (identifier t) (call (dictionaryLiteral (dictionaryElement (identifier Int) (typeExpression (tuple (argument (identifier V))) (type `Void`)))))))")
    }

    @Test func moduleSelectorNamesTheMember() {
        let parsed = Parsed("SwiftUI::DragGesture()\n")
        #expect(parsed.statement() == "(call DragGesture (identifier DragGesture))")
    }

    @Test func spacedQuestionMarkIsTheConditional() {
        let parsed = Parsed("let c = flag ?.red: .blue\n")
        #expect(parsed.statement() == "(variableDecl[let] (patternBinding c (identifier c) (sequence (identifier flag) (ternary (implicitMember red)) (implicitMember blue))))")
    }
}
