import Testing
@testable import GestureLintCore

/// The byte-level shortcuts of the gesture model (perf6) give the answers of the `Character` and
/// dictionary code they replaced.
@Suite struct ModelFastPathTests {
    static func builder(_ source: String) -> ModelBuilder {
        let analysis = FileAnalysis(file: SourceFile(path: "main.swift", text: source))
        return ModelBuilder(analysis: analysis, project: ProjectIndex(analyses: [analysis]))
    }

    @Test func startsUppercaseMatchesCharacterIsUppercase() {
        for name in ["Text", "text", "_Text", "", "1x", "Über", "über", "Étagère", "ǅungla", "\u{00A0}X", "Zebra", "@x"] {
            #expect(ModelBuilder.startsUppercase(name) == (name.first?.isUppercase == true), "\(name)")
        }
    }

    @Test func textWithoutWhitespaceMatchesTheCharacterFilter() {
        let sources = [
            "let x = self . header\r\n    .title",
            "a\t.\u{0B}b\u{0C}.c\r.d",
            "self.\u{00A0}name // ünïcode comment\n.other",
            "Color\u{2028}.red",
        ]
        for source in sources {
            let builder = Self.builder(source)
            let count = builder.file.bytes.count
            for start in 0..<count {
                for end in stride(from: start, through: count, by: 3) {
                    let expected = builder.file.text(start..<end).filter { !$0.isWhitespace }
                    #expect(builder.textWithoutWhitespace(start..<end) == expected, "\(source) \(start)..<\(end)")
                }
            }
        }
    }

    @Test func lowercaseCalleeTestReadsThroughBackticks() {
        let builder = Self.builder("func f() { `gesture`(x); Text(y); padding(); `Type`(z) }")
        var answers: [String: Bool] = [:]
        builder.tree.walk(builder.tree.root) { node in
            if builder.tree.kind(node) == .call, let callee = builder.tree.child(node, 0), let name = builder.name(callee) {
                answers[name] = builder.startsWithLowercaseLetter(callee)
            }
            return true
        }
        #expect(answers == ["gesture": true, "Text": false, "padding": true, "Type": false])
    }

    @Test func mutatingMethodNamesMatchTheSetLookup() {
        let calls = AccessCollector.mutatingMethods.sorted().map { "items.\($0)()" }
            + ["items.`append`(1)", "items.`toggle`()", "items.appendx()", "items.appen()", "items.Append()",
               "items.padding()", "items.`x`()", "items.removeAllx()", "a.b.sort()", "items.tögglé()", "x.`y`.remove(at: 0)"]
        let builder = Self.builder("func f() {\n" + calls.joined(separator: "\n") + "\n}")
        let collector = AccessCollector(model: builder)
        let tree = builder.tree
        var members = 0
        var found: [String] = []
        tree.walk(tree.root) { node in
            guard tree.kind(node) == .memberAccess else { return true }
            members += 1
            let expected = tree.name(node, in: builder.file).flatMap { AccessCollector.mutatingMethods.contains($0) ? $0 : nil }
            #expect(collector.mutatingMethodName(node) == expected, "\(tree.name(node, in: builder.file) ?? "-")")
            if let expected { found.append(expected) }
            return true
        }
        #expect(members >= calls.count)
        #expect(found.count == AccessCollector.mutatingMethods.count + 4)
    }

    @Test func attachAndGestureNameFiltersKeepEveryName() {
        let gestureNames = ["DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnifyGesture",
                            "MagnificationGesture", "RotateGesture", "RotationGesture"]
        let attachKinds = ["gesture", "simultaneousGesture", "highPriorityGesture", "onTapGesture", "onLongPressGesture"]
        let names = attachKinds + gestureNames + Array(ModelBuilder.compositionTypes.keys)
            + ["padding", "frame", "Text", "esture", "Gesture", "gestures", "gesturE", "onTapGesture2", "ésture",
               "g\u{0301}esture", "simultaneousGesture ", "", "VStack", "MyGesture", "`gesture`"]
        var attachNames = 0
        for name in names {
            #expect(ModelBuilder.attachKind(name) == GestureAttachment.Kind(rawValue: name), "\(name)")
            if GestureAttachment.Kind(rawValue: name) != nil { attachNames += 1 }
            if GestureType(typeName: name) != nil || ModelBuilder.compositionTypes[name] != nil {
                #expect(ModelBuilder.endsInEsture(name), "\(name)")
            }
        }
        #expect(attachNames == attachKinds.count)
        #expect(!ModelBuilder.endsInEsture("esture") && ModelBuilder.endsInEsture("Gesture") && !ModelBuilder.endsInEsture("frame"))
    }

    /// The chain roots' order (by start, the outer of two starting together first) is the
    /// comparator's, over every node of a file (nested, sibling and same-start nodes).
    @Test func chainRootOrderMatchesTheComparator() {
        let builder = Self.builder("""
        struct V: View {
            var body: some View {
                VStack { Text("a").padding().onTapGesture { x = 1 } ; Image("b") }
                    .gesture(DragGesture().onChanged { v in offset = v.translation })
                #if os(iOS)
                Color.red.frame(width: 1)
                #endif
            }
        }
        """)
        let tree = builder.tree
        let nodes = tree.nodes.indices.reversed().map { NodeID($0) }
        let expected = nodes.sorted {
            tree.range($0).lowerBound < tree.range($1).lowerBound || tree.range($0).lowerBound == tree.range($1).lowerBound && $0 > $1
        }
        #expect(nodes.count > 50)
        #expect(ModelBuilder.sortedByStart(nodes, tree: tree) == expected)
    }

