import Foundation
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
            does not block scrolling and is not reported. Content counts wherever it is built: in \
            nested stacks, `ForEach`, `Section`, a row's `.overlay`, a helper property or function, or \
            a view type of the same file used in the scroll view; an overlay on the scroll view \
            itself or a sheet presented from a row is not its content.
            Touch platforms only: silent in Mac code, where a scroll view scrolls with the wheel or \
            trackpad rather than by dragging its content: the deployment target names neither iOS \
            nor visionOS, the file imports AppKit and not UIKit, or the code sits in `#if os(macOS)` \
            (or a declaration `@available(iOS, unavailable)` that visionOS cannot build either). \
            Silent too when the scroll view cannot scroll at all: a constant, empty axis set \
            (`ScrollView([])`, `ScrollView(Axis.Set())`). Any axis it does have is one a `DragGesture` \
            competes for, whichever direction its callbacks read.
            A scrub (the drag's `.onChanged` reads the finger's `location`, not its `translation`) gets \
            advice that leads with a long press before the drag, since `.simultaneousGesture` would scroll \
            the list while the finger scrubs.
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

    func check(_ context: RuleContext) {
        let model = context.model
        guard model.attachments.contains(where: { $0.kind == .gesture }), !isMacOnly(context) else { return }
        let index = ChainIndex(model)
        for attachment in model.attachments where attachment.kind == .gesture {
            guard let gesture = attachment.gesture else { continue }
            let drags = model.baseGestures(of: gesture).filter { startsWithDrag($0, root: gesture, model: model) }
            guard !drags.isEmpty else { continue }
            // Inside `#if os(macOS)` (or declarations unavailable on iOS and visionOS): no touch scrolling.
            let scope = model.availabilityScope(atOffset: attachment.nameRange.lowerBound)
            guard scope.builds(for: .iOS) || scope.builds(for: .visionOS) else { continue }
            var visited: Set<Int> = []
            guard let container = scrollContainer(around: attachment.chain, model: model, index: index, depth: 0, visited: &visited)
            else { continue }
            // (fix round 11) A scrub (the drag reads where the finger is) would scroll the container
            // under the finger with `.simultaneousGesture`: the message leads with the long press.
            context.report(attachment.nameRange, drags.contains(where: model.followsTouchLocation)
                           ? Self.scrubMessage(container) : Self.message(container))
        }
    }

    static func message(_ container: String) -> String {
        "This DragGesture attached with .gesture inside a \(container) steals its scrolling; "
            + "attach it with .simultaneousGesture so the \(container) keeps its pan"
    }

    /// (fix round 11) For a drag that follows the finger's location (a chart's scrub): with
    /// `.simultaneousGesture` the container scrolls while the finger scrubs, so the message offers
    /// starting it with a long press first (a swipe then scrolls, a press and hold scrubs), which
    /// this rule does not report.
    static func scrubMessage(_ container: String) -> String {
        "This DragGesture attached with .gesture inside a \(container) steals its scrolling; it follows the finger's "
            + "location, so to scrub without scrolling the \(container) start it with a long press "
            + "(LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0)), the location in the .second value), "
            + "or attach it with .simultaneousGesture if the \(container) may scroll while scrubbing"
    }

    /// Mac code, where a scroll view scrolls with the wheel or trackpad, not by dragging its content:
    /// the deployment target names neither iOS nor visionOS, or the file imports AppKit and not UIKit.
    private func isMacOnly(_ context: RuleContext) -> Bool {
        if let target = context.deploymentTarget, !target.minimums.isEmpty,
           target.minimum(.iOS) == nil, target.minimum(.visionOS) == nil {
            return true
        }
        let modules = context.model.importedModules()
        return modules.contains("AppKit") && !modules.contains("UIKit")
    }

    /// A drag that can start on its own: not the second half of `.sequenced(before:)`.
    private func startsWithDrag(_ gesture: Int, root: Int, model: GestureModel) -> Bool {
        guard model.gestures[gesture].type == .drag else { return false }
        var current = gesture
        while current != root, let parent = model.gestures[current].parent {
            let composition = model.gestures[parent]
            if composition.kind == .composition(.sequenced), composition.components.first != current { return false }
            current = parent
        }
        return true
    }

    /// The scroll container (`ScrollView`, `List`) whose content holds the chain: its containers
    /// in the model, then (from the outermost) the places that use the helper or view type that
    /// builds it in this file.
    func scrollContainer(around chain: Int, model: GestureModel, index: ChainIndex, depth: Int, visited: inout Set<Int>) -> String? {
        guard visited.insert(chain).inserted else { return nil }
        var ancestors = model.ancestors(of: chain)
        // Content of an `.overlay { }` / `.background { }` is drawn in place: continue from the
        // view it decorates. Presented content (`.sheet { }`, `.popover { }`) is not in the scroll view.
        // (The decorated view itself is not its own content: an overlay on a ScrollView is outside it.)
        var outermost = ancestors.last ?? chain
        if let decorated = decoratedChain(around: model.chains[outermost], model: model, index: index) {
            ancestors.append(contentsOf: model.ancestors(of: decorated))
            outermost = ancestors.last ?? decorated
        }
        for ancestor in ancestors {
            let container = model.chains[ancestor]
            guard container.base.kind == .call, let name = container.base.name, Self.scrollContainers.contains(name),
                  !model.project.declaresType(name) else { continue }
            return isScrollDisabled(container, model: model) || cannotScroll(container, model: model) ? nil : name
        }
        guard depth < 3 else { return nil }
        for user in users(of: model.chains[outermost], model: model, index: index) {
            if let found = scrollContainer(around: user, model: model, index: index, depth: depth + 1, visited: &visited) {
                return found
            }
        }
        return nil
    }

    static let inPlaceModifiers: Set<String> = ["overlay", "background", "mask"]

    /// The chain whose `.overlay { }`/`.background { }` closure holds `chain`, if any.
    private func decoratedChain(around chain: ModifierChain, model: GestureModel, index: ChainIndex) -> Int? {
        // The innermost modifier closure around the chain (closures nest, so the first one met going up).
        for ancestor in model.tree.ancestors(chain.node) {
            guard let owner = index.modifierClosures[ancestor], owner.chain != chain.id else { continue }
            return Self.inPlaceModifiers.contains(owner.modifier) ? owner.chain : nil
        }
        return nil
    }

    /// Chains that use what builds `chain`: a same-type helper property or function, or the
    /// view type whose `body` it is.
    /// The file's chains by base name and by modifier name, built once per check on first need.
    final class ChainIndex {
        let model: GestureModel
        init(_ model: GestureModel) { self.model = model }

        /// Chains whose base is a call or a reference, by the base's name.
        lazy var byBaseName: [String: [Int]] = {
            var index: [String: [Int]] = [:]
            for chain in model.chains where chain.base.kind == .call || chain.base.kind == .reference {
                if let name = chain.base.name { index[name, default: []].append(chain.id) }
            }
            return index
        }()

        /// Each modifier closure (`.overlay { }`, `.sheet { }`) and the chain and modifier it belongs to.
        lazy var modifierClosures: [NodeID: (chain: Int, modifier: String)] = {
            var index: [NodeID: (chain: Int, modifier: String)] = [:]
            for chain in model.chains {
                for modifier in chain.modifiers {
                    for closure in modifier.closures where index[closure] == nil { index[closure] = (chain.id, modifier.name) }
                }
            }
            return index
        }()

        /// Chains by the names of their modifiers (each chain once per name, in order).
        lazy var byModifierName: [String: [Int]] = {
            var index: [String: [Int]] = [:]
            for chain in model.chains {
                for name in Set(chain.modifiers.map(\.name)) { index[name, default: []].append(chain.id) }
            }
            return index
        }()
    }

    private func users(of chain: ModifierChain, model: GestureModel, index: ChainIndex) -> [Int] {
        guard let type = chain.enclosingType else { return [] }
        let offset = chain.range.lowerBound
        let file = model.file
        func contains(_ body: NodeID?) -> Bool { body.map { model.tree.range($0).contains(offset) } ?? false }
        var helperName: String?
        for property in model.project.properties(of: type) where property.site.file === file && contains(property.getterBody) {
            helperName = property.name
        }
        if helperName == nil {
            for function in model.analysis.declarations.functions where function.ownerType == type
                && contains(function.body) {
                helperName = function.name
            }
        }
        guard let helperName else { return [] }
        if type == "View" {
            // An `extension View` helper (`func swipeable() -> some View { gesture(...) }`): used as a modifier.
            return index.byModifierName[helperName] ?? []
        }
        if helperName == "body" {
            // A view's body, or a ViewModifier's `body(content:)`: where the type is built
            // (`RowView(...)`, `SwipeToFlag(...)` inside `.modifier(...)` or a helper).
            let typeName = type.split(separator: ".").last.map(String.init) ?? type
            let built = (index.byBaseName[typeName] ?? []).filter { model.chains[$0].base.kind == .call }
            let applied = (index.byModifierName["modifier"] ?? []).filter { id in
                model.chains[id].modifiers.contains { modifier in
                    modifier.name == "modifier" && modifier.arguments.contains { model.text($0.range).hasPrefix(typeName + "(") }
                }
            }
            return Array(Set(built + applied)).sorted()
        }
        return (index.byBaseName[helperName] ?? []).filter { id in
            let candidate = model.chains[id]
            return candidate.enclosingType == type && !(candidate.range.lowerBound == chain.range.lowerBound)
        }
    }

    /// `ScrollView([])`, `ScrollView(Axis.Set())`: a constant, empty axis set scrolls along no axis,
    /// so there is no pan to steal. (A `DragGesture` recognizes movement along both axes, so any
    /// axis the scroll view does have is one the drag can take.)
    private func cannotScroll(_ chain: ModifierChain, model: GestureModel) -> Bool {
        guard chain.base.name == "ScrollView",
              let axes = chain.base.arguments.first(where: { ($0.label == nil || $0.label == "axes") && !$0.isTrailingClosure }),
              let value = axes.value else { return false }
        let text = model.text(value).filter { !$0.isWhitespace }
        return ["[]", "Axis.Set()", ".init()", "Axis.Set([])", "SwiftUI.Axis.Set()"].contains(text)
    }

    private func isScrollDisabled(_ chain: ModifierChain, model: GestureModel) -> Bool {
        chain.modifiers(named: "scrollDisabled").contains { modifier in
            modifier.arguments.count == 1 && model.text(modifier.arguments[0].range).trimmingCharacters(in: .whitespaces) == "true"
        }
    }
}
