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
            tappable; a background that fills the stack does too. An empty `.onTapGesture {}` \
            (a way to let a scroll view win, not an action) is not reported.
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

    func check(_ context: RuleContext) {
        let model = context.model
        let index = ChainIndex(model)
        // Per chain, the first modifier that fills and the first padding: scanning the modifiers
        // before each attachment is quadratic on a long chain.
        var firstByChain: [Int: (fill: Int, padding: Int)] = [:]
        for attachment in model.attachments {
            switch attachment.kind {
            case .onTapGesture:
                break
            case .gesture, .simultaneousGesture, .highPriorityGesture:
                guard let gesture = attachment.gesture,
                      model.baseGestures(of: gesture).contains(where: { model.gestures[$0].type?.isTap == true })
                else { continue }
            case .onLongPressGesture:
                continue
            }
            // `.onTapGesture {}` is a known way to let a scroll view win, not an action.
            if let gesture = attachment.gesture, !hasAction(gesture, model: model) { continue }
            let chain = model.chains[attachment.chain]
            let first = firstByChain[chain.id] ?? {
                let modifiers = chain.modifiers
                let found = (fill: modifiers.firstIndex { fills($0, model: model) } ?? Int.max,
                             padding: modifiers.firstIndex { $0.name == "padding" } ?? Int.max)
                firstByChain[chain.id] = found
                return found
            }()
            if first.fill < attachment.modifierIndex { continue }
            let padded = first.padding < attachment.modifierIndex
            guard let (stack, hasSpacer) = stackReceiver(of: chain, model: model, index: index, depth: 0), hasSpacer || padded
            else { continue }
            let area = hasSpacer ? "the empty space of this \(stack) (its Spacer)" : "this \(stack)'s padding"
            let modifier = chain.modifiers[attachment.modifierIndex].name
            context.report(attachment.nameRange,
                           "Taps on \(area) are ignored; add .contentShape(Rectangle()) before .\(modifier)")
        }
    }

    /// Whether some callback of the tap (or of a composition part) has a body or is a function reference.
    private func hasAction(_ gesture: Int, model: GestureModel) -> Bool {
        var pending = [gesture]
        while let next = pending.popLast() {
            pending.append(contentsOf: model.gestures[next].components)
            for callback in model.callbacks(of: next) {
                if case .closure = callback.body, callback.statements.isEmpty { continue }
                return true
            }
        }
        return false
    }

    /// A background or content shape fills the frame (a clear background does not).
    private func fills(_ modifier: Modifier, model: GestureModel) -> Bool {
        switch modifier.name {
        case "contentShape":
            return true
        case "background":
            let arguments = modifier.arguments.map { model.text($0.range).filter { !$0.isWhitespace } }
            return arguments != [".clear"] && arguments != ["Color.clear"]
        default:
            return false
        }
    }

    /// The stack the chain's base builds (directly, or through a helper property or function,
    /// or a view type of this file), and whether a `Spacer` is one of its own children.
    /// The file's chains by the chain whose content closure holds them, and its outermost chains; built on first need.
    final class ChainIndex {
        let model: GestureModel
        init(_ model: GestureModel) { self.model = model }
        lazy var childrenByContainer: [Int: [Int]] = {
            var index: [Int: [Int]] = [:]
            for chain in model.chains { if let container = chain.container?.chain { index[container, default: []].append(chain.id) } }
            return index
        }()
        lazy var outermost: [Int] = model.chains.filter { $0.container == nil }.map(\.id)
    }

    private func stackReceiver(of chain: ModifierChain, model: GestureModel, index: ChainIndex, depth: Int) -> (String, Bool)? {
        guard let name = chain.base.name else { return nil }
        if chain.base.kind == .call, Self.stacks.contains(name), !model.project.declaresType(name) {
            let hasSpacer = (index.childrenByContainer[chain.id] ?? []).contains { id in
                let child = model.chains[id]
                return child.base.kind == .call && child.base.name == "Spacer"
            }
            return (name, hasSpacer)
        }
        guard depth < 3, chain.base.kind == .call || chain.base.kind == .reference,
              let inner = builder(named: name, from: chain, model: model, index: index) else { return nil }
        if inner.modifiers.contains(where: { fills($0, model: model) }) { return nil }
        guard let (stack, hasSpacer) = stackReceiver(of: inner, model: model, index: index, depth: depth + 1) else { return nil }
        return (stack, hasSpacer || inner.hasModifier("padding"))
    }

    /// The outermost chain of the same-file helper (`func row(_:)`, `var header`) or view type
    /// (`struct SettingRow: View`'s `body`) that `name` refers to.
    private func builder(named name: String, from chain: ModifierChain, model: GestureModel, index: ChainIndex) -> ModifierChain? {
        let file = model.file
        var body: NodeID?
        if chain.base.kind == .call, model.project.declaresType(name) {
            if let property = model.project.property("body", in: name), property.site.file === file {
                body = property.getterBody
            }
        } else if let type = chain.enclosingType {
            if let property = model.project.property(name, in: type), property.site.file === file {
                body = property.getterBody
            } else if let function = model.project.functions(named: name, in: type).first(where: { $0.site.file === file }) {
                body = function.body
            }
        }
        guard let body else { return nil }
        let range = model.tree.range(body)
        return index.outermost.map { model.chains[$0] }
            .filter { range.contains($0.range.lowerBound) }
            .max { $0.range.count < $1.range.count }
    }
}
