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
        let model = GestureFile.of(context)
        let code = model.code
        let heavyCalls = context.options.strings("heavy_calls", default: Self.defaultHeavyCalls)
        let allowedCalls = context.options.strings("allowed_calls", default: [])
        var reported: Set<Int> = []
        for callback in model.callbacks() {
            var perFrame: Bool
            switch callback.kind {
            case "onChanged", "updating": perFrame = !callback.gestureTypes.isDisjoint(with: GestureTypes.continuous)
            case "onPressingChanged": perFrame = true
            default: perFrame = false
            }
            if let verdict = callback.isPerFrame { perFrame = verdict }
            guard perFrame, let body = callback.body(in: code) else { continue }
            let start = callback.closure?.bodyStart ?? body.open + 1
            for finding in findings(in: start, body.close, model: model, heavyCalls: heavyCalls, allowed: allowedCalls)
            where reported.insert(finding.index).inserted {
                let place = callback.kind == "onPressingChanged" ? "onPressingChanged:" : ".\(callback.kind)"
                context.report(code.token(finding.index),
                               "\(finding.what) runs on every frame in \(place); do it in .onEnded or throttle it")
            }
        }
    }

    struct Finding {
        var index: Int
        var end: Int
        var what: String
        /// `try`/`await`: reported only when nothing more specific lies inside.
        var generic = false
    }

    func findings(in first: Int, _ last: Int, model: GestureFile, heavyCalls: [String], allowed: [String]) -> [Finding] {
        let code = model.code
        var candidates: [Finding] = []
        var i = first
        while i < last {
            defer { i += 1 }
            let kind = code.kind(i)
            let text = code.text(i)
            if kind == .keyword, text == "for" || text == "while" || text == "repeat" {
                // `repeat { } while x`: the `while` belongs to the repeat.
                if text == "while", code.kind(i - 1) == .rightBrace, let open = Optional(code.partner[i - 1]), open >= 0,
                   code.isWord(open - 1, "repeat") { continue }
                // `for` in `for await`/`case` patterns of a switch are still loops; `where` clauses are not keywords here.
                var j = i + 1
                while j < last, code.kind(j) != .leftBrace { if code.kind(j).isOpening, code.partner[j] > j { j = code.partner[j] }; j += 1 }
                let end = j < last && code.partner[j] > j ? code.partner[j] : j
                candidates.append(Finding(index: i, end: end, what: "a '\(text)' loop"))
                continue
            }
            if kind == .keyword, text == "try" || text == "await" {
                let end = model.statementEnd(from: i + 1)
                if text == "await" || (i + 1...min(end, last)).contains(where: { code.kind($0) == .leftParen && !code.newlineBefore[$0] }) {
                    candidates.append(Finding(index: i, end: end, what: "'\(text)'", generic: true))
                }
                continue
            }
            guard kind == .identifier else { continue }
            let isMember = code.kind(i - 1) == .period
            let callOpen = code.kind(i + 1) == .leftParen && !code.newlineBefore[i + 1] ? i + 1 : nil
            let trailing = (callOpen.map { code.partner[$0] + 1 } ?? i + 1)
            let hasTrailingClosure = code.kind(trailing) == .leftBrace && !code.newlineBefore[trailing]
            let isCall = callOpen != nil || hasTrailingClosure
            var end = callOpen.map { code.partner[$0] } ?? i
            if hasTrailingClosure, code.partner[trailing] > trailing { end = code.partner[trailing] }
            if isCall, Glob.matchesAny(allowed, text) { continue }
            if isMember, isCall, Self.collectionCalls.contains(text) {
                candidates.append(Finding(index: i, end: end, what: "'\(text)'"))
            } else if isMember, isCall, let label = Self.predicateCalls[text] {
                let labelled = callOpen.map { code.isWord($0 + 1, label) && code.kind($0 + 2) == .colon } ?? false
                if labelled || hasTrailingClosure { candidates.append(Finding(index: i, end: end, what: "'\(text)(\(label):)'")) }
            } else if !isMember, Self.ioTypes.contains(text) {
                candidates.append(Finding(index: i, end: model.statementEnd(from: i), what: "'\(text)'"))
            } else if !isMember, text == "Data" || text == "String", let open = callOpen, code.isWord(open + 1, "contentsOf") {
                candidates.append(Finding(index: i, end: end, what: "'\(text)(contentsOf:)'"))
            } else if !isMember, text == "UserDefaults" {
                let chain = code.chain(from: i)
                if chain.links.contains(where: { Self.defaultsWrites.contains(code.text($0.name)) && $0.open != nil }) {
                    candidates.append(Finding(index: i, end: chain.last, what: "a UserDefaults write"))
                }
            } else if !isMember, text == "Task", hasTrailingClosure || code.kind(i + 1) == .period {
                candidates.append(Finding(index: i, end: end, what: "'Task'"))
            } else if isMember, text == "sync" || text == "syncAndWait", isCall, code.chain(from: chainStart(i, code)).links.first.map({ code.text($0.name) == "DispatchQueue" }) ?? false {
                candidates.append(Finding(index: i, end: end, what: "a synchronous 'DispatchQueue' dispatch"))
            } else if isCall, Glob.matchesAny(heavyCalls, text), !code.isWord(i - 1, "func") {
                candidates.append(Finding(index: i, end: end, what: "'\(text)'"))
            }
        }
        var accepted: [Finding] = []
        let specific = candidates.filter { !$0.generic }
        candidates.removeAll { candidate in
            candidate.generic && specific.contains { candidate.index < $0.index && $0.index <= candidate.end }
        }
        for candidate in candidates.sorted(by: { $0.index < $1.index }) {
            if accepted.contains(where: { $0.index < candidate.index && candidate.index <= $0.end }) { continue }
            accepted.append(candidate)
        }
        return accepted
    }

    /// The first word of the `a.b.c` path that ends at the member `i`.
    private func chainStart(_ i: Int, _ code: CodeView) -> Int {
        var j = i
        while code.kind(j - 1) == .period {
            if code.isIdentifier(j - 2) { j -= 2 } else if code.kind(j - 2) == .rightParen, code.partner[j - 2] > 0 {
                j = code.partner[j - 2] - 1
                guard code.isIdentifier(j) else { return j + 1 }
            } else { break }
        }
        return j
    }
}
