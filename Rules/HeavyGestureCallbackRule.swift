import GestureLintCore

/// Work in a per-frame gesture callback runs 60-120 times a second while the finger moves.
struct HeavyGestureCallbackRule: Rule {
    static let defaultHeavyCalls = ["perform*", "compute*", "calculate*", "process*", "fetch*", "load*", "save*",
                                    "reload*", "apply*Filter*", "*HitTest*", "hitTest*", "render*", "update*Model*"]

    static let description = RuleDescription(
        id: "heavy_gesture_callback",
        name: "Heavy work in a per-frame gesture callback",
        severity: .warning,
        summary: "A loop, collection pass, I/O or heavy call in `.onChanged`/`.updating` of a continuous gesture runs on every frame.",
        rationale: """
        `.onChanged` and `.updating` of a drag, pinch or rotation run on every touch update, 60 to \
        120 times a second. A loop over the model, a sort, a JSON encode or a disk write there makes \
        the drag stutter and lag behind the finger, and drains the battery. Do the work once in \
        `.onEnded`, or throttle it, and keep the per-frame callback to assignments and arithmetic.

        Silent for work behind a latch the callback closes on its first frame \
        (`if !started { started = true; ... }`, `if start == nil { start = ... }`): it runs once per \
        gesture. System haptics (`NSHapticFeedbackManager.defaultPerformer.perform(...)`) are not work. \
        Passes over the app's scenes and windows (`UIApplication.shared.connectedScenes`, `.windows`, \
        `NSApp.windows`) walk a handful of elements and are not reported either; what the code then \
        does on every frame is (`endEditing(true)` to hide the keyboard).
        """,
        triggeringExamples: [
            """
            struct BoardView: View {
                @State private var cards: [Card] = []
                @State private var hovered: Card.ID?
                var body: some View {
                    CardGrid(cards: cards)
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    ↓for card in cards where card.frame.contains(value.location) {
                                        hovered = card.id
                                    }
                                }
                        )
                }
            }
            """,
            """
            struct ListView: View {
                @State private var items: [Item] = []
                @State private var offset = CGSize.zero
                var body: some View {
                    ItemStack(items: items)
                        .offset(offset)
                        .gesture(DragGesture().onChanged { value in
                            offset = value.translation
                            items = items.↓sorted { $0.rank < $1.rank }
                        })
                }
            }
            """,
            """
            struct CanvasView: View {
                @State private var zoom: CGFloat = 1
                let store: Store
                var body: some View {
                    Canvas { _, _ in }
                        .gesture(MagnifyGesture().onChanged { value in
                            zoom = value.magnification
                            store.↓saveZoom(zoom)
                            try? ↓JSONEncoder().encode(store.settings).write(to: store.url)
                        })
                }
            }
            """,
            """
            struct PressView: View {
                @State private var pressed = false
                var body: some View {
                    Text("Hold")
                        .onLongPressGesture(minimumDuration: 1) {
                            pressed = false
                        } onPressingChanged: { isPressing in
                            pressed = isPressing
                            ↓UserDefaults.standard.set(isPressing, forKey: "pressing")
                        }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct ListView: View {
                @State private var items: [Item] = []
                @State private var offset = CGSize.zero
                var body: some View {
                    ItemStack(items: items)
                        .offset(offset)
                        .gesture(DragGesture()
                            .onChanged { value in
                                offset = value.translation
                                let limit = max(0, min(value.translation.height, 200))
                                withAnimation(.interactiveSpring) { offset.height = limit }
                            }
                            .onEnded { _ in
                                items = items.sorted { $0.rank < $1.rank }
                                offset = .zero
                            })
                }
            }
            """,
            """
            struct PressView: View {
                @State private var selection: [Item] = []
                var body: some View {
                    Text("Hold")
                        .gesture(LongPressGesture().onChanged { _ in
                            selection = selection.filter(\\.isPinned)
                        })
                }
            }
            """,
            """
            struct Ruler: View {
                @State private var position: CGFloat = 0
                var body: some View {
                    Line()
                        .gesture(DragGesture().onChanged { value in
                            // for each tick we sort nothing: "for" in a comment or string is fine
                            position = value.location.x
                            snapPosition(position)
                        })
                }
                func snapPosition(_ x: CGFloat) {}
            }
            """,
        ],
        options: [
            RuleOption(name: "heavy_calls", kind: .stringList, defaultValue: defaultHeavyCalls.joined(separator: ", "),
                       summary: "Glob patterns (`*`, `?`) of call names treated as heavy in a per-frame callback."),
            RuleOption(name: "allowed_calls", kind: .stringList, defaultValue: "(none)",
                       summary: "Glob patterns of call names never reported (cheap helpers that match a heavy pattern)."),
        ])

