import GestureLintCore

/// A single-tap action written as a tap gesture instead of a `Button`.
struct TapGestureShouldBeButtonRule: Rule {
    static let description = RuleDescription(
        id: "tap_gesture_should_be_button",
        name: "Tap gesture should be a Button",
        severity: .warning,
        summary: "A single-tap action written as `.onTapGesture`/`TapGesture`; use `Button` with `.buttonStyle(.plain)`.",
        rationale: """
            A view that only reacts to `.onTapGesture { ... }` or `.gesture(TapGesture().onEnded { ... })` \
            has no button trait and no activation action: VoiceOver reads it as plain text and a double-tap \
            does nothing, Voice Control shows no number for it, and Switch Control and a hardware keyboard \
            cannot reach it. `Button(action:label:)` gives all of that for free, and `.buttonStyle(.plain)` \
            keeps the custom look.

            Silent when the tap is not a plain action: an empty closure (a known way to let a scroll view \
            win), a count of 2 or more, a closure that reads the tap location or a `coordinateSpace:`, \
            `SpatialTapGesture`, a chain that already has `.accessibilityAddTraits(.isButton)`/`.isLink`, \
            `.accessibilityAction`, `.accessibilityRepresentation` or `.accessibilityHidden(true)` (also a \
            container hidden or marked as the button around the tapped view), a tap \
            on a control or on a container that holds one (see `parent_child_gesture_conflict`), taps \
            attached with `.simultaneousGesture`, `.highPriorityGesture` or an explicit `including:` mask, \
            and background taps that only dismiss the keyboard (`hideKeyboard()`, `isFocused = false`, \
            any `@FocusState` put back, such as `field = nil`).

            Silent too (v2) on interactive system views that handle their own input (`VideoPlayer`, `Map`, \
            `SceneView`, `RealityView`, `WebView`, a `UIViewRepresentable`/`NSViewRepresentable` type), on the \
            unknown content of a generic helper (`content` in a `ViewModifier`, `self` in an `extension View` \
            method), and on background taps on a `ScrollView`, `List`, `Form`, `NavigationStack` or a \
            whole-screen `GeometryReader`. Only an accessibility action that does the tap's job exempts it: \
            the default `.accessibilityAction { }`, or a named action that calls the same function or writes \
            the same state (not `.magicTap`, `.escape` or an unrelated action). `.highPriorityGesture` (always about a parent's gesture) \
            exempts a tap; `.simultaneousGesture` exempts it only when there is another gesture or a control on the view, \
            around it or inside it, or the view is the root of its body (its parents are unknown). A container holding a control is exempt only when a visible control \
            inside does the same, the tap only dismisses, or parent_child_gesture_conflict reports it; a \
            container tap over a plain `Button`/`Link` whose action differs (or over inner taps, or a hidden \
            control) is reported with a message suggesting `.accessibilityAction(named:)` on the container. \
            A tap on a `Group` is a tap on each child: silent only when every child is a control. A project's \
            own `onTapGesture` helper shadows SwiftUI's only for the calls it can take.

            Silent too (fix round) inside a custom style's body (a type conforming to `ButtonStyle`, \
            `PrimitiveButtonStyle`, `ToggleStyle`, `MenuStyle`, `PickerStyle` or `DatePickerStyle`: the view is \
            the control), on a view that is or holds text with `.textSelection(.enabled)` (a Button would \
            break selection and links), on a dimming backdrop (a translucent `Color`, or a view with \
            `.ignoresSafeArea()` or an infinite frame) whose tap closes or clears something (`dismiss()`, \
            `isOpen = false`, `selection = nil`, also behind a condition), and when a control of the same view \
            that assistive technologies reach (a Button, a menu or toolbar item, a Slider's or Picker's binding) \
            already does exactly what the tap does (the same calls and writes, not just one shared write): the tap only makes the target bigger. A tap on a project view \
            that holds controls (followed through the project's own views, across files, a few levels deep) or \
            on a container showing generic stored `content` gets the `.accessibilityAction(named:)` message, \
            never "use Button".

            Silent too (fix round 2) when the tap does nothing a user needs (it only logs with `print`, \
            `debugPrint`, `NSLog`, `os_log` or a `logger.debug(...)`-style call, or runs an empty \
            `withAnimation { }`), and when a Button cannot stand in for it: a `TapGesture().modifiers(...)` \
            click, a tap on a `GridRow`, a single tap after a double tap on the same view (it waits for the \
            double tap to fail; a Button fires at once), or a tap inside a `.disabled(true)` container. An \
            invisible filler (`Color.clear`, a shape filled with `.clear`) whose tap closes or clears is a \
            backdrop like a translucent one. A container showing a same-type helper that builds buttons \
            (`mainContent`, `RemoveButton(...)`) gets the `.accessibilityAction(named:)` message.

            Silent too (fix round 3) when the tap only focuses an input (`isFocused = true` on a `@FocusState`, \
            `becomeFirstResponder()`, also behind `guard ... else { return }` or an `if`); on the root of `body` \
            made to fill the screen over content of its own (`.ignoresSafeArea()`, or a background that ignores \
            the safe area: a whole-screen background tap); on a bare filler backdrop (`GeometryReader { _ in \
            EmptyView() }`, `Rectangle()`) given a translucent `.background` (any `.opacity(...)` colour) whose tap closes, clears or toggles; \
            when the tap does what a project control view handed the same binding does \
            (`MenuButton(isOpen: $isOpen)` beside a tap running `isOpen.toggle()`; `flag.toggle()` counts as the \
            write a `Toggle(isOn: $flag)` makes; a tap in an `.overlay { }` of the view holding the control counts \
            as in that view); when a comment on the lines just above the tap (or the \
            chain), or at the end of its line, names a button and turns it down ("Don't use a real Button \
            as ...", "to avoid VoiceOver announcing a button"; not a TODO); on a view inside the label of a \
            `NavigationLink`, `Link`, `Menu` or `Toggle`; and, over controls, when the tap only dismisses or \
            clears (also a `.simultaneousGesture` tap on a project view that holds controls, and a dismiss on \
            the content of a stored generic closure such as a toast's `content(item)`). Views built in another \
            closure argument of the base call (`ListRow(kind: .custom { ... })`) or layered on before the tap by \
            `.overlay`/`.background`/`.mask` (also a same-type helper named there, `.overlay(errorOverlay)`) are \
            part of the tapped view: selectable text there silences the tap, and a control there gets the \
            `.accessibilityAction(named:)` message. Also silent: a tap that counts towards a hidden threshold \
            (`count += 1; if count >= 5 { ... }`, a secret a Button would advertise), and logging that only \
            formats values in its string (`print("center: \\(proxy.frame(in: .global).midX)")`).

            Silent too (fix round 4) when the tap only shows or hides controls kept in the view, faded \
            (`showControls.toggle()` with `.opacity(showControls ? 1 : 0)` on a view that is or holds a control: \
            a player surface); on a bare filler (`Rectangle().fill(...)`, `Color`) inside an `if` on what the tap \
            changes, whose tap closes, clears or toggles (a backdrop shown only while something is open); when \
            the tap only empties a selection (`selection.clear()`, `selected.removeAll()`, `selection = nil`) on a \
            view that shows other views (its content or an overlay: a background deselect); over controls, when \
            it only puts state back (`offset = .zero`, `isExpanded = false`); and on a project view whose own \
            `.onTapGesture` runs exactly the same statements (a quote card around a post row that opens the \
            same post). A local built from a same-type helper through modifiers \
            (`let layout = NotchLayout().padding(4)`) is that helper: the container message when it holds controls. \
            A tap on a drag source (`.draggable`, `.onDrag`) in code built only for macOS, where a Button takes \
            the click the drag starts from, gets a message suggesting `.accessibilityAddTraits(.isButton)` and \
            an `.accessibilityAction`, not "use Button".

            Silent too (fix round 5) when the tap calls, with no arguments, the type's own function declared \
            in the same file whose every statement dismisses, clears or resets (`hideMenu()` running \
            `menuRow = nil; isShowingMenu = false`): as if those statements were in the tap; on a \
            project's near-invisible colour (`Color.almostClear`) whose tap dismisses, like `Color.clear`; on \
            a paging `TabView` (`.tabViewStyle(.page)`, `PageTabViewStyle()`), a swiping container like a \
            ScrollView; when every statement only activates a platform control (`button?.performClick(nil)`, \
            `control.sendActions(for: .touchUpInside)`): that control is what assistive technologies reach, \
            the tap only widens it; and on a row inside `List(selection: $x)` whose tap only assigns `x`: \
            the List's own selection does the same.

            Silent too (fix round 6) when the tapped view shows views its caller makes (a generic `content`, \
            a caller-built `header()` or `AnyView`, also through a same-type helper), has no control of its own \
            known here and runs its own action: what those views hold is decided at each use (a tap running \
            the caller's `action()` over the caller's `label()` is a button component and stays reported). \
            Silent too when the tap only flips flags (`expanded.toggle()`) that a control of the same view \
            flips as well, whatever else that control does: the same state change is reachable.

            (fix round 7) A project view's same-type helpers declared in another file of the type \
            (`extension MediaView { var errorOverlay: some View }`) are followed like those in its own file: \
            a control there is one of the view's controls. A project view shown one level down whose tap runs an \
            action its caller hands in (`.onTapGesture { onWindowAction(action) }`: a button component written as a \
            tap) counts as a control for the message: the tapped container gets the `.accessibilityAction(named:)` one.

            Silent too (fix round 8) when the tap's whole action is one call (also behind an `if` or in \
            `withAnimation { }`) that a Button or menu item anywhere in the same type makes with the same \
            arguments (a toolbar menu's "Collapse Post" running the tap's `toggleCollapsed(post: post, proxy: proxy)`), \
            not counting context-menu items.

            (fix round 10) A tap on a view that also has a long press with an action of its own \
            (`.onLongPressGesture { }`, `LongPressGesture().sequenced(before: DragGesture())`, not a press that only \
            draws a pressed look) gets a message offering a Button with the long press attached by \
            `.simultaneousGesture`, or the gestures kept with `.accessibilityAddTraits(.isButton)` and an `.accessibilityAction`. A project view whose tap acts on what its caller hands in (a `@Binding`, \
            `@ObservedObject` or `@Bindable` property: a subscribe control toggling the subreddit it is given) \
            counts as a control for the message, so the row holding it gets the `.accessibilityAction(named:)` one.

            (fix round 11) A tap on a drawn surface that fills its area (a `Canvas`, a `TimelineView`, a visible \
            `Rectangle`, `Color` or gradient that is not sized, not a row or cell of a `ForEach`, list or grid, and \
            not laid over another view) gets a message that leads with keeping the tap and adding \
            `.accessibilityAddTraits(.isButton)` and an `.accessibilityAction`, then the Button.
            """,
        triggeringExamples: [
            """
            struct TagChip: View {
                let tag: String
                @Binding var selection: String?

                var body: some View {
                    Text(tag)
                        .padding(8)
                        .background(Capsule().fill(.thinMaterial))
                        .↓onTapGesture { selection = tag }
                }
            }
            """,
            """
            struct AlbumCover: View {
                let album: Album
                var open: () -> Void

                var body: some View {
                    Image(album.artwork)
                        .resizable()
                        .gesture(↓TapGesture().onEnded { open() })
                }
            }
            """,
            """
            struct RowCard: View {
                var onSelect: () -> Void

                private var select: some Gesture {
                    TapGesture(count: 1)
                        .onEnded { onSelect() }
                }

                var body: some View {
                    Label("Inbox", systemImage: "tray")
                        .↓gesture(select)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            extension View {
                func onActivate(_ action: @escaping () -> Void) -> some View {
                    onTapGesture(count: 1, perform: action)
                }
            }
            """,
            """
            struct TagChip: View {
                let tag: String
                @Binding var selection: String?

                var body: some View {
                    Button { selection = tag } label: {
                        Text(tag)
                            .padding(8)
                            .background(Capsule().fill(.thinMaterial))
                    }
                    .buttonStyle(.plain)
                }
            }
            """,
            """
            struct PhotoCell: View {
                @State private var isZoomed = false

                var body: some View {
                    Image("photo")
                        .onTapGesture(count: 2) { isZoomed.toggle() }
                }
            }
            """,
            """
            struct Canvas: View {
                @State private var points: [CGPoint] = []

                var body: some View {
                    Rectangle()
                        .onTapGesture { location in points.append(location) }
                        .gesture(SpatialTapGesture().onEnded { value in points.append(value.location) })
                }
            }
            """,
            """
            struct Feed: View {
                var body: some View {
                    ScrollView {
                        content
                    }
                    .onTapGesture {}
                }
                var content: some View { Text("Feed") }
            }
            """,
            """
            struct Avatar: View {
                var showProfile: () -> Void

                var body: some View {
                    Image(systemName: "person.crop.circle")
                        .onTapGesture { showProfile() }
                        .accessibilityAddTraits(.isButton)
                        .accessibilityLabel("Profile")
                }
            }
            """,
            """
            struct Row: View {
                @State private var highlighted = false

                var body: some View {
                    Button("Open") { open() }
                        .simultaneousGesture(TapGesture().onEnded { highlighted = true })
                }
                func open() {}
            }
            """,
        ]
    )

