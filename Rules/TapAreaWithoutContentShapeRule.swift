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
            Silent when the paddings add up to nothing (`.padding(3).padding(-3)`: no empty margin), \
            and when a modifier of the project's own that cannot be seen through sits between the \
            stack and the tap (a helper declared in another file, `.modifier(...)` with a custom \
            `ViewModifier`, a package's modifier the index does not know): it may add a background \
            or a shape, and a guess is worse than silence. A same-file `extension View` helper is \
            looked into: only one that calls `.background` or `.contentShape` silences the rule. \
            Silent when the empty area's taps are not ignored but land on an enclosing view that \
            fills its frame before a tap of its own (`VStack { header; body }.contentShape(Rectangle()).onTapGesture { open() }` \
            around the stack, directly or around every use of the same-file helper that builds it): \
            a post's header inside a card that opens the post.
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
        // Per chain, the first modifier that fills (or may) and whether the paddings before each
        // modifier add a margin: scanning the modifiers before each attachment is quadratic on a long chain.
        var firstByChain: [Int: (fill: Int, padded: [Bool])] = [:]
        var tapsByChain: [Int: [Int]]?
        for attachment in model.attachments where Self.isTap(attachment, model: model) {
            // `.onTapGesture {}` is a known way to let a scroll view win, not an action.
            if let gesture = attachment.gesture, !hasAction(gesture, model: model) { continue }
            let chain = model.chains[attachment.chain]
            let first = firstByChain[chain.id] ?? {
                let modifiers = chain.modifiers
                // (v2) A modifier of the project's own that cannot be seen through may add a background
                // or a shape: prefer silence over a guess.
                let found = (fill: modifiers.firstIndex { fills($0, model: model) || mayFill($0, model: model) } ?? Int.max,
                             padded: paddedPrefixes(modifiers, model: model))
                firstByChain[chain.id] = found
                return found
            }()
            if first.fill < attachment.modifierIndex { continue }
            let padded = first.padded[attachment.modifierIndex]
            guard let (stack, hasSpacer) = stackReceiver(of: chain, model: model, index: index, depth: 0), hasSpacer || padded
            else { continue }
            // (fix4) The empty area's taps are not ignored: they fall through to an enclosing view
            // that fills its frame (`.contentShape(Rectangle())`) before a tap of its own.
            var visited: Set<Int> = []
            if fallsThroughToFilledTap(chain, model: model, taps: &tapsByChain, depth: 0, visited: &visited) { continue }
            let area = hasSpacer ? "the empty space of this \(stack) (its Spacer)" : "this \(stack)'s padding"
            let modifier = chain.modifiers[attachment.modifierIndex].name
            context.report(attachment.nameRange,
                           "Taps on \(area) are ignored; add .contentShape(Rectangle()) before .\(modifier)")
        }
    }

    /// Per chain, the modifier indexes of its taps (`.onTapGesture`, a `.gesture` holding a tap).
    private func tapModifierIndexes(_ model: GestureModel) -> [Int: [Int]] {
        var result: [Int: [Int]] = [:]
        for attachment in model.attachments where Self.isTap(attachment, model: model) {
            result[attachment.chain, default: []].append(attachment.modifierIndex)
        }
        return result
    }

    /// `.onTapGesture`, or a gesture modifier holding a tap.
    private static func isTap(_ attachment: GestureAttachment, model: GestureModel) -> Bool {
        switch attachment.kind {
        case .onTapGesture:
            return true
        case .gesture, .simultaneousGesture, .highPriorityGesture:
            guard let gesture = attachment.gesture else { return false }
            return model.baseGestures(of: gesture).contains { model.gestures[$0].type?.isTap == true }
        case .onLongPressGesture:
            return false
        }
    }

    /// Whether a view around the chain (a container of the same expression, or, when the chain is
    /// a same-file helper's view (`var header: some View`), a container around every use of the
    /// helper in its type) fills its frame (`.contentShape`, a background) before a tap of its
    /// own: a tap on the empty area lands there (a row's header inside a card that opens the post).
    private func fallsThroughToFilledTap(_ chain: ModifierChain, model: GestureModel, taps: inout [Int: [Int]]?,
                                         depth: Int, visited: inout Set<Int>) -> Bool {
        guard visited.insert(chain.id).inserted else { return false }
        if taps == nil { taps = tapModifierIndexes(model) }
        let ancestors = model.ancestors(of: chain.id)
        for id in ancestors {
            let modifiers = model.chains[id].modifiers
            guard let fill = modifiers.firstIndex(where: { fills($0, model: model) }) else { continue }
            if (taps?[id] ?? []).contains(where: { $0 > fill }) { return true }
        }
        guard depth < 3, let type = chain.enclosingType else { return false }
        let outer = model.chains[ancestors.last ?? chain.id]
        let offset = outer.range.lowerBound
        func holds(_ body: NodeID?) -> Bool { body.map { model.tree.range($0).contains(offset) } ?? false }
        var helper: String?
        for property in model.project.properties(of: type)
        where property.name != "body" && property.site.file === model.file && holds(property.getterBody) {
            helper = property.name
        }
        if helper == nil {
            for function in model.project.functions(of: type, in: model.file)
            where function.name != "body" && holds(function.body) {
                helper = function.name
            }
        }
        guard let helper else { return false }
        let uses = model.chains.filter { candidate in
            (candidate.base.kind == .reference || candidate.base.kind == .call)
                && (candidate.base.name == helper || candidate.base.name == "self." + helper)
                && candidate.enclosingType == type
        }
        guard !uses.isEmpty else { return false }
        return uses.allSatisfy { fallsThroughToFilledTap($0, model: model, taps: &taps, depth: depth + 1, visited: &visited) }
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
        if inner.modifiers.contains(where: { mayFill($0, model: model) }) { return nil }
        return (stack, hasSpacer || addsPadding(inner.modifiers[...], model: model))
    }

    // MARK: - Padding

    /// Whether the paddings add an empty margin: `.padding()` or any padding whose amount is not a
    /// literal does; literal paddings that add up to nothing on every edge (`.padding(3).padding(-3)`) do not.
    func addsPadding(_ modifiers: ArraySlice<Modifier>, model: GestureModel) -> Bool {
        var net: [Double] = [0, 0, 0, 0]  // top, leading, bottom, trailing
        for modifier in modifiers where modifier.name == "padding" {
            guard let (edges, amount) = literalPadding(modifier, model: model) else { return true }
            for edge in edges { net[edge] += amount }
        }
        return net.contains { $0 > 0 }
    }

    /// `addsPadding(modifiers[..<i])` for every `i` in `0...modifiers.count`, in one pass.
    func paddedPrefixes(_ modifiers: [Modifier], model: GestureModel) -> [Bool] {
        var result: [Bool] = [false]
        result.reserveCapacity(modifiers.count + 1)
        var net: [Double] = [0, 0, 0, 0]  // top, leading, bottom, trailing
        var unknownAmount = false
        for modifier in modifiers {
            if modifier.name == "padding", !unknownAmount {
                if let (edges, amount) = literalPadding(modifier, model: model) {
                    for edge in edges { net[edge] += amount }
                } else {
                    unknownAmount = true
                }
            }
            result.append(unknownAmount || net.contains { $0 > 0 })
        }
        return result
    }

    private static let edgeSets: [String: [Int]] = [
        ".all": [0, 1, 2, 3], ".horizontal": [1, 3], ".vertical": [0, 2],
        ".top": [0], ".leading": [1], ".bottom": [2], ".trailing": [3],
    ]

    /// `.padding(8)`, `.padding(-8)`, `.padding(.horizontal, 8)`: the edges and the literal amount;
    /// nil for the default amount (`.padding()`, `.padding(.top)`) and anything not literal.
    private func literalPadding(_ modifier: Modifier, model: GestureModel) -> ([Int], Double)? {
        let arguments = modifier.arguments.filter { !$0.isTrailingClosure }
        var edges: [Int] = [0, 1, 2, 3]
        var amountText: String?
        switch arguments.count {
        case 1 where arguments[0].label == nil:
            amountText = model.text(arguments[0].range)
        case 2 where arguments[0].label == nil && arguments[1].label == nil:
            guard let set = Self.edgeSets[model.text(arguments[0].range).filter { !$0.isWhitespace }] else { return nil }
            edges = set
            amountText = model.text(arguments[1].range)
        default:
            return nil
        }
        guard let text = amountText?.filter({ !$0.isWhitespace }), let amount = Double(text) else { return nil }
        return (edges, amount)
    }

    // MARK: - Project modifiers

    /// A modifier that is not SwiftUI's and whose body this file cannot show to fill nothing: a
    /// project helper declared in another file (or without a body), `.modifier(...)` with a
    /// custom `ViewModifier`, or a name the index does not know at all (a package's modifier).
    /// A same-file `extension View` helper is looked into: it may fill only if its body calls
    /// `.background`/`.contentShape`.
    func mayFill(_ modifier: Modifier, model: GestureModel) -> Bool {
        let name = modifier.name
        let declared = model.project.functions(named: name).filter { $0.ownerType != nil }
        if !declared.isEmpty {
            return declared.contains { function in
                guard function.site.file === model.file, let body = function.body else { return true }
                return bodyNamesFillingModifier(body, model: model)
            }
        }
        if name == "modifier" { return true }
        return !Self.swiftUIModifiers.contains(name)
    }

    private func bodyNamesFillingModifier(_ body: NodeID, model: GestureModel) -> Bool {
        let tree = model.tree
        var found = false
        tree.walk(body) { node in
            switch tree.kind(node) {
            case .identifier, .memberAccess, .implicitMember:
                if tree.nameIs(node, "background", in: model.file) || tree.nameIs(node, "contentShape", in: model.file) {
                    found = true
                }
            default:
                break
            }
            return !found
        }
        return found
    }

    /// SwiftUI view modifiers that neither draw a background nor set a content shape (and the
    /// ones this rule weighs itself: `padding`, `background`, `contentShape`).
    static let swiftUIModifiers: Set<String> = [
        "padding", "background", "contentShape", "frame", "font", "fontWeight", "fontDesign", "bold", "italic",
        "monospaced", "monospacedDigit", "underline", "strikethrough", "kerning", "tracking", "baselineOffset",
        "lineSpacing", "lineLimit", "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "textCase",
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "opacity", "cornerRadius", "clipShape",
        "clipped", "shadow", "border", "overlay", "mask", "offset", "position", "scaleEffect", "rotationEffect",
        "rotation3DEffect", "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
        "colorMultiply", "colorInvert", "compositingGroup", "drawingGroup", "animation", "transition",
        "matchedGeometryEffect", "geometryGroup", "contentTransition", "id", "tag", "zIndex", "layoutPriority",
        "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill", "alignmentGuide", "ignoresSafeArea",
        "safeAreaInset", "safeAreaPadding", "edgesIgnoringSafeArea", "hidden", "disabled", "allowsHitTesting",
        "environment", "environmentObject", "onAppear", "onDisappear", "task", "onChange", "onReceive",
        "onSubmit", "onHover", "onContinuousHover", "sheet", "fullScreenCover", "popover", "alert",
        "confirmationDialog", "contextMenu", "help", "hoverEffect", "focusable", "focused", "focusEffectDisabled",
        "navigationTitle", "navigationBarTitleDisplayMode", "navigationDestination", "toolbar", "toolbarRole",
        "listRowInsets", "listRowSeparator", "listRowBackground", "listSectionSeparator", "swipeActions",
        "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "textFieldStyle", "controlSize",
        "dynamicTypeSize", "preferredColorScheme", "imageScale", "symbolRenderingMode", "symbolVariant",
        "symbolEffect", "redacted", "unredacted", "badge", "keyboardShortcut", "draggable", "dropDestination",
        "onDrag", "onDrop", "coordinateSpace", "preference", "onPreferenceChange", "anchorPreference",
        "transformEffect", "projectionEffect", "sensoryFeedback", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement",
        "accessibilityHidden", "accessibilityIdentifier", "accessibilityAction", "accessibilityActions",
        "accessibilityAdjustableAction", "accessibilityZoomAction", "accessibilityRepresentation",
        "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityShowsLargeContentViewer",
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
        "containerRelativeFrame", "visualEffect", "scrollTransition", "labelsHidden", "presentationDetents",
        "interactiveDismissDisabled", "submitLabel", "textContentType", "keyboardType", "autocorrectionDisabled",
        "textInputAutocapitalization", "privacySensitive", "refreshable", "searchable", "statusBarHidden",
        "persistentSystemOverlays", "defersSystemGestures", "transaction", "equatable", "navigationBarHidden",
        "navigationBarBackButtonHidden", "tabItem", "resizable", "renderingMode", "interpolation",
        "antialiased", "onOpenURL", "userActivity", "handlesExternalEvents", "onKeyPress", "focusSection",
        "typesettingLanguage", "lineHeight", "fontWidth", "scrollTargetLayout",
    ]

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
