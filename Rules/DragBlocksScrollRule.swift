import GestureLintCore

struct DragBlocksScrollRule: Rule {
    static let description = RuleDescription(
        id: "drag_blocks_scroll",
        name: "Drag blocks scroll",
        severity: .warning,
        summary: "A DragGesture attached with plain .gesture to content inside a ScrollView or List steals its scrolling",
        rationale: """
            A drag attached with `.gesture` to a row or card inside a `ScrollView` or `List` wins \
            the touch before the scroll view sees it, whatever its callbacks check later: users \
            cannot scroll when their finger starts on that content, and with `minimumDistance: 0` \
            not at all. Attaching it with `.simultaneousGesture` lets the scroll view keep its pan; \
            a drag that only starts after a long press (`LongPressGesture().sequenced(before: DragGesture())`) \
            does not block scrolling and is not reported.
            """,
        triggeringExamples: [
            """
            struct InboxView: View {
                let messages: [Message]
                @State private var swiped: Message.ID?
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(messages) { message in
                                Text(message.subject)
                                    .↓gesture(DragGesture(minimumDistance: 0).onEnded { _ in swiped = message.id })
                            }
                        }
                    }
                }
            }
            """,
            """
            struct Gallery: View {
                @State private var offset: CGFloat = 0
                private var swipe: some Gesture {
                    DragGesture().onEnded { value in offset = value.translation.width }
                }
                var body: some View {
                    ScrollView {
                        LazyVStack {
                            cards.↓gesture(swipe)
                        }
                    }
                }
                private var cards: some View { Color.blue.frame(height: 200) }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct InboxView: View {
                let messages: [Message]
                @State private var swiped: Message.ID?
                var body: some View {
                    List {
                        ForEach(messages) { message in
                            Text(message.subject)
                                .simultaneousGesture(DragGesture().onEnded { _ in swiped = message.id })
                        }
                    }
                }
            }
            """,
            """
            struct Board: View {
                @State private var offset: CGSize = .zero
                var body: some View {
                    ScrollView {
                        Card()
                            .offset(offset)
                            .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in offset = .zero })
                    }
                }
            }
            """,
            """
            struct Canvas: View {
                @State private var point: CGPoint = .zero
                var body: some View {
                    Color.white.gesture(DragGesture().onChanged { point = $0.location })
                }
            }
            """,
        ])

    static let scrollContainers: Set<String> = ["ScrollView", "List"]
    /// Modifiers whose content is presented elsewhere, not inside the scroll view that holds them.
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog",
        "contextMenu", "toolbar", "inspector",
    ]

    func check(_ context: RuleContext) {
        let scanner = OutlineScanner(file: context.file, tokens: context.tokens)
        let outline = scanner.outline
        for attachment in scanner.attachments() where attachment.modifierName == "gesture" {
            guard attachment.gesture.parts.contains(where: { $0.kind == .drag && !$0.afterSequence }) else { continue }
            guard let container = scrollContainer(around: attachment.chain.base, scanner: scanner, depth: 0) else { continue }
            context.report(outline.token(attachment.modifier),
                           "This DragGesture attached with .gesture inside a \(container) steals its scrolling; "
                           + "attach it with .simultaneousGesture so the \(container) keeps its pan")
        }
    }

    /// The scroll container (`ScrollView`, `List`) whose content holds `position`, following
    /// computed properties, functions and view types of this file that build that content.
    func scrollContainer(around position: Int, scanner: OutlineScanner, depth: Int) -> String? {
        let outline = scanner.outline
        for ancestor in outline.ancestors(of: position) where outline.kind(ancestor) == .leftBrace {
            switch outline.owner(ofBrace: ancestor) {
            case .call(let callee):
                let name = outline.text(callee)
                if Self.presentations.contains(name) { return nil }
                if Self.scrollContainers.contains(name), !scanner.declaredTypes.contains(name) {
                    if let chain = outline.chain(containingNameAt: callee) ?? outline.chain(from: callee),
                       isScrollDisabled(chain, outline: outline) {
                        return nil
                    }
                    return name
                }
            case .declaration(let keyword, _):
                guard depth < 3, outline.kind(keyword + 1) == .identifier else { return nil }
                let name = outline.text(keyword + 1)
                let keywordText = outline.text(keyword)
                if keywordText == "var" || keywordText == "func" || keywordText == "let" {
                    if name == "body" {
                        // A view type's body: where is the type used?
                        guard let typeName = enclosingTypeName(of: ancestor, outline: outline) else { return nil }
                        return usages(of: typeName, scanner: scanner, asType: true, depth: depth)
                    }
                    return usages(of: name, scanner: scanner, asType: false, depth: depth)
                }
                return nil
            case .control, .other:
                continue
            }
        }
        return nil
    }

    private func usages(of name: String, scanner: OutlineScanner, asType: Bool, depth: Int) -> String? {
        let outline = scanner.outline
        for position in 0..<outline.count where outline.kind(position) == .identifier && outline.isWord(position, name) {
            if outline.isWord(position - 1, in: TokenOutline.declarationKeywords) { continue }  // the declaration itself
            if outline.kind(position - 1) == .period, !outline.isWord(position - 2, "self") { continue }
            if asType, outline.kind(position + 1) != .leftParen, outline.kind(position + 1) != .leftBrace { continue }
            if let found = scrollContainer(around: position, scanner: scanner, depth: depth + 1) { return found }
        }
        return nil
    }

    private func enclosingTypeName(of position: Int, outline: TokenOutline) -> String? {
        for ancestor in outline.ancestors(of: position) where outline.kind(ancestor) == .leftBrace {
            if case .declaration(let keyword, _) = outline.owner(ofBrace: ancestor),
               outline.isWord(keyword, in: ["struct", "class", "enum"]), outline.kind(keyword + 1) == .identifier {
                return outline.text(keyword + 1)
            }
        }
        return nil
    }

    private func isScrollDisabled(_ chain: OutlineChain, outline: TokenOutline) -> Bool {
        chain.links.contains { link in
            guard outline.text(link.name) == "scrollDisabled", let open = link.arguments else { return false }
            return outline.isWord(open + 1, "true") && outline.match[open] == open + 2
        }
    }
}