    static func message(_ form: String) -> String {
        "A single-tap action in \(form) has no button trait and cannot be activated by VoiceOver, Voice Control "
            + "or the keyboard; use Button(action:label:) with .buttonStyle(.plain) for a custom look"
    }

    static let containerMessage = "This tap on a container with its own buttons inside is a single-tap action VoiceOver, "
        + "Voice Control and keyboard users cannot perform (a Button cannot wrap other buttons); add "
        + ".accessibilityAction(named:) to the container that does the same"

    /// (fix round 4) On macOS a Button takes the click a drag starts from: a tap on a draggable view
    /// there gets an accessibility trait and action, not "use Button".
    static let draggableMessage = "This tap on a draggable view is a single-tap action VoiceOver, Voice Control and keyboard "
        + "users cannot perform (on macOS a Button would take the click the drag starts from); add "
        + ".accessibilityAddTraits(.isButton) and an .accessibilityAction that does the same"

    static let dragSources: Set<String> = ["draggable", "onDrag"]

    /// (fix round 10) A tap beside a long press on the same view: a Button works there only with the
    /// long press attached beside it, and some authors keep the tap for that reason, so the message
    /// offers both fixes.
    static func pressMessage(_ form: String) -> String {
        "A single-tap action in \(form) beside a long press has no button trait and cannot be activated by VoiceOver, "
            + "Voice Control or the keyboard; use Button(action:label:) with .buttonStyle(.plain) and attach the long press "
            + "with .simultaneousGesture, or keep the gestures and add .accessibilityAddTraits(.isButton) and an "
            + ".accessibilityAction that does the same"
    }

    /// (fix round 10) An attachment of the chain is or contains a long press (`.onLongPressGesture`,
    /// `LongPressGesture().sequenced(before: DragGesture())`) with an action of its own; never the tap
    /// itself, which is a plain `TapGesture`. A press that only draws a pressed look
    /// (`onPressingChanged: { pressed = $0 }`, `.updating($pressing)`, an empty `perform: {}`) is what a
    /// ButtonStyle's `isPressed` does, and a drag alone stays on a Button: "use Button" stays there.
    static func hasActingLongPress(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        model.attachments(on: chain.id).contains { other in
            guard let gesture = other.gesture else { return false }
            var values: [Int] = []
            var pending = [gesture]
            while let value = pending.popLast(), values.count < 64 {
                values.append(value)
                pending.append(contentsOf: model.gestures[value].components)
            }
            let longPress = other.kind == .onLongPressGesture || values.contains { model.gestures[$0].type == .longPress }
            return longPress && values.contains { value in
                model.callbacks(of: value).contains { actsOnItsOwn($0, model) }
            }
        }
    }

    /// A long press's callback that does something: a non-empty `.onEnded`, `.onChanged` or
    /// `perform:` (or a function reference); not a pressing callback (the pressed look, its haptics).
    static func actsOnItsOwn(_ callback: GestureCallback, _ model: GestureModel) -> Bool {
        switch callback.kind {
        case .onEnded, .onChanged, .perform:
            switch callback.body {
            case .closure(let closure): return !model.closureStatements(closure).isEmpty && !model.isInertAction(closure)
            case .function: return true
            case .unknown: return false
            }
        case .onPressingChanged, .pressing, .updating:
            return false
        }
    }

    /// The plain message, or the variant for a view where a Button is not a drop-in: a drag source
    /// in Mac-only code, a view that also has a long press, a drawn surface that fills its area.
    /// The answers are kept per chain: scanning a long chain for each of its taps is quadratic.
    static func plainMessage(_ attachment: GestureAttachment, _ chain: ModifierChain, _ context: RuleContext,
                             cache: inout [Int: Bool], pressCache: inout [Int: Bool], areaCache: inout [Int: Bool]) -> String {
        if isMacDragSource(attachment, chain, context, cache: &cache) { return draggableMessage }
        let presses = pressCache[chain.id] ?? {
            let answer = hasActingLongPress(chain, context.model)
            pressCache[chain.id] = answer
            return answer
        }()
        let form = attachment.kind == .onTapGesture ? "onTapGesture" : "TapGesture"
        if presses { return pressMessage(form) }
        let area = areaCache[chain.id] ?? {
            let answer = context.model.isFullAreaSurface(chain)
            areaCache[chain.id] = answer
            return answer
        }()
        return area ? areaMessage(form) : message(form)
    }

    /// (fix round 11) A tap on a drawn surface that fills its area (a `Canvas`, a `TimelineView`, a
    /// visible `Rectangle`/`Color`/gradient, `GestureModel.isFullAreaSurface`): "tap anywhere",
    /// where wrapping the whole surface in a Button is not the natural fix, so the message offers
    /// keeping the tap with a button trait and an accessibility action first.
    static func areaMessage(_ form: String) -> String {
        "A single-tap action in \(form) on a view that fills its area has no button trait and cannot be activated by "
            + "VoiceOver, Voice Control or the keyboard; keep the tap and add .accessibilityAddTraits(.isButton) and an "
            + ".accessibilityAction that does the same, or make the area a Button(action:label:) with .buttonStyle(.plain)"
    }

