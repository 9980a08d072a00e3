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

        Silent when the called function is the project's own and its body is visible: it is judged \
        by what that body does (loops, collection passes, I/O, and the functions it calls in turn, a \
        few levels deep), not by a `calculate*`/`compute*` name; a helper of a few lines of arithmetic \
        must run on every frame. A function the project does not declare is judged by `heavy_calls`. \
        Silent for work behind a test of stored state that the guarded branch itself updates: a latch \
        the callback closes on its first frame (`if !started { started = true; ... }`, \
        `if start == nil { start = ... }`) or a change detector (`if index != lastIndex { ... lastIndex = index }`, \
        `guard index != lastIndex else { return }`, also when the update is deferred into the `Task` it \
        guards): it runs once per gesture or once per change, not per frame. Silent for a loop over a \
        handful of elements written in the source (`for edge in [.leading, .trailing]`, `for i in 0..<3`, \
        a `let`, or a `private` `var` whose length nothing in the file changes, initialised with a short \
        non-empty array literal). System haptics \
        (`NSHapticFeedbackManager.defaultPerformer.perform(...)`) are not work. \
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
            struct Knob: View {
                @State private var angle: Double = 0
                var body: some View {
                    Circle()
                        .gesture(DragGesture().onChanged { value in
                            angle = calculateAngle(value.location)
                        })
                }
                private func calculateAngle(_ point: CGPoint) -> Double {
                    atan2(point.y - 50, point.x - 50) * 180 / .pi
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
        let heavyCalls = context.options.strings("heavy_calls", default: Self.defaultHeavyCalls)
        let allowedCalls = context.options.strings("allowed_calls", default: [])
        var reported: Set<Int> = []
        let costs = HelperCosts(project: context.project, heavyCalls: heavyCalls, allowedCalls: allowedCalls)
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
            let scanner = Scanner(analysis: context.analysis, project: context.project, heavyCalls: heavyCalls,
                                  allowedCalls: allowedCalls, costs: costs, depth: 0, model: model)
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

    /// Whether the project's own functions a call reaches are cheap enough for every frame, judged
    /// by the rule's own tests on their bodies (followed into the functions they call, a few levels
    /// deep). Each body is judged once per checked file.
    final class HelperCosts {
        static let depthLimit = 4
        let project: ProjectIndex
        let heavyCalls: [String]
        let allowedCalls: [String]
        private var judged: [Key: Bool] = [:]
        /// Per name: whether the checked file passes the property on as a whole binding or `inout`.
        var passedWhole: [String: Bool] = [:]

        private struct Key: Hashable {
            let file: ObjectIdentifier
            let body: NodeID
        }

        init(project: ProjectIndex, heavyCalls: [String], allowedCalls: [String]) {
            self.project = project
            self.heavyCalls = heavyCalls
            self.allowedCalls = allowedCalls
        }

        /// The project functions `call` can reach, and whether every one of them has a visible body that
        /// does no heavy work; nil when the project declares none (a framework call: nothing is known).
        func cheap(_ call: NodeID, in analysis: FileAnalysis, depth: Int) -> Bool? {
            let targets = project.functions(calledBy: call, in: analysis)
            if targets.isEmpty { return nil }
            guard depth < Self.depthLimit else { return false }
            return targets.allSatisfy { isCheap($0, depth: depth) }
        }

        private func isCheap(_ function: FunctionDeclaration, depth: Int) -> Bool {
            guard let body = function.body, let analysis = project.analysis(of: function.site.file) else { return false }
            let key = Key(file: ObjectIdentifier(function.site.file), body: body)
            if let known = judged[key] { return known }
            judged[key] = false  // a function that reaches itself is not shown to be cheap
            let scanner = Scanner(analysis: analysis, project: project, heavyCalls: heavyCalls,
                                  allowedCalls: allowedCalls, costs: self, depth: depth + 1, model: nil)
            let result = scanner.findings(in: body).isEmpty
            judged[key] = result
            return result
        }
    }

    /// Walks a callback body's (or a called helper's) syntax tree for work that should not run per frame.
    struct Scanner {
        let analysis: FileAnalysis
        let project: ProjectIndex
        let heavyCalls: [String]
        let allowedCalls: [String]
        let costs: HelperCosts
        /// 0 in the callback itself; 1 and more inside the project functions it calls.
        let depth: Int
        /// The checked file's model (its property writes), when the scanned body is in that file.
        let model: GestureModel?
        var tree: SyntaxTree { analysis.tree }
        var file: SourceFile { analysis.file }

        func findings(in body: NodeID) -> [Finding] {
            var result: [Finding] = []
            var oncePerGesture: Set<NodeID> = []
            tree.walk(body) { node in
                if oncePerGesture.contains(node) || isOncePerGestureBlock(node) { return false }
                if tree.kind(node) == .codeBlock || tree.kind(node) == .closure {
                    oncePerGesture.formUnion(statementsAfterLatchGuard(in: node))
                }
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

        /// The body of an `if` whose condition tests stored state that the body itself updates: a latch
        /// the callback closes on its first frame (`if !started { started = true; ... }`,
        /// `if start == nil { start = ... }`) or a change detector (`if index != lastIndex { lastIndex = index; ... }`,
        /// also when the update is deferred into the `Task` it guards). What it guards runs once per
        /// gesture, or once per change of a value, not on every frame.
        func isOncePerGestureBlock(_ node: NodeID) -> Bool {
            guard tree.kind(node) == .codeBlock, !tree[node].flags.contains(.elseBranch),
                  let statement = tree.parent(node), tree.kind(statement) == .ifStmt else { return false }
            let children = Array(tree.children(statement))
            guard let blockIndex = children.firstIndex(where: { tree.kind($0) == .codeBlock }), children[blockIndex] == node,
                  blockIndex > 0 else { return false }
            guard children[..<blockIndex].allSatisfy({ tree.kind($0) == .condition }) else { return false }
            let latches = latchPaths(children[..<blockIndex])
            return !latches.isEmpty && updatesAny(latches, in: [node])
        }

        /// The statements after `guard index != lastIndex else { return }` when one of them updates
        /// `lastIndex`: they run once per change, like the body of the `if` form.
        func statementsAfterLatchGuard(in block: NodeID) -> [NodeID] {
            let statements = tree.statements(of: block)
            for (offset, statement) in statements.enumerated() where tree.kind(statement) == .guardStmt {
                let conditions = Array(tree.children(statement)).filter { tree.kind($0) == .condition }
                let latches = latchPaths(conditions[...])
                let rest = Array(statements[(offset + 1)...])
                if !latches.isEmpty, updatesAny(latches, in: rest) { return rest }
            }
            return []
        }

        /// The stored properties a condition list latches on: every conjunct that is `!flag`,
        /// `x == nil`/`x == false`, or `a != b` names them. Any `||`, or a condition binding a name, yields none.
        private func latchPaths(_ conditions: ArraySlice<NodeID>) -> [String] {
            guard let anchor = conditions.first else { return [] }
            var result: [String] = []
            for condition in conditions {
                guard tree.kind(condition) == .condition, tree.keywordToken(condition) == nil,
                      let test = tree.child(condition, 0) else { return [] }
                guard let paths = conjunctLatches(test) else { return [] }
                result += paths
            }
            return result.filter { isStoredProperty($0, at: anchor) }
        }

        private func conjunctLatches(_ test: NodeID) -> [String]? {
            switch tree.kind(test) {
            case .prefixOperator:
                guard name(test) == "!", let operand = tree.child(test, 0) else { return [] }
                return pathText(operand).map { [$0] } ?? []
            case .sequence:
                var result: [String] = []
                var part: [NodeID] = []
                let parts = Array(tree.children(test))
                for (index, child) in parts.enumerated() {
                    let isAnd = tree.kind(child) == .binaryOperator && name(child) == "&&"
                    if tree.kind(child) == .binaryOperator, name(child) == "||" { return nil }
                    if !isAnd { part.append(child) }
                    if isAnd || index == parts.count - 1 {
                        result += comparisonLatches(part)
                        part = []
                    }
                }
                return result
            default:
                return []
            }
        }

        private func comparisonLatches(_ part: [NodeID]) -> [String] {
            if part.count == 1 { return conjunctLatches(part[0]) ?? [] }
            guard part.count == 3, tree.kind(part[1]) == .binaryOperator, let op = name(part[1]) else { return [] }
            switch op {
            case "==":
                guard tree.kind(part[2]) == .literal, ["nil", "false"].contains(tree.text(part[2], in: file)) else { return [] }
                return pathText(part[0]).map { [$0] } ?? []
            case "!=":
                return [pathText(part[0]), pathText(part[2])].compactMap { $0 }
            default:
                return []
            }
        }

        /// Whether the path's first component is a property of the enclosing type (or a global), which
        /// outlives the callback's call; a local would be fresh on every frame.
        private func isStoredProperty(_ path: String, at node: NodeID) -> Bool {
            guard let root = path.split(separator: ".").first else { return false }
            return project.property(named: String(root), at: node, in: analysis) != nil
        }

        /// Whether any of `nodes` assigns one of the paths with `=` whenever it runs: nested closures
        /// (`Task { last = x }`) count, writes under a nested condition or loop do not.
        private func updatesAny(_ paths: [String], in nodes: [NodeID]) -> Bool {
            var found = false
            for node in nodes where !found {
                tree.walk(node) { inner in
                    if found { return false }
                    switch tree.kind(inner) {
                    case .ifStmt, .guardStmt, .switchStmt, .forStmt, .whileStmt, .repeatStmt, .ternary:
                        return false  // an update that may not happen does not close the latch
                    case .sequence:
                        break
                    default:
                        return true
                    }
                    let parts = Array(tree.children(inner))
                    if parts.count >= 3, tree.kind(parts[1]) == .binaryOperator, name(parts[1]) == "=",
                       let target = pathText(parts[0]), paths.contains(target) {
                        found = true
                        return false
                    }
                    return true
                }
            }
            return found
        }

        /// `name`, `self.name`, `model.name` as a dotted path without `self.`.
        private func pathText(_ node: NodeID) -> String? {
            switch tree.kind(node) {
            case .identifier:
                guard let name = name(node), name != "self" else { return nil }
                return name
            case .memberAccess:
                guard let base = tree.child(node, 0), let name = name(node) else { return nil }
                if tree.kind(base) == .identifier, self.name(base) == "self" { return name }
                return pathText(base).map { $0 + "." + name }
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
                if tree.kind(node) == .forStmt, let sequence = forSequence(node), isSmallFixedCollection(sequence) { return nil }
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

        /// The collection a `for` loop walks: the expression after `in`.
        private func forSequence(_ loop: NodeID) -> NodeID? {
            let parts = Array(tree.children(loop)).filter { tree.kind($0) != .type && tree.kind($0) != .codeBlock }
            return parts.count >= 2 ? parts[1] : nil
        }

        static let smallCollectionLimit = 16

        /// A collection written out in the source with a handful of elements: an array literal
        /// (`[leading, trailing]`), an integer-literal range (`0..<3`), their `.indices`,
        /// `.enumerated()`, `.reversed()`, or a `let` property initialised with such an array literal.
        private func isSmallFixedCollection(_ node: NodeID) -> Bool {
            switch tree.kind(node) {
            case .arrayLiteral:
                return tree.children(node).count <= Self.smallCollectionLimit
            case .tuple:
                let elements = Array(tree.children(node))
                guard elements.count == 1, tree.name(elements[0], in: file) == nil,
                      let value = tree.value(of: elements[0]) else { return false }
                return isSmallFixedCollection(value)
            case .sequence:
                let parts = Array(tree.children(node))
                guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, let op = name(parts[1]),
                      op == "..<" || op == "...", let low = integerLiteral(parts[0]), let high = integerLiteral(parts[2])
                else { return false }
                return high - low <= Self.smallCollectionLimit
            case .memberAccess:
                guard name(node) == "indices", let base = tree.child(node, 0) else { return fixedLetArray(node) }
                return isSmallFixedCollection(base)
            case .call:
                guard let callee = tree.child(node, 0), tree.kind(callee) == .memberAccess,
                      tree.arguments(of: node).isEmpty, ["enumerated", "reversed"].contains(name(node) ?? ""),
                      let base = tree.child(callee, 0) else { return false }
                return isSmallFixedCollection(base)
            case .identifier:
                return fixedLetArray(node)
            default:
                return false
            }
        }

        /// `corners` or `self.corners` naming a property initialised with a short, non-empty array literal whose
        /// length nothing changes: a `let`, or a `private` `var` of this file that no statement of the
        /// file assigns as a whole or mutates in place (`append`, `remove`...) and that is never passed
        /// on as a whole binding (`$units`) or `inout` (`&units`); element writes (`units[i].color = ...`) keep its length.
        private func fixedLetArray(_ node: NodeID) -> Bool {
            guard let path = pathText(node), !path.contains("."),
                  let property = project.property(named: path, at: node, in: analysis),
                  !property.isComputed, let value = property.initialValueNode,
                  let owner = project.analysis(of: property.site.file),
                  owner.tree.kind(value) == .arrayLiteral,
                  // `= []` is a placeholder that something (a load, a binding) fills: not a fixed length.
                  (1...Self.smallCollectionLimit).contains(owner.tree.children(value).count)
            else { return false }
            if property.isLet { return true }
            guard let model, property.site.file === file, let declaration = tree.parent(property.site.node),
                  tree.hasModifier(declaration, "private", in: file) || tree.hasModifier(declaration, "fileprivate", in: file)
            else { return false }
            if model.propertyWrites.contains(where: { $0.target.root == path && $0.target.path == path }) { return false }
            if let known = costs.passedWhole[path] { return !known }
            let passed = passesWhole(path)
            costs.passedWhole[path] = passed
            return !passed
        }

        /// Whether the file uses `$name` other than as `$name[index]`, or passes `&name`.
        private func passesWhole(_ name: String) -> Bool {
            let binding = "$" + name
            var found = false
            tree.walk(tree.root) { node in
                if found { return false }
                guard tree.kind(node) == .identifier, let text = self.name(node) else { return true }
                let parent = tree.parent(node)
                if text == binding {
                    let subscripted = parent.map { tree.kind($0) == .subscriptCall && tree.child($0, 0) == node } ?? false
                    if !subscripted { found = true }
                } else if text == name, let parent, tree.kind(parent) == .prefixOperator, self.name(parent) == "&" {
                    found = true
                }
                return true
            }
            return found
        }

        private func integerLiteral(_ node: NodeID) -> Int? {
            guard tree.kind(node) == .literal else { return nil }
            return Int(tree.text(node, in: file))
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
            // A project function whose body is visible is judged by that body, not by its name;
            // inside such a body, a call to another project function is judged the same way.
            let matchesName = Glob.matchesAny(heavyCalls, name)
            guard matchesName || depth > 0 else { return nil }
            switch costs.cheap(node, in: analysis, depth: depth) {
            case true?: return nil
            case false?: return Finding(range: nameToken.range, what: "'\(name)'")
            case nil: return matchesName ? Finding(range: nameToken.range, what: "'\(name)'") : nil
            }
        }
    }
}