    /// Each table of `AncestorIndex` answers as a walk up the parents does, for every node.
    @Test func ancestorTablesMatchTheParentWalk() {
        let builder = Self.builder("""
        struct V: View {
            @State var on = false
            var body: some View {
                VStack {
                    if on { Text("a") } else { Text("b").onTapGesture { withAnimation(.spring) { on.toggle() } } }
                    ForEach(items) { item in Text(item.name).gesture(TapGesture().onEnded { _ in on = item.flag ? true : false }) }
                }
            }
            struct Inner { func f() { guard on else { return }; for x in [1] { while x > 0 { switch x { case 1: run { on = true }; default: break } } } } }
        }
        extension V { func g() { do { try h() } catch { withAnimation { on = false } } } }
        """)
        let tree = builder.tree
        let file = builder.file
        let index = AncestorIndex(tree: tree, file: file)
        func walk(_ node: NodeID, _ matches: (NodeID) -> Bool) -> NodeID? { tree.ancestors(node).first(where: matches) }
        func isAnimationClosure(_ node: NodeID) -> Bool {
            guard tree.kind(node) == .closure, let argument = tree.parent(node), let call = tree.parent(argument),
                  tree.kind(argument) == .argument, tree.kind(call) == .call, let callee = tree.child(call, 0),
                  tree.kind(callee) == .identifier else { return false }
            return tree.nameIs(callee, "withAnimation", in: file)
        }
        var found = [0, 0, 0, 0]
        for position in tree.nodes.indices {
            let node = NodeID(position)
            let type = walk(node) { tree.kind($0) == .typeDecl }
            let conditional = walk(node) { [.ifStmt, .guardStmt, .switchStmt, .ternary, .whileStmt, .forStmt].contains(tree.kind($0)) }
            let animation = walk(node, isAnimationClosure)
            let scope = walk(node) {
                [.closure, .codeBlock, .switchCase, .ifStmt, .whileStmt, .forStmt, .guardStmt, .catchClause, .functionDecl,
                 .typeDecl, .sourceFile].contains(tree.kind($0))
            }
            #expect(index.typeDeclaration(around: node) == type)
            #expect(index.conditional(around: node) == conditional)
            #expect(index.animationClosure(around: node) == animation)
            #expect(index.localScope(around: node) == scope)
            for (slot, answer) in [type, conditional, animation, scope].enumerated() where answer != nil { found[slot] += 1 }
        }
        #expect(found.allSatisfy { $0 > 5 })
    }

    @Test func localBindingsAnswerPerBlockAndClosure() {
        let builder = Self.builder("""
        func f() {
            let a = 1
            run { [weak self, b] x, y in
                let c = x
                guard let d = c else { return }
            }
            run { }
        }
        """)
        let collector = AccessCollector(model: builder)
        let tree = builder.tree
        let bindings = LocalBindings(nodeCount: tree.nodes.count)
        var closures: [NodeID] = []
        var blocks: [NodeID] = []
        tree.walk(tree.root) { node in
            if tree.kind(node) == .closure { closures.append(node) }
            if tree.kind(node) == .codeBlock { blocks.append(node) }
            return true
        }
        #expect(closures.count == 2)
        for _ in 0..<2 { // the second round reads the tables
            #expect(["self", "b", "x", "y"].allSatisfy { bindings.closureBinds($0, closures[0], collector: collector) })
            #expect(!bindings.closureBinds("a", closures[0], collector: collector))
            #expect(!bindings.closureBinds("x", closures[1], collector: collector))
            let end = builder.file.bytes.count
            #expect(bindings.declaresBefore("c", in: closures[0], offset: end, collector: collector))
            #expect(bindings.declaresBefore("d", in: closures[0], offset: end, collector: collector))
            #expect(!bindings.declaresBefore("c", in: closures[0], offset: 0, collector: collector))
            #expect(!bindings.declaresBefore("c", in: closures[1], offset: end, collector: collector))
            #expect(blocks.contains { bindings.declaresBefore("a", in: $0, offset: end, collector: collector) })
        }
    }

    @Test func nodeTableStoresAndForgets() {
        var table = NodeTable(nodeCount: 4)
        #expect(table[NodeID(0)] == nil)
        #expect(table[NodeID(9)] == nil)
        table[NodeID(2)] = 7
        table[NodeID(0)] = 0
        #expect(table[NodeID(2)] == 7)
        #expect(table[NodeID(0)] == 0)
        #expect(table[NodeID(1)] == nil)
        table[NodeID(2)] = nil
        #expect(table[NodeID(2)] == nil)
    }

    @Test func conformanceAnswersStayRightWhenAskedAgain() {
        let analysis = FileAnalysis(file: SourceFile(path: "main.swift", text: """
        protocol Fancy: Gesture {}
        struct Swipe: Fancy {}
        struct Card: View {}
        """))
        let project = ProjectIndex(analyses: [analysis])
        for _ in 0..<2 {
            #expect(project.conforms("Swipe", to: "Gesture"))
            #expect(!project.conforms("Swipe", to: "View"))
            #expect(project.conforms("Card", to: "View"))
            #expect(!project.conforms("Card", to: "Gesture"))
            #expect(!project.conforms("Missing", to: "Gesture"))
        }
    }
}