    /// (fix round 4) The chain is a drag source (`.draggable(item)`, `.onDrag { }`) in code built only
    /// for macOS: the deployment target names neither iOS nor visionOS, the file imports AppKit and
    /// not UIKit, or the tap sits in `#if os(macOS)` (or a declaration unavailable on iOS and visionOS).
    static func isMacDragSource(_ attachment: GestureAttachment, _ chain: ModifierChain, _ context: RuleContext,
                                cache: inout [Int: Bool]) -> Bool {
        // Per chain: scanning a long chain's modifiers for each of its taps is quadratic.
        let isSource = cache[chain.id] ?? {
            let answer = chain.modifiers.contains { dragSources.contains($0.name) }
            cache[chain.id] = answer
            return answer
        }()
        guard isSource else { return false }
        if let target = context.deploymentTarget, !target.minimums.isEmpty,
           target.minimum(.iOS) == nil, target.minimum(.visionOS) == nil { return true }
        let modules = context.model.importedModules()
        if modules.contains("AppKit"), !modules.contains("UIKit") { return true }
        let scope = context.model.availabilityScope(atOffset: attachment.nameRange.lowerBound)
        return !scope.builds(for: .iOS) && !scope.builds(for: .visionOS)
    }

    /// What the chain offers assistive technologies, computed once per chain.
    struct ChainAccess {
        /// Button/link trait, hidden, a control, or an accessible container around it.
        var exempt: Bool
        /// The chain's accessibility actions: nil for the default action (or a representation),
        /// else what the action does.
        var actions: [ActionEffects?]
    }

    func check(_ context: RuleContext) {
        let model = context.model
        // Per chain, not per attachment: these answers only depend on the chain, and scanning its
        // modifiers for each of its taps is quadratic on a long chain.
        var accessByChain: [Int: ChainAccess] = [:]
        var innerByChain: [Int: [ParentChildGestureConflictRule.Interactive]] = [:]
        var holdsByChain: [Int: (trait: Bool, system: Bool)] = [:]
        var selectableFromChain: [Int: Int] = [:]
        var projectControlFromChain: [Int: Int] = [:]
        var wholeScreenFromChain: [Int: Int] = [:]
        var actionsByRoot: [Int: (exact: Set<EffectsKey>, toggled: Set<String>)] = [:]
        var scrimByChain: [Int: Bool] = [:]
        var cannotReplaceByChain: [Int: (firstDoubleTap: Int, disabled: Bool)] = [:]
        var dragSourceByChain: [Int: Bool] = [:]
        var pressByChain: [Int: Bool] = [:]
        var areaByChain: [Int: Bool] = [:]
        var callerContentFromChain: [Int: Int] = [:]
        var tapActionsByType: [String: Set<String>] = [:]
        var controlCallsByType: [String: Set<String>] = [:]
        var controlStyleByType: [String: Bool] = [:]
        // (fix round 4) "Type#flag" for each flag an `.opacity(...)` of a view holding a control reads,
        // built once per file on the first toggle-only tap.
        var fadedFlags: Set<String>?
        // Per chain, answered as "from which modifier on": what an `.overlay` adds depends on
        // where the tap is, and asking per tap would rescan a long chain for each of its taps.
        func holdsProjectControl(_ chain: ModifierChain, _ tap: Int) -> Bool {
            let from = projectControlFromChain[chain.id] ?? {
                let answer = Self.projectControlFrom(chain, model)
                projectControlFromChain[chain.id] = answer
                return answer
            }()
            return from < tap
        }
        // (fix round 7) The same, counting project views one level down whose tap runs their
        // caller's action (button components written as taps): the container message there.
        var tapComponentFromChain: [Int: Int] = [:]
        func holdsTapComponent(_ chain: ModifierChain, _ tap: Int) -> Bool {
            let from = tapComponentFromChain[chain.id] ?? {
                let answer = Self.projectControlFrom(chain, model, countingTapComponents: true)
                tapComponentFromChain[chain.id] = answer
                return answer
            }()
            return from < tap
        }
        var knownControlFromChain: [Int: Int] = [:]
        // (fix round 6) A tap over views the caller makes (`content` of `Card<Content: View>`, a
        // caller-built `header()`), with no control of its own known and running the view's own
        // action: whether those views hold controls, or offer the action, is decided at each use, so
        // neither "use Button" nor the container message is more than a guess. A tap that runs the
        // caller's action over the caller's label is a button component, which a Button replaces.
        func overUnknownCallerViews(_ attachment: GestureAttachment, _ chain: ModifierChain) -> Bool {
            let from = callerContentFromChain[chain.id] ?? {
                let answer = model.callerContentFrom(chain)
                callerContentFromChain[chain.id] = answer
                return answer
            }()
            guard from < attachment.modifierIndex else { return false }
            let known = knownControlFromChain[chain.id] ?? {
                let answer = Self.projectControlFrom(chain, model, countingCallerViews: false)
                knownControlFromChain[chain.id] = answer
                return answer
            }()
            return known >= attachment.modifierIndex && !Self.runsCallerAction(attachment, chain, model)
        }
        for attachment in model.attachments {
            guard let anchor = Self.buttonLikeTap(attachment, model) else { continue }
            let chain = model.chains[attachment.chain]
            // (v2) Where a Button is not the fix: the unknown content of a generic helper, a
            // background tap on a scroll view, list, form, navigation stack or whole-screen reader.
            if Self.isGenericContent(chain, model) || Self.isBackground(chain)
                || (wholeScreenFromChain[chain.id] ?? {
                    let answer = Self.wholeScreenRootFrom(chain, model)
                    wholeScreenFromChain[chain.id] = answer
                    return answer
                }()) < attachment.modifierIndex { continue }
            // (v2) Interactive system views handle their own input.
            if model.isInteractiveSystemView(chain) { continue }
            // (fix round 5) A paging `TabView` (`.tabViewStyle(.page)`) is a swiping container like a
            // ScrollView; a tap that only forwards to a platform control (`button?.performClick(nil)`)
            // makes that control's target bigger; a row tap that writes the enclosing
            // `List(selection:)`'s binding repeats the List's own selection.
            if Self.isPagingTabView(chain, model) || Self.onlyForwardsToPlatformControl(attachment, model)
                || Self.repeatsListSelection(attachment, chain, model) { continue }
            // A Button cannot replace a tap on a grid row, a single tap that waits for a double tap
            // on the same view, or a tap in a disabled container.
            if Self.buttonCannotReplace(attachment, chain, model, cache: &cannotReplaceByChain) { continue }
            // (fix round 4) A tap that only shows or hides controls kept in the view, faded
            // (`showControls.toggle()` with `.opacity(showControls ? 1 : 0)` on them): a background tap.
            if Self.togglesFadedControls(attachment, chain, model, fadedFlags: &fadedFlags) { continue }
            // (fix round 4) A filler shown only while something is open (`if selection != nil { Rectangle() }`)
            // whose tap undoes what shows it: a backdrop.
            if Self.conditionalFillerUndoes(attachment, chain, model) { continue }
            // (fix round 4) A tap on a project view that repeats the view's own tap (the same action
            // text): what that tap lacks belongs to it, not to the wrapper.
            if Self.repeatsWrappedViewTap(attachment, chain, model, cache: &tapActionsByType) { continue }
            // (fix round 3) A hidden multi-tap secret (`count += 1; if count >= 5 { ... }`).
            if let gesture = attachment.gesture, model.callbacks(of: gesture).contains(where: { callback in
                model.body(of: callback).map { model.countsTapsToThreshold($0, in: chain.enclosingType) } == true
            }) { continue }
            // (fix round 3) A comment at the tap says why it is not a Button.
            if model.explainsNotAButton(above: [attachment.nameRange.lowerBound, chain.range.lowerBound],
                                        trailingFrom: attachment.nameRange.upperBound) { continue }
            // A custom button/toggle style's body is the control itself.
            if Self.isInsideControlStyle(chain, model, cache: &controlStyleByType) { continue }
            // A Button would break text selection and the text's own links.
            let viewKey = attachment.modifierIndex
            let selectableFrom = selectableFromChain[chain.id] ?? {
                let answer = Self.selectableTextFrom(chain, model)
                selectableFromChain[chain.id] = answer
                return answer
            }()
            if selectableFrom < viewKey { continue }
            let access = accessByChain[chain.id] ?? {
                let answer = Self.access(chain, model)
                accessByChain[chain.id] = answer
                return answer
            }()
            if access.exempt { continue }
            // (fix round 3) Inside a SwiftUI control's label (a NavigationLink row, a Button's label): the
            // control is what assistive technologies activate, and a Button there would nest buttons.
            if model.ancestors(of: chain.id).contains(where: { id in
                let ancestor = model.chains[id]
                return ancestor.base.kind == .call && ancestor.base.name.map { Self.labelOwningControls.contains($0) } == true
                    && !model.project.declaresType(ancestor.base.name ?? "")
            }) { continue }
            let effects = ParentChildGestureConflictRule.tapEffects(attachment, model)
            // (v2) Only an accessibility action that does the tap's job exempts it.
            if access.actions.contains(where: { action in action.map { effects.isEmpty || $0.overlaps(effects) } ?? true }) {
                continue
            }
            // A backdrop or scrim that dismisses on a tap outside is not a button anyone looks for.
            let scrim = scrimByChain[chain.id] ?? {
                let answer = Self.isScrim(chain, model)
                scrimByChain[chain.id] = answer
                return answer
            }()
            // (fix round 3) A bare filler backdrop (`GeometryReader { _ in EmptyView() }`, `Color`) whose tap toggles closes it.
            if scrim, Self.dismisses(attachment, model)
                || (chain.base.name.map(Self.fillerViews.contains) == true && Self.toggles(attachment, model)) { continue }
            // Exactly what the tap does (same calls and writes) is reachable through a control of the view (a Button, a menu
            // item, a Slider's binding): the tap only makes the target bigger.
            if !effects.isEmpty {
                let root = Self.layeredRoot(of: chain.id, model)
                // (fix round 3) `flag.toggle()` is the write a `Toggle(isOn: $flag)` makes; a project control
                // view handed `$flag` (its body holds a Button) writes it too.
                let actions = actionsByRoot[root] ?? {
                    let controls = model.controlActions(inView: root) + model.projectControlBindings(inView: root)
                    // (fix round 6) The flags a control flips (`expanded.toggle()` in a header Button
                    // that also scrolls), from the model's per-control actions.
                    let answer = (exact: Set(controls.map(EffectsKey.init) + controls.map { EffectsKey($0.togglesAsWrites) }),
                                  toggled: controls.reduce(into: Set<String>()) { $0.formUnion($1.toggledFlags) })
                    actionsByRoot[root] = answer
                    return answer
                }()
                if actions.exact.contains(EffectsKey(effects)) || actions.exact.contains(EffectsKey(effects.togglesAsWrites)) { continue }
                // (fix round 6) A tap that only flips flags a control of the view flips too: the same
                // state change (expand, collapse) is reachable, whatever else that control does.
                if effects.onlyToggles, effects.toggledFlags.isSubset(of: actions.toggled) { continue }
                // (fix round 8) The tap's whole action is one call (same callee, same argument
                // expressions) that a Button or menu item of the same type also makes: a toolbar
                // menu's "Collapse Post", a context menu's "Open".
                if Self.repeatsControlCall(attachment, chain, model, cache: &controlCallsByType) { continue }
            }
            let inner = innerByChain[chain.id] ?? {
                let answer = chain.base.contentClosures.isEmpty ? []
                    : ParentChildGestureConflictRule.interactiveDescendants(of: chain, model)
                innerByChain[chain.id] = answer
                return answer
            }()
            // (v2) A lone `.simultaneousGesture`/`.highPriorityGesture` tap has nothing to take priority over.
            // `.highPriorityGesture` only means something over a parent's gesture, which may be in
            // a view this file does not show: it stays exempt.
            if attachment.kind == .highPriorityGesture { continue }
            if attachment.kind == .simultaneousGesture {
                if Self.hasSomethingToPrioritize(attachment, chain, inner: inner, model) { continue }
                // (fix round 3) A project view holding controls of its own is a control inside.
                if holdsProjectControl(chain, viewKey) { continue }
            }
            if chain.base.kind == .call, chain.base.name == "Group" {
                // (v2) A tap on a Group is a tap on each child: silent only when every child is a control.
                let children = model.children(of: chain.id)
                if !children.isEmpty, children.allSatisfy({ model.isControl(model.chains[$0]) }) { continue }
                if overUnknownCallerViews(attachment, chain) { continue }
                let holds = holdsProjectControl(chain, viewKey)
                // (fix round 3) Over controls, a tap that only dismisses or clears is the "tap outside" pattern.
                if holds || Self.showsGenericClosure(chain, model), Self.onlyDismisses(attachment, model) { continue }
                context.report(anchor, holds || holdsTapComponent(chain, viewKey) ? Self.containerMessage
                    : Self.plainMessage(attachment, chain, context, cache: &dragSourceByChain, pressCache: &pressByChain, areaCache: &areaByChain))
                continue
            }
            // Per chain: both walk the container's descendants.
            let holds = holdsByChain[chain.id] ?? {
                let answer = (trait: Self.holdsButtonTrait(chain, model), system: Self.holdsInteractiveSystemView(chain, model))
                holdsByChain[chain.id] = answer
                return answer
            }()
            // A view inside marked as the button (with no action of its own) is what VoiceOver activates.
            if inner.isEmpty, holds.trait { continue }
            if holds.system { continue }
            if !inner.isEmpty {
                guard let message = Self.containerFinding(attachment, chain, inner: inner, effects: effects, model) else { continue }
                context.report(anchor, message)
                continue
            }
            if overUnknownCallerViews(attachment, chain) { continue }
            // A project view inside (or the tapped view itself) holds controls of its own, or the
            // container shows unknown generic content: a Button cannot wrap it.
            if holdsProjectControl(chain, viewKey) {
                // (fix round 3) As for inner controls: a tap that only dismisses or clears is not an action to offer.
                if Self.onlyDismisses(attachment, model) { continue }
                context.report(anchor, Self.containerMessage)
                continue
            }
            // (fix round 3) A dismiss on content the caller makes (a toast's `content(item)`) is not a button.
            if Self.onlyDismisses(attachment, model), Self.showsGenericClosure(chain, model) { continue }
            // (fix round 4) Emptying a selection on a view that shows other views (its content, an
            // overlay): a background deselect, not a button.
            if Self.onlyDeselects(attachment, model), Self.showsOtherViews(chain, before: viewKey, model) { continue }
            // (fix round 7) Over a project view whose tap runs its caller's action (window controls
            // drawn as tapped images): that tap's own fix makes it a Button, which a Button cannot wrap.
            if holdsTapComponent(chain, viewKey) {
                context.report(anchor, Self.containerMessage)
                continue
            }
            context.report(anchor, Self.plainMessage(attachment, chain, context, cache: &dragSourceByChain, pressCache: &pressByChain, areaCache: &areaByChain))
        }
    }