    static let collectionCalls: Set<String> = ["sorted", "sort", "filter", "map", "compactMap", "flatMap", "reduce", "allSatisfy"]
    static let predicateCalls: [String: String] = ["first": "where", "contains": "where", "min": "by", "max": "by"]
    static let ioTypes: Set<String> = ["FileManager", "JSONEncoder", "JSONDecoder", "PropertyListEncoder",
                                       "PropertyListDecoder", "URLSession"]
    static let defaultsWrites: Set<String> = ["set", "setValue", "removeObject", "setNilValueForKey", "synchronize"]

    func check(_ context: RuleContext) {
        let model = context.model
        let tree = model.tree
        let heavyCalls = context.options.strings("heavy_calls", default: Self.defaultHeavyCalls)
        let allowedCalls = context.options.strings("allowed_calls", default: [])
        var reported: Set<Int> = []
        for callback in model.callbacks where callback.isPerFrame {
            let body: NodeID
            switch callback.body {
            case .closure(let closure):
                body = closure
            case .function(_, let declaration):
                guard let declaration, declaration.site.file === context.file, let functionBody = declaration.body else { continue }
                body = functionBody
            case .unknown:
                continue
            }
            let scanner = Scanner(tree: tree, file: context.file, heavyCalls: heavyCalls, allowedCalls: allowedCalls)
            let place = callback.kind == .onPressingChanged || callback.kind == .pressing
                ? "\(callback.kind.rawValue):" : ".\(callback.kind.rawValue)"
            for finding in scanner.findings(in: body) where reported.insert(finding.range.lowerBound).inserted {
                context.report(finding.range, "\(finding.what) runs on every frame in \(place); do it in .onEnded or throttle it")
            }
        }
    }

    struct Finding {
        var range: Range<Int>
        var what: String
    }

    /// Walks a callback body's syntax tree for work that should not run per frame.
    struct Scanner {
        let tree: SyntaxTree
        let file: SourceFile
        let heavyCalls: [String]
        let allowedCalls: [String]

        func findings(in body: NodeID) -> [Finding] {
            var result: [Finding] = []
            tree.walk(body) { node in
                if isOncePerGestureBlock(node) { return false }
                if let finding = loop(node) ?? specific(node) {
                    result.append(finding)
                    return false  // one finding per expression: nothing inside it
                }
                switch tree.kind(node) {
                case .tryExpr:
                    // `try` with a call, unless something more specific inside says what is heavy.
                    if !findings(in: node, excludingRoot: true).isEmpty { return true }
                    if tree.descendants(node).contains(where: { tree.kind($0) == .call }), let token = tree.keywordToken(node) {
                        result.append(Finding(range: token.range, what: "'try'"))
                        return false
                    }
                    return true
                case .awaitExpr:
                    if !findings(in: node, excludingRoot: true).isEmpty { return true }
                    if let token = tree.keywordToken(node) { result.append(Finding(range: token.range, what: "'await'")) }
                    return false
                default:
                    return true
                }
            }
            return result
        }

