import GestureLintCore

struct TapAreaWithoutContentShapeRule: Rule {
    static let description = RuleDescription(
        id: "tap_area_without_content_shape",
        name: "Tap area without content shape",
        severity: .warning,
        summary: "A tap handler on a stack with a Spacer or padding and no .contentShape: taps on the empty area are ignored",
        rationale: """
            SwiftUI hit-tests what a view draws. A `Spacer()` and padding draw nothing, so a row \
            built as `HStack { Text(title); Spacer(); Image(systemName: "chevron.right") }` with \
            `.onTapGesture` only reacts on the text and the chevron: users tap the middle of the row \
            and nothing happens. `.contentShape(Rectangle())` before the tap makes the whole frame \
            tappable; a background that fills the stack does too.
            """,
        triggeringExamples: [
            """
            struct SettingsRow: View {
                let title: String
                @Binding var expanded: Bool
                var body: some View {
                    HStack {
                        Text(title)
                        Spacer()
                        Image(systemName: "chevron.right")
                    }
                    .accessibilityAddTraits(.isButton)
                    .↓onTapGesture { expanded.toggle() }
                }
            }
            """,
            """
            struct ContactList: View {
                let contacts: [Contact]
                @State private var selected: Contact.ID?
                var body: some View {
                    VStack {
                        ForEach(contacts) { contact in
                            row(contact.name)
                                .↓gesture(SpatialTapGesture().onEnded { _ in selected = contact.id })
                        }
                    }
                }
                private func row(_ name: String) -> some View {
                    HStack {
                        Text(name)
                        Spacer()
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct SettingsRow: View {
                let title: String
                @Binding var expanded: Bool
                var body: some View {
                    HStack {
                        Text(title)
                        Spacer()
                        Image(systemName: "chevron.right")
                    }
                    .contentShape(Rectangle())
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { expanded.toggle() }
                }
            }
            """,
            """
            struct Banner: View {
                @Binding var dismissed: Bool
                var body: some View {
                    HStack {
                        Text("Update available")
                        Spacer()
                    }
                    .background(Color.yellow)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { dismissed = true }
                }
            }
            """,
            """
            struct Tag: View {
                let name: String
                @Binding var selected: Bool
                var body: some View {
                    HStack {
                        Image(systemName: "tag")
                        Text(name)
                    }
                    .onTapGesture(count: 2) { selected.toggle() }
                }
            }
            """,
        ])

    static let stacks: Set<String> = ["HStack", "VStack", "LazyHStack", "LazyVStack", "GridRow"]
    static let fillingModifiers: Set<String> = ["contentShape", "background"]

    func check(_ context: RuleContext) {
        let scanner = OutlineScanner(file: context.file, tokens: context.tokens)
        let outline = scanner.outline
        for attachment in scanner.attachments() {
            if attachment.modifierName != "onTapGesture" {
                guard attachment.modifierName != "onLongPressGesture",
                      attachment.gesture.parts.contains(where: { $0.kind.isTap }) else { continue }
            }
            let before = attachment.chain.links(before: attachment.modifier)
            if before.contains(where: { fills($0, outline: outline) }) { continue }
            let padded = before.contains { outline.text($0.name) == "padding" }
            guard let (stack, hasSpacer) = stackReceiver(of: attachment.chain, scanner: scanner, depth: 0),
                  hasSpacer || padded else { continue }
            let area = hasSpacer ? "the empty space of this \(stack) (its Spacer)" : "this \(stack)'s padding"
            context.report(outline.token(attachment.modifier),
                           "Taps on \(area) are ignored; add .contentShape(Rectangle()) before .\(attachment.modifierName)")
        }
    }

    /// A background or content shape fills the frame (a clear background does not).
    private func fills(_ link: OutlineChain.Link, outline: TokenOutline) -> Bool {
        let name = outline.text(link.name)
        guard Self.fillingModifiers.contains(name) else { return false }
        if name == "background", let open = link.arguments, outline.match[open] > open {
            let inside = outline.file.text(outline.token(open).range.upperBound..<outline.token(outline.match[open]).range.lowerBound)
            let compact = inside.filter { !$0.isWhitespace }
            if compact == ".clear" || compact == "Color.clear" { return false }
        }
        return true
    }

    /// The stack the chain's base builds (directly, or through a function, computed property or
    /// view type of this file), and whether it holds a `Spacer`.
    private func stackReceiver(of chain: OutlineChain, scanner: OutlineScanner, depth: Int) -> (String, Bool)? {
        let outline = scanner.outline
        guard let base = chain.baseName else { return nil }
        let name = outline.text(base)
        if Self.stacks.contains(name), !scanner.declaredTypes.contains(name) {
            guard let content = chain.baseClosures.first else { return nil }
            return (name, containsSpacer(content, outline: outline))
        }
        guard depth < 3 else { return nil }
        // A helper: `row(title)`, `header`, `self.header`.
        var region: Range<Int>?
        if scanner.declaredTypes.contains(name) {
            region = bodyRegion(ofType: name, scanner: scanner)
        } else if let declarations = scanner.valueDeclarations[name], declarations.count == 1 {
            region = scanner.valueRegion(ofDeclarationAt: declarations[0])
        }
        guard let region, !region.isEmpty else { return nil }
        var start = region.lowerBound
        if outline.isWord(start, "return") { start += 1 }
        guard let inner = outline.chain(from: start), inner.end + 1 >= region.upperBound else { return nil }
        if inner.links.contains(where: { fills($0, outline: outline) }) { return nil }
        guard let (stack, hasSpacer) = stackReceiver(of: inner, scanner: scanner, depth: depth + 1) else { return nil }
        let padded = inner.links.contains { outline.text($0.name) == "padding" }
        return (stack, hasSpacer || padded)
    }

    /// The `var body` region of a view type declared in this file.
    private func bodyRegion(ofType name: String, scanner: OutlineScanner) -> Range<Int>? {
        let outline = scanner.outline
        for keyword in scanner.valueDeclarations["body"] ?? [] {
            for ancestor in outline.ancestors(of: keyword) where outline.kind(ancestor) == .leftBrace {
                if case .declaration(let typeKeyword, _) = outline.owner(ofBrace: ancestor),
                   outline.isWord(typeKeyword, in: ["struct", "class", "enum", "extension"]) {
                    if outline.text(typeKeyword + 1) == name { return scanner.valueRegion(ofDeclarationAt: keyword) }
                    break
                }
            }
        }
        return nil
    }

    /// A `Spacer` among the stack's own children (also inside `if`/`else`/`switch` branches).
    private func containsSpacer(_ content: Int, outline: TokenOutline) -> Bool {
        guard outline.match[content] > content else { return false }
        for position in (content + 1)..<outline.match[content] where outline.isWord(position, "Spacer") {
            guard outline.kind(position + 1) == .leftParen, outline.kind(position - 1) != .period else { continue }
            var direct = true
            for ancestor in outline.ancestors(of: position) {
                if ancestor == content { break }
                if outline.kind(ancestor) != .leftBrace { direct = false; break }
                if case .control = outline.owner(ofBrace: ancestor) { continue }
                direct = false
                break
            }
            if direct { return true }
        }
        return false
    }
}