    /// (fix round 8) The tap's callbacks make one call and nothing else lasting (`model.soleCall`),
    /// and a Button or Menu of the same type in this file makes that same call, argument for
    /// argument (`model.controlCalls(inType:)`, kept per type).
    static func repeatsControlCall(_ attachment: GestureAttachment, _ chain: ModifierChain, _ model: GestureModel,
                                   cache: inout [String: Set<String>]) -> Bool {
        guard let type = chain.enclosingType else { return false }
        let bodies = callbackBodies(attachment, model)
        guard bodies.count == 1, let call = model.soleCall(in: model.statements(in: bodies[0])) else { return false }
        let calls = cache[type] ?? {
            let answer = model.controlCalls(inType: type)
            cache[type] = answer
            return answer
        }()
        return calls.contains(model.callIdentity(call))
    }

    /// (fix round 6) The tap calls an action its caller supplies (`action()` with
    /// `var action: () -> Void`, `perform: onSelect`, a closure parameter of the enclosing function).
    static func runsCallerAction(_ attachment: GestureAttachment, _ chain: ModifierChain, _ model: GestureModel) -> Bool {
        let effects = ParentChildGestureConflictRule.tapEffects(attachment, model)
        return effects.calls.contains { call in
            model.isCallerSuppliedAction(call, in: chain.enclosingType, at: attachment.nameRange.lowerBound)
        }
    }

    /// (fix round 5) `TabView { }.tabViewStyle(.page)`, `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`.
    static func isPagingTabView(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        guard chain.base.kind == .call, chain.base.name == "TabView", !model.project.declaresType("TabView") else { return false }
        return chain.modifiers(named: "tabViewStyle").contains { modifier in
            guard let value = modifier.arguments.first?.value else { return false }
            let text = model.compactText(value)
            return text == ".page" || text.hasPrefix(".page(") || text.hasPrefix("PageTabViewStyle(")
                || text.hasPrefix(".verticalPage")
        }
    }

    /// (fix round 5) AppKit/UIKit calls that activate a control the way a click does.
    static let platformActivationCalls: Set<String> = ["performClick", "sendActions"]

    /// (fix round 5) Every statement of every callback activates a platform control
    /// (`button?.performClick(nil)`, `control.sendActions(for: .touchUpInside)`): that control, with
    /// its own accessibility, does the job; the tap only widens its target.
    static func onlyForwardsToPlatformControl(_ attachment: GestureAttachment, _ model: GestureModel) -> Bool {
        let bodies = callbackBodies(attachment, model)
        guard !bodies.isEmpty else { return false }
        return bodies.allSatisfy { body in
            let statements = model.statements(in: body)
            return !statements.isEmpty && statements.allSatisfy { statement in
                var node = statement
                while [.optionalChain, .forceUnwrap].contains(model.tree.kind(node)), let child = model.tree.child(node, 0) {
                    node = child
                }
                guard model.tree.kind(node) == .call, let name = model.calleeName(node),
                      platformActivationCalls.contains(name),
                      let callee = model.tree.child(node, 0), model.tree.kind(callee) == .memberAccess else { return false }
                return true
            }
        }
    }