        /// The body of `if !started { started = true; ... }` (or `if start == nil { start = ... }`): a latch
        /// that the callback closes on its first frame, so what it guards runs once per gesture, not per frame.
        func isOncePerGestureBlock(_ node: NodeID) -> Bool {
            guard tree.kind(node) == .codeBlock, !tree[node].flags.contains(.elseBranch),
                  let statement = tree.parent(node), tree.kind(statement) == .ifStmt,
                  tree.child(statement, 1) == node, let condition = tree.child(statement, 0),
                  tree.kind(condition) == .condition, tree.keywordToken(condition) == nil,
                  let test = tree.child(condition, 0), let latch = latchName(test) else { return false }
            return tree.statements(of: node).contains { statement in
                guard tree.kind(statement) == .sequence else { return false }
                let parts = Array(tree.children(statement))
                return parts.count == 3 && tree.kind(parts[1]) == .binaryOperator && name(parts[1]) == "="
                    && pathName(parts[0]) == latch
            }
        }

        /// `!flag` or `value == nil` / `flag == false`: the latched property's name.
        private func latchName(_ test: NodeID) -> String? {
            switch tree.kind(test) {
            case .prefixOperator:
                guard name(test) == "!", let operand = tree.child(test, 0) else { return nil }
                return pathName(operand)
            case .sequence:
                let parts = Array(tree.children(test))
                guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, name(parts[1]) == "==",
                      tree.kind(parts[2]) == .literal, ["nil", "false"].contains(tree.text(parts[2], in: file)) else { return nil }
                return pathName(parts[0])
            default:
                return nil
            }
        }

        /// `name` or `self.name`.
        private func pathName(_ node: NodeID) -> String? {
            switch tree.kind(node) {
            case .identifier:
                return name(node)
            case .memberAccess:
                guard let base = tree.child(node, 0), tree.kind(base) == .identifier, name(base) == "self" else { return nil }
                return name(node)
            default:
                return nil
            }
        }

        private func findings(in node: NodeID, excludingRoot: Bool) -> [Finding] {
            tree.descendants(node).compactMap { loop($0) ?? specific($0) }
        }

        private func loop(_ node: NodeID) -> Finding? {
            switch tree.kind(node) {
            case .forStmt where tree.children(node).contains(where: { tree.kind($0) != .codeBlock && isScenesOrWindows($0) }):
                // `for window in UIApplication.shared.windows`: a handful of elements; what the body does counts.
                return nil
            case .forStmt, .whileStmt, .repeatStmt:
                guard let token = tree.keywordToken(node) else { return nil }
                return Finding(range: token.range, what: "a '\(file.text(token.range))' loop")
            default:
                return nil
            }
        }

        /// `UIApplication.shared.connectedScenes`, `UIApplication.shared.windows`, `NSApp.windows`,
        /// `NSApplication.shared.windows`, possibly through passes over them
        /// (`.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)`), optional chaining included.
        func isScenesOrWindows(_ expression: NodeID) -> Bool {
            var current = expression
            while true {
                switch tree.kind(current) {
                case .optionalChain, .forceUnwrap:
                    guard let inner = tree.child(current, 0) else { return false }
                    current = inner
                case .call:
                    guard let callee = tree.child(current, 0), tree.kind(callee) == .memberAccess, let name = name(callee),
                          HeavyGestureCallbackRule.collectionCalls.contains(name) || HeavyGestureCallbackRule.predicateCalls[name] != nil,
                          let base = tree.base(of: callee) else { return false }
                    current = base
                case .memberAccess:
                    guard let name = name(current), ["connectedScenes", "windows", "orderedWindows"].contains(name),
                          let base = tree.base(of: current) else { return false }
                    return isApplication(base)
                default:
                    return false
                }
            }
        }

        /// `UIApplication.shared`, `NSApplication.shared`, `NSApp`.
        private func isApplication(_ node: NodeID) -> Bool {
            switch tree.kind(node) {
            case .identifier:
                return name(node) == "NSApp"
            case .memberAccess:
                guard name(node) == "shared", let base = tree.base(of: node), tree.kind(base) == .identifier else { return false }
                return name(base) == "UIApplication" || name(base) == "NSApplication"
            default:
                return false
            }
        }