    /// (fix round 5) The tap is inside `List(selection: $x)` (not the project's own `List`) and every
    /// statement only assigns `x` (`x = id`, `self.x = id`): the List's own selection, which
    /// assistive technologies and the keyboard reach, does the same.
    static func repeatsListSelection(_ attachment: GestureAttachment, _ chain: ModifierChain, _ model: GestureModel) -> Bool {
        let bodies = callbackBodies(attachment, model)
        guard !bodies.isEmpty, !model.project.declaresType("List") else { return false }
        var targets: Set<String> = []
        for body in bodies {
            let statements = model.statements(in: body)
            guard !statements.isEmpty else { return false }
            for statement in statements {
                guard model.tree.kind(statement) == .sequence, let (target, _) = model.plainAssignment(statement) else { return false }
                var text = model.compactText(target)
                if text.hasPrefix("self.") { text.removeFirst(5) }
                targets.insert(text)
            }
        }
        guard targets.count == 1, let target = targets.first else { return false }
        return model.ancestors(of: chain.id).contains { id in
            let ancestor = model.chains[id]
            guard ancestor.base.kind == .call, ancestor.base.name == "List",
                  let value = ancestor.base.arguments.first(where: { $0.label == "selection" })?.value else { return false }
            var binding = model.compactText(value)
            guard binding.hasPrefix("$") else { return false }
            binding.removeFirst()
            if binding.hasPrefix("self.") { binding.removeFirst(5) }
            return binding == target
        }
    }

    /// The chain or a view in its content is a call of a stored generic closure (`content(item)`).
    static func showsGenericClosure(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        if model.isGenericClosureCall(chain) { return true }
        guard !chain.base.contentClosures.isEmpty else { return false }
        return model.descendants(of: chain.id).prefix(2000).contains { model.isGenericClosureCall(model.chains[$0]) }
    }

    /// (fix round 2) A tap a Button cannot stand in for: on a `GridRow` (a Button is not a row),
    /// a single tap after a double tap on the same view (it waits for the double tap to fail; a
    /// Button would fire at once), or inside a `.disabled(true)` container (it does nothing to reach).
    static func buttonCannotReplace(_ attachment: GestureAttachment, _ chain: ModifierChain, _ model: GestureModel,
                                    cache: inout [Int: (firstDoubleTap: Int, disabled: Bool)]) -> Bool {
        if chain.base.kind == .call, chain.base.name == "GridRow" { return true }
        // Per chain, not per tap: scanning the earlier taps and the modifiers for each tap is quadratic.
        let known = cache[chain.id] ?? {
            // The double tap must come first (inner) to be waited for; one in an `#if` clause may be
            // another platform's.
            var first = Int.max
            for other in model.attachments(on: chain.id) where other.modifierIndex < first {
                guard let gesture = other.gesture, !chain.modifiers[other.modifierIndex].isConditionallyCompiled else { continue }
                for base in [gesture] + model.baseGestures(of: gesture) {
                    let value = model.gestures[base]
                    if value.type == .tap, (model.tapCount(value.arguments) ?? 0) >= 2 { first = other.modifierIndex; break }
                }
            }
            func disabled(_ candidate: ModifierChain) -> Bool {
                candidate.modifiers.contains { modifier in
                    modifier.name == "disabled" && modifier.arguments.first?.value.map { model.text($0) == "true" } == true
                }
            }
            let answer = (firstDoubleTap: first,
                          disabled: disabled(chain) || model.ancestors(of: chain.id).contains { disabled(model.chains[$0]) })
            cache[chain.id] = answer
            return answer
        }()
        return known.firstDoubleTap < attachment.modifierIndex || known.disabled
    }

    /// (fix round 3) The view root, followed out of `.overlay { }`/`.background { }` closures (not
    /// content closures, so the model's containment stops there): the header that a logo overlay
    /// sits on, with the menu button beside it.
    static func layeredRoot(of chain: Int, _ model: GestureModel) -> Int {
        var current = model.viewRoot(of: chain)
        for _ in 0..<6 {
            let range = model.chains[current].range
            var index = current - 1
            var enclosing: Int?
            // Chains are sorted by start: an enclosing chain starts at or before this one, close by.
            while index >= 0, index >= current - 400 {
                let candidate = model.chains[index].range
                if candidate.lowerBound <= range.lowerBound, candidate.upperBound >= range.upperBound, candidate != range {
                    enclosing = index
                    break
                }
                index -= 1
            }
            guard let enclosing else { break }
            current = model.viewRoot(of: enclosing)
        }
        return current
    }

    /// Effects as a hashable key: two actions are the same when they make the same calls and writes.
    struct EffectsKey: Hashable {
        let calls: Set<String>
        let writes: Set<String>
        init(_ effects: ActionEffects) {
            calls = effects.calls
            writes = effects.writes
        }
    }

    static let controlStyles = [
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "MenuStyle", "PickerStyle", "DatePickerStyle",
    ]
    /// The styles as `InheritedNames.conforms(to:)` matches them, bare or `SwiftUI.`-qualified:
    /// one set test instead of twelve lookups (six of them building the qualified name).
    static let controlStyleNames = Set(controlStyles + controlStyles.map { "SwiftUI." + $0 })

    /// A chain in a type conforming to a control style (its `makeBody(configuration:)`), answered
    /// once per type and file with one inheritance walk for the six styles.
    static func isInsideControlStyle(_ chain: ModifierChain, _ model: GestureModel, cache: inout [String: Bool]) -> Bool {
        guard let type = chain.enclosingType else { return false }
        if let known = cache[type] { return known }
        var answer = false
        if model.project.declaresType(type) {
            let inherited = InheritedNames(of: type, in: model.project)
            answer = !inherited.names.isDisjoint(with: controlStyleNames)
        }
        cache[type] = answer
        return answer
    }

    /// From which modifier on the chain holds text with `.textSelection(.enabled)`: -1 when the
    /// view itself, its content or another closure argument of the base call does
    /// (`ListRow(kind: .custom { Text(topic).textSelection(.enabled) })`), the index of the first
    /// `.overlay`/`.background` that layers such text on, or `Int.max`. A tap at index i holds it
    /// when the answer is below i (one pass per chain, not per tap).
    static func selectableTextFrom(_ chain: ModifierChain, _ model: GestureModel) -> Int {
        func selectable(_ candidate: ModifierChain) -> Bool {
            candidate.modifiers.contains { $0.name == "textSelection" && model.mentions($0, ["enabled"]) }
        }
        if selectable(chain) { return -1 }
        if model.baseArgumentViews(of: chain).prefix(2000).contains(where: { selectable(model.chains[$0]) }) { return -1 }
        if !chain.base.contentClosures.isEmpty,
           model.descendants(of: chain.id).prefix(2000).contains(where: { selectable(model.chains[$0]) }) { return -1 }
        for layer in model.layeredViews(of: chain) where layer.chains.prefix(2000).contains(where: { selectable(model.chains[$0]) }) {
            return layer.modifierIndex
        }
        return Int.max
    }

    /// The tapped view, or a view inside it, is a project view or a same-type helper that holds a
    /// control (through the project's views, across files), or a stored generic `content` of unknown make.
    /// Views built in another closure argument of the base call or layered on by an `.overlay` /
    /// `.background` count too (`.overlay { Button(...) }`, `.overlay(errorOverlay)`): the answer
    /// is from which modifier on (as `selectableTextFrom`).
    /// (fix round 6) With `countingCallerViews` false, only controls known here count, not a
    /// generic `content` the caller makes.
    /// (fix round 7) With `countingTapComponents`, a project view one level down whose tap runs an
    /// action its caller hands in (a button component written as a tap) counts as a control: only
    /// the message depends on that answer, never silence.
    static func projectControlFrom(_ chain: ModifierChain, _ model: GestureModel, countingCallerViews: Bool = true,
                                   countingTapComponents: Bool = false) -> Int {
        // Tap components one level of project views down (the tapped view's own, and the views it
        // builds): the `TrafficLightButtons` of a card, not a view deep inside a label.
        let depth = countingTapComponents ? 1 : 3
        func viewHolds(_ name: String) -> Bool {
            model.projectViewHoldsControl(name, depth: depth, countingTapComponents: countingTapComponents)
        }
        func helperHolds(_ name: String, _ type: String) -> Bool {
            model.helperHoldsControl(name, in: type, depth: depth, countingTapComponents: countingTapComponents)
        }
        func holds(_ candidate: ModifierChain) -> Bool {
            if candidate.base.kind == .call, let name = candidate.base.name, NameStart.isUppercase(name),
               model.project.declaresType(name) {
                return viewHolds(name)
            }
            // (fix round 3) A local bound to a project view (`let mainLayout = NotchLayout()`).
            if let type = model.localViewType(of: candidate) { return viewHolds(type) }
            // (fix round 4) Also through its modifiers, and a same-type helper function
            // (`let mainLayout = NotchLayout().frame(...)` with `func NotchLayout() -> some View`).
            if let root = model.localViewRoot(of: candidate), root != candidate.base.name {
                if model.project.declaresType(root) { return viewHolds(root) }
                if let type = candidate.enclosingType { return helperHolds(root, type) }
            }
            // (fix round 2) A same-type helper (`mainContent`, `RemoveButton(privkey:)`) that builds controls.
            if candidate.base.kind == .reference || candidate.base.kind == .call, var name = candidate.base.name,
               let type = candidate.enclosingType, !model.project.declaresType(name) {
                if name.hasPrefix("self.") { name.removeFirst(5) }
                if !TextSearch.contains(name, "."), helperHolds(name, type) { return true }
            }
            return countingCallerViews && model.isGenericContentReference(candidate)
        }
        func embedded(_ candidate: ModifierChain) -> Bool { model.isControl(candidate) || holds(candidate) }
        if holds(chain) { return -1 }
        if model.baseArgumentViews(of: chain).prefix(2000).contains(where: { embedded(model.chains[$0]) }) { return -1 }
        if !chain.base.contentClosures.isEmpty,
           model.descendants(of: chain.id).prefix(2000).contains(where: { holds(model.chains[$0]) }) { return -1 }
        for layer in model.layeredViews(of: chain) {
            if let type = chain.enclosingType, layer.helpers.contains(where: { helperHolds($0, type) }) {
                return layer.modifierIndex
            }
            if layer.chains.prefix(2000).contains(where: { embedded(model.chains[$0]) }) { return layer.modifierIndex }
        }
        return Int.max
    }

    static let scrimModifiers: Set<String> = ["ignoresSafeArea", "edgesIgnoringSafeArea"]
    /// Not `Button`: a tap in a `Button {} label:` often does the work the empty button should.
    static let labelOwningControls: Set<String> = ["NavigationLink", "Link", "Menu", "Toggle"]
    static let clearFillShapes: Set<String> = ["Rectangle", "Color"]
    static let fillerViews: Set<String> = ["GeometryReader", "Rectangle", "Color", "EmptyView", "Spacer"]

    /// A dimming backdrop: a translucent `Color` (`Color.black.opacity(0.4)`), an invisible filler
    /// (`Color.clear`, `Rectangle().fill(.clear)`), or a view that
    /// fills the screen (`.ignoresSafeArea()`, `.frame(maxWidth: .infinity, maxHeight: .infinity)`).
    static func isScrim(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        for modifier in chain.modifiers {
            if scrimModifiers.contains(modifier.name) { return true }
            if modifier.name == "frame", let width = modifier.argument("maxWidth")?.value,
               let height = modifier.argument("maxHeight")?.value,
               model.compactText(width) == ".infinity", model.compactText(height) == ".infinity" { return true }
        }
        // (fix round 3) A filler (`GeometryReader { _ in EmptyView() }`, `Rectangle()`) given a translucent background.
        if chain.base.kind == .call, let name = chain.base.name, fillerViews.contains(name),
           chain.modifiers.contains(where: { modifier in
               modifier.name == "background" && modifier.arguments.first?.value.map { value in
                   // `Color.black.opacity(0.5)`, `.black.opacity(0.4)`, `Palette.dim.opacity(0.6)`.
                   model.compactText(value).contains(".opacity(")
               } == true
           }) { return true }
        let start = chain.range.lowerBound
        let head = model.text(start..<min(chain.range.upperBound, start + 11))
        // (fix round 2) An invisible filler: `Color.clear`, or a shape filled with `.clear`.
        if head == "Color.clear" { return true }
        // (fix round 5) A project's near-invisible colour: `Color.almostClear`, `Color.nearlyClear`.
        if head.hasPrefix("Color."), chain.base.kind == .reference, model.compactText(chain.base.node).hasPrefix("Color."),
           let name = chain.base.name?.split(separator: ".").last, !name.contains("("),
           name.lowercased().hasSuffix("clear") { return true }
        if chain.base.kind == .call, let name = chain.base.name, clearFillShapes.contains(name),
           chain.modifiers.contains(where: { $0.name == "fill" && $0.arguments.first?.value.map(model.compactText)
               .map { $0 == ".clear" || $0 == "Color.clear" } == true }) { return true }
        return head.hasPrefix("Color.") && chain.modifiers.contains { $0.name == "opacity" }
    }

    /// The tap's action closes or clears something somewhere (`dismiss()`, `isOpen = false`,
    /// `selection = nil`, a `dismiss` function reference), possibly behind a condition.
    static func dismisses(_ attachment: GestureAttachment, _ model: GestureModel) -> Bool {
        guard let gesture = attachment.gesture else { return false }
        for base in [gesture] + model.baseGestures(of: gesture) {
            for callback in model.callbacks(of: base) {
                if case .function(let name, _) = callback.body, GestureModel.isDismissName(name) { return true }
                if let body = model.body(of: callback), model.containsDismissal(body) { return true }
            }
        }
        return false
    }

    /// Every callback of the tap only dismisses or clears (`isOpen = false`, `dismiss()`,
    /// `selection = nil`), or is a reference to a dismiss function (`perform: dismissOnTap`).
    static func onlyDismisses(_ attachment: GestureAttachment, _ model: GestureModel) -> Bool {
        guard let gesture = attachment.gesture else { return false }
        let callbacks = ([gesture] + model.baseGestures(of: gesture)).flatMap { model.callbacks(of: $0) }
        guard !callbacks.isEmpty else { return false }
        return callbacks.allSatisfy { callback in
            if case .function(let name, _) = callback.body, GestureModel.isDismissName(name) { return true }
            return model.body(of: callback).map(model.isResetOnly) ?? false
        }
    }

    /// (fix round 4) The tapped view is a project view (`PostRowView(post:)`, or a local bound to
    /// one) whose body has a plain `.onTapGesture` running exactly this tap's statements.
    static func repeatsWrappedViewTap(_ attachment: GestureAttachment, _ chain: ModifierChain, _ model: GestureModel,
                                      cache: inout [String: Set<String>]) -> Bool {
        guard attachment.kind == .onTapGesture else { return false }
        let type: String
        if chain.base.kind == .call, let name = chain.base.name, NameStart.isUppercase(name), model.project.declaresType(name) {
            type = name
        } else if let local = model.localViewType(of: chain) {
            type = local
        } else {
            return false
        }
        guard type != chain.enclosingType else { return false }
        let bodies = callbackBodies(attachment, model)
        guard bodies.count == 1, model.tree.kind(bodies[0]) == .closure else { return false }
        let text = model.tapActionText(bodies[0])
        guard !text.isEmpty else { return false }
        // Per type: a view tapped many times is scanned once.
        let actions = cache[type] ?? {
            let answer = model.projectViewTapActions(type)
            cache[type] = answer
            return answer
        }()
        return actions.contains(text)
    }

    /// (fix round 4) Every callback of the tap only empties a selection (`selection.clear()`, `selected = nil`).
    static func onlyDeselects(_ attachment: GestureAttachment, _ model: GestureModel) -> Bool {
        let bodies = callbackBodies(attachment, model)
        return !bodies.isEmpty && bodies.allSatisfy(model.isDeselectOnly)
    }

    /// The bodies of every callback of the tap; empty when one of them is not in this file.
    static func callbackBodies(_ attachment: GestureAttachment, _ model: GestureModel) -> [NodeID] {
        guard let gesture = attachment.gesture else { return [] }
        var bodies: [NodeID] = []
        // `baseGestures` of a plain gesture is the gesture itself: each gesture once.
        var seen: Set<Int> = []
        let gestures = ([gesture] + model.baseGestures(of: gesture)).filter { seen.insert($0).inserted }
        for callback in gestures.flatMap({ model.callbacks(of: $0) }) {
            guard let body = model.body(of: callback) else { return [] }
            bodies.append(body)
        }
        return bodies
    }

    /// The view shows other views: a content closure, or an `.overlay`/`.background` layered on before the tap.
    static func showsOtherViews(_ chain: ModifierChain, before tap: Int, _ model: GestureModel) -> Bool {
        if !chain.base.contentClosures.isEmpty { return true }
        return model.layeredViews(of: chain).contains { $0.modifierIndex < tap && (!$0.chains.isEmpty || !$0.helpers.isEmpty) }
    }

    /// (fix round 4) The tap's only statement toggles a flag (`showControls.toggle()`, also in
    /// `withAnimation { }`) that fades, by `.opacity(...)`, a view of the same type that is or holds a
    /// control: the controls stay in the view (reachable), the tap only shows or hides them, as on a
    /// player surface.
    static func togglesFadedControls(_ attachment: GestureAttachment, _ chain: ModifierChain, _ model: GestureModel,
                                     fadedFlags: inout Set<String>?) -> Bool {
        let bodies = callbackBodies(attachment, model)
        guard bodies.count == 1 else { return false }
        let tree = model.tree
        var statements = model.statements(in: bodies[0])
        for _ in 0..<3 {
            guard statements.count == 1, tree.kind(statements[0]) == .call, model.calleeName(statements[0]) == "withAnimation",
                  let closure = model.trailingClosure(statements[0]) else { break }
            statements = model.statements(in: closure)
        }
        guard statements.count == 1, tree.kind(statements[0]) == .call, model.calleeName(statements[0]) == "toggle",
              tree.arguments(of: statements[0]).isEmpty, let callee = tree.child(statements[0], 0) else { return false }
        var flag = model.compactText(callee)
        if flag.hasPrefix("self.") { flag.removeFirst(5) }
        guard flag.hasSuffix(".toggle") else { return false }
        flag.removeLast(7)
        guard !flag.isEmpty else { return false }
        let known = fadedFlags ?? fadedControlFlags(model)
        fadedFlags = known
        return known.contains((chain.enclosingType ?? "") + "#" + flag)
    }