        /// The outermost name of a member path (`UserDefaults` in `UserDefaults.standard.set`).
        private func root(_ node: NodeID) -> NodeID {
            var current = node
            while let base = tree.base(of: current), tree.kind(current) != .identifier { current = base }
            return current
        }

        private func name(_ node: NodeID) -> String? { tree.name(node, in: file) }

        private func specific(_ node: NodeID) -> Finding? {
            let kind = tree.kind(node)
            if kind == .identifier, let name = name(node), HeavyGestureCallbackRule.ioTypes.contains(name),
               let token = tree.nameToken(node) {
                return Finding(range: token.range, what: "'\(name)'")
            }
            guard kind == .call, let callee = tree.child(node, 0), let name = name(node),
                  let nameToken = tree.nameToken(node) else { return nil }
            let calleeKind = tree.kind(callee)
            if calleeKind == .implicitMember { return nil }  // `.easeOut(duration:)`, enum cases
            if Glob.matchesAny(allowedCalls, name) { return nil }
            let isMember = calleeKind == .memberAccess
            let arguments = tree.arguments(of: node)
            let labels = arguments.map { tree.name($0, in: file) }
            let hasTrailingClosure = arguments.contains { tree[$0].flags.contains(.trailingClosure) }
            if isMember, name == "endEditing" || name == "resignFirstResponder" {
                // Ending editing (the keyboard, the first responder) on every frame is the costly part
                // of the usual "dismiss the keyboard while dragging" code.
                return Finding(range: nameToken.range, what: "'\(name)'")
            }
            if isMember, HeavyGestureCallbackRule.collectionCalls.contains(name) || HeavyGestureCallbackRule.predicateCalls[name] != nil,
               let base = tree.base(of: callee), isScenesOrWindows(base) {
                // A pass over the app's scenes or windows walks a handful of elements: free.
                return nil
            }
            if isMember, HeavyGestureCallbackRule.collectionCalls.contains(name) {
                return Finding(range: nameToken.range, what: "'\(name)'")
            }
            if isMember, let label = HeavyGestureCallbackRule.predicateCalls[name],
               labels.first == label || hasTrailingClosure {
                return Finding(range: nameToken.range, what: "'\(name)(\(label):)'")
            }
            if calleeKind == .identifier, HeavyGestureCallbackRule.ioTypes.contains(name) {
                return Finding(range: nameToken.range, what: "'\(name)'")
            }
            if calleeKind == .identifier, name == "Data" || name == "String", labels.first == "contentsOf" {
                return Finding(range: nameToken.range, what: "'\(name)(contentsOf:)'")
            }
            if calleeKind == .identifier, name == "Task" {
                return Finding(range: nameToken.range, what: "'Task'")
            }
            if isMember {
                let rootNode = root(callee)
                let rootName = tree.kind(rootNode) == .identifier ? self.name(rootNode) : nil
                // System haptics (`NSHapticFeedbackManager.defaultPerformer.perform(.alignment, ...)`) are made
                // to fire during a drag, as a snap is crossed: not work to move out of the callback.
                if rootName == "NSHapticFeedbackManager" { return nil }
                if rootName == "Task", let token = tree.nameToken(rootNode) {
                    return Finding(range: token.range, what: "'Task'")
                }
                if rootName == "UserDefaults", HeavyGestureCallbackRule.defaultsWrites.contains(name),
                   let token = tree.nameToken(rootNode) {
                    return Finding(range: token.range, what: "a UserDefaults write")
                }
                if rootName == "DispatchQueue", name == "sync" || name == "asyncAndWait" {
                    return Finding(range: nameToken.range, what: "a synchronous 'DispatchQueue' dispatch")
                }
            }
            if Glob.matchesAny(heavyCalls, name) {
                return Finding(range: nameToken.range, what: "'\(name)'")
            }
            return nil
        }
    }
}