    /// "Type#flag" for each name or path (`showControls`, `viewModel.isControlsShown`) read in an
    /// `.opacity(...)` of a view that is or holds a control, in type `Type`: one pass over the file's chains.
    static func fadedControlFlags(_ model: GestureModel) -> Set<String> {
        let tree = model.tree
        var flags: Set<String> = []
        for other in model.chains {
            guard let fade = other.modifiers.firstIndex(where: { $0.name == "opacity" }) else { continue }
            let holds = model.isControl(other) || projectControlFrom(other, model) < fade
                || (!other.base.contentClosures.isEmpty
                    && model.descendants(of: other.id).prefix(2000).contains(where: { model.isControl(model.chains[$0]) }))
            guard holds else { continue }
            let type = other.enclosingType ?? ""
            for modifier in other.modifiers where modifier.name == "opacity" {
                for argument in modifier.arguments {
                    guard let value = argument.value else { continue }
                    var budget = 200
                    tree.walk(value) { node in
                        budget -= 1
                        let kind = tree.kind(node)
                        if kind == .identifier || kind == .memberAccess {
                            var text = model.compactText(node)
                            if text.hasPrefix("self.") { text.removeFirst(5) }
                            flags.insert(type + "#" + text)
                        }
                        return budget > 0
                    }
                }
            }
        }
        return flags
    }

    /// (fix round 4) A bare filler (`Rectangle().fill(...)`, `Color`) inside an `if` whose condition
    /// names what the tap changes (`if selected != nil { Rectangle().onTapGesture { toggle(selected) } }`),
    /// and the tap closes, clears or toggles: the backdrop exists only while something is open and
    /// its tap closes it.
    static func conditionalFillerUndoes(_ attachment: GestureAttachment, _ chain: ModifierChain, _ model: GestureModel) -> Bool {
        guard chain.base.kind == .call, let name = chain.base.name, fillerViews.contains(name),
              chain.base.contentClosures.isEmpty else { return false }
        let tree = model.tree
        var node = chain.node
        var ifStatement: NodeID?
        for _ in 0..<4 {
            guard let parent = tree.parent(node) else { break }
            if tree.kind(parent) == .ifStmt { ifStatement = parent; break }
            if tree.kind(parent) == .closure { break }
            node = parent
        }
        guard let ifStatement else { return false }
        func identifiers(_ root: NodeID) -> Set<String> {
            var names: Set<String> = []
            tree.walk(root) { node in
                if tree.kind(node) == .identifier, let name = tree.name(node, in: model.file) { names.insert(name) }
                return names.count < 200
            }
            return names
        }
        var conditionNames: Set<String> = []
        for part in tree.children(ifStatement) where tree.kind(part) == .condition { conditionNames.formUnion(identifiers(part)) }
        let bodies = callbackBodies(attachment, model)
        guard !conditionNames.isEmpty, !bodies.isEmpty,
              bodies.contains(where: { !identifiers($0).isDisjoint(with: conditionNames) }) else { return false }
        return toggles(attachment, model) || dismisses(attachment, model) || bodies.allSatisfy(model.isResetOnly)
    }

    /// (v2) A container tap over controls or inner taps: silent when parent_child_gesture_conflict
    /// reports it (the competition comes first), when it only dismisses or clears, or when a
    /// visible control inside does the same; else the container message.
    static func containerFinding(_ attachment: GestureAttachment, _ chain: ModifierChain,
                                 inner: [ParentChildGestureConflictRule.Interactive], effects: ActionEffects,
                                 _ model: GestureModel) -> String? {
        if model.isPlain(attachment) {
            let form: ParentChildGestureConflictRule.Form = attachment.kind == .onTapGesture ? .modifier : .gesture
            if ParentChildGestureConflictRule.competitor(for: attachment, form: form, on: chain, among: inner, model) != nil {
                return nil
            }
        }
        let bodies = attachment.gesture.map { gesture in
            ([gesture] + model.baseGestures(of: gesture)).flatMap { model.callbacks(of: $0) }.compactMap { model.body(of: $0) }
        } ?? []
        if !bodies.isEmpty, bodies.allSatisfy(model.isResetOnly) { return nil }
        // Touch-tracking controls left here share the action (else parent_child reports them).
        if inner.contains(where: { $0.tracksTouches }) { return nil }
        let reachable = inner.contains { candidate in
            !GestureAccessibilityRule.isHiddenFromAccessibility(candidate.chain, model: model)
                && (effects.isEmpty || candidate.effects.overlaps(effects))
        }
        return reachable ? nil : containerMessage
    }

    /// `content` of a `ViewModifier`, or implicit `self` in an `extension View` method.
    static func isGenericContent(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        if chain.base.kind == .implicitSelf { return true }
        guard chain.base.kind == .reference, let name = chain.base.name, let type = chain.enclosingType else { return false }
        if name == "self", type == "View" { return true }
        return name == "content" && model.project.conforms(type, to: "ViewModifier")
    }

    static let backgroundContainers: Set<String> = [
        "ScrollView", "List", "Form", "NavigationStack", "NavigationView", "NavigationSplitView",
    ]

    /// (fix round 3) The root view of `body` made to fill the screen before the tap
    /// (`.ignoresSafeArea()`, or an infinite frame both ways) over content of its own: a
    /// whole-screen background tap, like one on a whole-screen `GeometryReader`.
    /// The answer is the index of the first modifier that fills the screen (a tap after it is on
    /// the whole screen), or `Int.max`.
    static func wholeScreenRootFrom(_ chain: ModifierChain, _ model: GestureModel) -> Int {
        guard chain.container == nil, !chain.base.contentClosures.isEmpty, let type = chain.enclosingType,
              let body = model.project.property("body", in: type), body.site.file === model.file,
              let getter = body.getterBody, model.tree.range(getter).contains(chain.range.lowerBound) else { return Int.max }
        return chain.modifiers.firstIndex { fillsScreen($0, model) } ?? Int.max
    }

    /// `.ignoresSafeArea()`, `.edgesIgnoringSafeArea(.all)`, or a background that ignores the safe
    /// area (`.background(Color.black.ignoresSafeArea())`): the screen, not just the parent's bounds
    /// (an infinite frame alone fills whatever the view is placed in, such as an overlay).
    static func fillsScreen(_ modifier: Modifier, _ model: GestureModel) -> Bool {
        if scrimModifiers.contains(modifier.name) { return true }
        guard modifier.name == "background", let value = modifier.arguments.first?.value else { return false }
        let text = model.compactText(value)
        return TextSearch.contains(text, ".ignoresSafeArea(") || TextSearch.contains(text, ".edgesIgnoringSafeArea(")
    }

    /// (fix round 3) On a backdrop, a tap that toggles (`toggleMenu()`, `isOpen.toggle()`, `perform: toggleMenu`)
    /// closes what the backdrop is shown for.
    static func toggles(_ attachment: GestureAttachment, _ model: GestureModel) -> Bool {
        guard let gesture = attachment.gesture else { return false }
        for base in [gesture] + model.baseGestures(of: gesture) {
            for callback in model.callbacks(of: base) {
                if case .function(let name, _) = callback.body, name.lowercased().hasPrefix("toggle") { return true }
                guard let body = model.body(of: callback) else { continue }
                var found = false
                model.tree.walk(body) { node in
                    if found { return false }
                    if model.tree.kind(node) == .call, let name = model.calleeName(node), name.lowercased().hasPrefix("toggle") {
                        found = true
                    }
                    return !found
                }
                if found { return true }
            }
        }
        return false
    }

    /// A tap on a scroll view, list, form, navigation stack, or a `GeometryReader` that is the
    /// whole body (no container around it).
    static func isBackground(_ chain: ModifierChain) -> Bool {
        guard chain.base.kind == .call, let name = chain.base.name else { return false }
        if backgroundContainers.contains(name) { return true }
        return name == "GeometryReader" && chain.container == nil
    }

    static func holdsInteractiveSystemView(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        guard !chain.base.contentClosures.isEmpty else { return false }
        return model.descendants(of: chain.id).prefix(2000).contains { model.isInteractiveSystemView(model.chains[$0]) }
    }

    static func holdsButtonTrait(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        guard !chain.base.contentClosures.isEmpty else { return false }
        return model.descendants(of: chain.id).prefix(2000).contains { id in
            model.chains[id].modifiers.contains { $0.name == "accessibilityAddTraits" && model.mentions($0, ["isButton", "isLink"]) }
        }
    }

    /// Another gesture or a control on the view, around it or inside it.
    static func hasSomethingToPrioritize(_ attachment: GestureAttachment, _ chain: ModifierChain,
                                         inner: [ParentChildGestureConflictRule.Interactive], _ model: GestureModel) -> Bool {
        if model.attachments(on: chain.id).contains(where: { $0.nameRange != attachment.nameRange }) { return true }
        // A view at the root of a body (a reusable component, an overlay) is placed by views this
        // file may not show, whose gestures the priority may be about: prefer silence.
        if chain.container == nil { return true }
        if model.isControl(chain) || !inner.isEmpty { return true }
        if model.ancestors(of: chain.id).contains(where: { !model.attachments(on: $0).isEmpty || model.isControl(model.chains[$0]) }) {
            return true
        }
        return model.descendants(of: chain.id).contains { !model.attachments(on: $0).isEmpty }
    }

    static func access(_ chain: ModifierChain, _ model: GestureModel) -> ChainAccess {
        ChainAccess(exempt: chainIsAccessible(chain, model) || ancestorIsAccessibleButton(chain, model) || model.isControl(chain),
                    actions: accessibilityActions(chain, model))
    }

    /// The chain's accessibility actions (v2): the default `.accessibilityAction { }` and a
    /// representation count as doing the tap's job (nil); a named or custom action, or an
    /// `.accessibilityActions { }` group, is described by what it does; `.magicTap` and `.escape`
    /// are not the tap's job.
    static func accessibilityActions(_ chain: ModifierChain, _ model: GestureModel) -> [ActionEffects?] {
        var result: [ActionEffects?] = []
        for modifier in chain.modifiers {
            switch modifier.name {
            case "accessibilityRepresentation":
                result.append(nil)
            case "accessibilityActions":
                var effects = ActionEffects()
                for closure in modifier.closures { effects.formUnion(model.effects(of: closure)) }
                result.append(effects)
            case "accessibilityAction":
                // `.accessibilityAction(.magicTap) { }`: the kind is an implicit member; `named: "x", refresh` passes a handler.
                let unlabelled = modifier.arguments.filter {
                    $0.label == nil && !$0.isTrailingClosure && $0.value.map { model.tree.kind($0) == .implicitMember } == true
                }
                let kind = unlabelled.first?.value.map(model.compactText)
                if modifier.argument("named") == nil, kind == nil || kind == ".default" {
                    result.append(nil)
                    continue
                }
                if kind == ".magicTap" || kind == ".escape" { continue }
                var effects = ActionEffects()
                for argument in modifier.arguments where argument.label != "named" {
                    guard let value = argument.value, argument.isTrailingClosure || argument.closure != nil
                        || model.tree.kind(value) == .identifier || model.tree.kind(value) == .memberAccess,
                        kind == nil || argument.range != unlabelled.first?.range else { continue }
                    effects.formUnion(model.effects(of: value))
                }
                result.append(effects)
            default:
                break
            }
        }
        return result
    }

    static func chainIsAccessible(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        for modifier in chain.modifiers {
            switch modifier.name {
            case "accessibilityAddTraits":
                if model.mentions(modifier, ["isButton", "isLink"]) { return true }
            case "accessibilityHidden":
                if let value = modifier.arguments.first?.value, model.text(value) == "true" { return true }
            case "accessibility":
                // Deprecated forms: `.accessibility(addTraits: .isButton)`, `.accessibility(hidden: true)`.
                if modifier.argument("addTraits") != nil, model.mentions(modifier, ["isButton", "isLink"]) { return true }
                if let value = modifier.argument("hidden")?.value, model.text(value) == "true" { return true }
            default:
                break
            }
        }
        return false
    }

    /// A container around the tapped view that is hidden from assistive technologies, or that is
    /// itself marked as the button/link (`.accessibilityElement(children: .combine)` +
    /// `.accessibilityAddTraits(.isButton)`): activating it reaches the child's tap.
    static func ancestorIsAccessibleButton(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        for ancestor in model.ancestors(of: chain.id) {
            for modifier in model.chains[ancestor].modifiers {
                switch modifier.name {
                case "accessibilityAddTraits":
                    if model.mentions(modifier, ["isButton", "isLink"]) { return true }
                case "accessibilityHidden":
                    if let value = modifier.arguments.first?.value, model.text(value) == "true" { return true }
                default:
                    break
                }
            }
        }
        return false
    }

    /// A tap whose every statement dismisses the keyboard (`hideKeyboard()`, `endEditing`,
    /// `resignFirstResponder`, `isFocused = false`, `focusedField = nil`, any `@FocusState` put back): a background tap, not
    /// an action anyone needs to reach.
    /// Whether the assigned property is declared `@FocusState` (`field = nil` with `@FocusState var field: Field?`).
    static func isFocusState(_ target: NodeID, _ model: GestureModel) -> Bool {
        let range = model.tree.range(target)
        return model.propertyWrites.contains { write in
            write.target.range == range && write.target.declaration?.wrapper == .focusState
        }
    }

    ///
    /// (fix round 3) Focusing an input is the same kind of tap: it only moves the focus to a field
    /// VoiceOver users reach directly (`isFocused = true`, `becomeFirstResponder()`), also behind a
    /// `guard ... else { return }` or an `if`.
    static func dismissesKeyboardOnly(_ closure: NodeID, _ model: GestureModel) -> Bool {
        focusOnly(model.closureStatements(closure), model, depth: 0)
    }

    static func focusOnly(_ statements: [NodeID], _ model: GestureModel, depth: Int) -> Bool {
        guard !statements.isEmpty else { return false }
        let tree = model.tree
        for statement in statements {
            if let (target, value) = model.assignment(statement), model.isConstant(value),
               LowercasedText(model.file, tree.range(target)).contains("focus") || isFocusState(target, model) { continue }
            let kind = tree.kind(statement)
            if kind == .guardStmt, depth < 3, exitsAtOnce(statement, model) { continue }
            if kind == .ifStmt, depth < 3, branchesFocusOnly(statement, model, depth: depth) { continue }
            let text = LowercasedText(model.file, tree.range(statement))
            if kind != .sequence, text.contains("keyboard") || text.contains("endediting") || text.contains("resignfirstresponder")
                || ([.call, .optionalChain, .forceUnwrap].contains(kind) && text.contains("becomefirstresponder")) { continue }
            return false
        }
        return true
    }

    /// `guard condition else { return }`: control flow only.
    static func exitsAtOnce(_ guardStatement: NodeID, _ model: GestureModel) -> Bool {
        let tree = model.tree
        guard let block = tree.children(guardStatement).last(where: { tree.kind($0) == .codeBlock }) else { return false }
        let inner = tree.statements(of: block)
        return inner.count == 1 && tree.kind(inner[0]) == .returnStmt && tree.childCount(inner[0]) == 0
    }

    /// Every branch of an `if` only moves or drops the focus (a missing `else` does nothing).
    static func branchesFocusOnly(_ ifStatement: NodeID, _ model: GestureModel, depth: Int) -> Bool {
        let tree = model.tree
        for part in tree.children(ifStatement) {
            switch tree.kind(part) {
            case .codeBlock:
                if !focusOnly(tree.statements(of: part), model, depth: depth + 1) { return false }
            case .ifStmt:
                if !branchesFocusOnly(part, model, depth: depth + 1) { return false }
            default:
                break
            }
        }
        return true
    }

    /// Where to report when an attachment is a plain single-tap action, else nil.
    static func buttonLikeTap(_ attachment: GestureAttachment, _ model: GestureModel) -> Range<Int>? {
        if attachment.kind == .gesture, !attachment.hasExplicitMask, let qualified = model.qualifiedGesture(attachment),
           qualified.type == "TapGesture", model.tapCount(qualified.arguments) == 1,
           let ended = qualified.modifiers.last(where: { $0.name == "onEnded" }) {
            // `TapGesture().modifiers(.command)`: a keyboard-modified click, which a Button cannot be.
            if qualified.modifiers.contains(where: { $0.name == "modifiers" }) { return nil }
            if let closure = ended.closures.first,
               model.closureStatements(closure).isEmpty || dismissesKeyboardOnly(closure, model)
                || model.isInertAction(closure) { return nil }
            return qualified.range
        }
        guard let gesture = attachment.gesture else { return nil }
        let value = model.gestures[gesture]
        let chain = model.chains[attachment.chain]
        let modifier = chain.modifiers[attachment.modifierIndex]
        switch attachment.kind {
        case .onTapGesture:
            guard model.tapCount(modifier.arguments) == 1, modifier.argument("coordinateSpace") == nil,
                  let perform = model.callbacks(of: gesture).first(where: { $0.kind == .perform }) else { return nil }
            switch perform.body {
            case .closure(let closure):
                // `{ location in ... }` reads the tap location: not a button.
                // Only logging or an empty `withAnimation { }`: nothing a user needs, like an empty closure.
                guard model.closureParameters(closure).allSatisfy({ $0 == "_" }),
                      !model.closureStatements(closure).isEmpty, !dismissesKeyboardOnly(closure, model),
                      !model.isInertAction(closure) else { return nil }
                return attachment.nameRange
            case .function:
                return model.isArgumentlessAction(perform, at: modifier.node) ? attachment.nameRange : nil
            case .unknown:
                return nil
            }
        case .gesture, .simultaneousGesture, .highPriorityGesture:
            // (v2) A priority attachment is a candidate too; check() exempts it when there is
            // something for that priority to be about.
            guard !attachment.hasExplicitMask, value.type == .tap, model.tapCount(value.arguments) == 1,
                  !value.modifiers.contains(where: { $0.name == "modifiers" }),
                  let ended = model.callbacks(of: gesture).last(where: { $0.kind == .onEnded }) else { return nil }
            switch ended.body {
            case .closure(let closure):
                guard !model.closureStatements(closure).isEmpty, !dismissesKeyboardOnly(closure, model),
                      !model.isInertAction(closure) else { return nil }
            case .function:
                break
            case .unknown:
                return nil
            }
            let inline = value.resolvedThrough.isEmpty
            return inline ? (value.nameRange ?? attachment.nameRange) : attachment.nameRange
        case .onLongPressGesture:
            return nil
        }
    }
}

