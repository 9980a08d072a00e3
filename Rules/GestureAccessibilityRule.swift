import GestureLintCore

struct GestureAccessibilityRule: Rule {
    static let description = RuleDescription(
        id: "gesture_accessibility",
        name: "Gesture accessibility",
        severity: .warning,
        summary: "A drag, long press, pinch, rotation or custom gesture is the only way to perform an action: add an accessibility action",
        rationale: """
            VoiceOver, Switch Control, Voice Control and Full Keyboard Access users cannot drag, \
            pinch, rotate or hold. When a gesture is the only way to reorder a card, zoom a photo, \
            rotate a dial or delete an item, those users cannot do it at all. \
            `.accessibilityAction(named:)`, `.accessibilityAdjustableAction`, `.accessibilityZoomAction`, \
            `.accessibilityScrollAction`, `.accessibilityActions` or `.accessibilityRepresentation` in \
            the same modifier chain (or on a container around it, or where a helper that builds the \
            view is used) expose the same action to assistive technologies.
            Silent for taps (see tap_gesture_should_be_button), for views marked \
            `.accessibilityHidden(true)` (deliberately left out, the action offered elsewhere), for \
            gestures on a view that is already a control (a Button, Slider, Toggle ... or a view with a button style or the button trait, \
            or, for a gesture that only clears a flag, a same-type helper view that is one: \
            `buttonContent.simultaneousGesture(...)`: \
            the gesture only adds feedback), and for gestures whose callbacks change nothing that \
            lasts (only `.updating` of `@GestureState`, or `@State` that `.onEnded` puts back: a \
            wobble or a live preview that springs back; logging and haptic feedback do not count), nor for a \
            zero-distance drag that only records the touch location for a tap in the same chain.
            Silent when a property the gesture changes is put back on every path through `.onEnded` \
            (the same lasting-or-transient test as state_should_be_gesture_state: scrub-to-highlight \
            on a chart; calls whose result is only read, `let d = degree(for: location)`, look the touch up, and a call \
            made while it runs that `.onEnded` repeats on every path with only put-back values and plain names, \
            `publish(value: nil, isActive: false)`, announces the highlight and withdraws it), when the same action is reachable without the gesture (a `Button`, `Toggle`, \
            `Picker`, `Stepper`, `Slider`, menu or tap in the same view calls the same function or \
            writes the same property, also through one of the project's functions it calls: `Button { addItem() }` \
            where `addItem()` makes the gesture's call; a swipe-to-dismiss next to a close button), when the \
            gesture runs a closure its caller supplies (a `ViewModifier`'s stored closure, a `View` \
            extension's closure parameter) and each use of the helper in the file gives an action \
            reachable there (or none is in the file: the alternative belongs where the action is given), \
            when the part sequenced first only sets what the last part's `.onEnded` puts back \
            (a long press that lifts a circle the drag then drops back), when the only other change is a \
            flag flipped (`flag.toggle()`) that is used only to pick between angles whole turns apart \
            (`.degrees(flag ? 0 : 360)`: a decorative spin that ends in the same picture), \
            for a long press \
            with `minimumDuration: 0` (a press, tap_gesture_should_be_button's domain), and for a \
            press that only forwards to a control (`performClick`, `sendActions`), or for a gesture that only \
            saves what something else changed (its callbacks ignore the value, write nothing and only \
            call `save…`/`persist…`/`store…` functions: `saveWindowPosition()` after a window drag). \
            Silent for a hold with `minimumDuration: .infinity` (it never succeeds: `perform` and \
            `.onEnded` never run, only the press feedback does), for a long press whose `perform:` is \
            empty and whose trailing `onPressingChanged` closure only shows the press, when a `TapGesture` \
            (not a spatial tap, which acts where it lands) composed with the gesture (`.exclusively(before:)`, `.simultaneously(with:)`, not \
            `.sequenced(before:)`) sets the same property to a new value (a double tap that zooms \
            in, where a pinch zooms; not one that only puts the zoom back), when a flag the drag leaves set only \
            matters while it runs (read only by the gesture, by a computed `Animation` that picks the \
            spring-back, or under an `if` on a property the gesture puts back: \
            `isDraggingLeft = offset < 0`), for a selection gesture on a `Chart` whose marks carry \
            `.accessibilityLabel`/`.accessibilityValue` or that has `.accessibilityChartDescriptor` \
            (VoiceOver already reads each value), and for a touch on a backdrop (`Color`, `Rectangle`, \
            a gradient, a `...Scrim`/`...Blur` view) whose callbacks only dismiss (tap outside to close). \
            Silent for a drag attached with `.simultaneousGesture` beside another gesture of the same view \
            whose `.onChanged` only cancels or undoes (every write puts a property back, or is put back \
            in a closure of the same callback; every call is `invalidate()`/`cancel()`, an animation or \
            a scheduler of such a put-back) and that has no `.onEnded` of its own: the movement that \
            calls off a hold-to-open press.
            Silent for a free placement: a drag whose every write, unconditional and with no call but \
            geometry arithmetic and `withAnimation`, puts the view's own `@State` `CGPoint`/`CGSize` \
            (or its `.x`, `.width`..., or such a member of a model the view creates itself) where the \
            finger takes it, read only to lay out or draw (`.position(end)`, `Path` points; not in a \
            condition, a comparison, `.onChange(of:)` or as a `$binding`): a point moved on a canvas, \
            a panned image.
            Silent for a drag on a view that shows a resize cursor (`NSCursor.columnResize.push()` \
            in its `.onHover`, a `.cursor(.resizeUpDown)` helper): a pane divider, whose size the \
            window and split view also set.
            Silent for a drag whose end, ignoring where it ended (`_ in`), flips the view's own `@State` \
            flag that is only read to restyle it (`.background(flag ? .blue : .red)`, a hue or a rotation; \
            not `opacity`, not a choice of content): a decorative spring toy.
            Silent for a control that only holds a value while touched: each property the drag sets is put \
            back at its end to a constant or a stored `let` of the view (`thumbPosition = midPoint`), also \
            when the end does so under a library option whose default keeps it (`if !locksInPlace`, with \
            `locksInPlace: Bool = false`), and a helper that only clamps a local (`clamp(&x)`) changes \
            nothing: a joystick that recentres.
            Silent for a drag that dismisses through one of the project's functions \
            (`popover.positionChanged(to:)` calling `dismiss()`) beside a control that makes the same \
            dismiss call (`Button { popover.dismiss() }`).
            (fix round 8) Silent for a shortcut whose one call, besides flags it sets for itself, takes \
            only constants (`navigationModel.openSheet(.quickSwitcher)`) when a Button anywhere in the \
            project makes the same call with the same arguments (also a project helper that builds \
            `Button(action: callback)` from the closure it is given), not counting context-menu items.
            (fix round 9) Silent for touch inspection through a model: a drag whose `.onChanged` only hands \
            `value.location` to one of the project's methods (`chartData.setTouchInteraction(touchLocation:chartSize:)`) \
            that raises a touch flag, stores the touch as given and passes it on unchanged, and whose `.onEnded` \
            only lowers that flag and empties what the touch showed (`= []`, `= nil`): a chart's scrub-to-inspect; \
            a method that stores a value computed from the touch (a seek) or an end that leaves the selection is reported.
            A long press sequenced before a drag is named "this long press": the gesture the user \
            performs first; a composition that starts with a tap is "this tap and drag gesture".
            """,
        triggeringExamples: [
            """
            struct CardView: View {
                let onDismiss: () -> Void
                @State private var offset: CGSize = .zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .↓gesture(
                            DragGesture()
                                .onChanged { value in offset = value.translation }
                                .onEnded { value in
                                    if abs(value.translation.width) > 120 { onDismiss() }
                                    withAnimation(.spring) { offset = .zero }
                                }
                        )
                }
            }
            """,
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                private var pinch: some Gesture {
                    MagnifyGesture().onEnded { value in scale = min(max(scale * value.magnification, 1), 4) }
                }
                var body: some View {
                    Image("photo").scaleEffect(scale).↓gesture(pinch)
                }
            }
            """,
            """
            struct MessageRow: View {
                let message: Message
                @Binding var pinned: Set<Message.ID>
                var body: some View {
                    Text(message.text)
                        .↓onLongPressGesture(minimumDuration: 0.5) { pinned.insert(message.id) }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct CardView: View {
                @Binding var column: Column
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .gesture(DragGesture().onEnded { value in column = value.translation.width > 0 ? .done : .todo })
                        .accessibilityAction(named: "Move to Done") { column = .done }
                }
            }
            """,
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) })
                        .accessibilityZoomAction { action in scale = action.direction == .zoomIn ? 2 : 1 }
                }
            }
            """,
            """
            struct WobbleView: View {
                @GestureState private var drag: CGSize = .zero
                var body: some View {
                    Circle()
                        .offset(drag)
                        .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
                }
            }
            """,
            """
            struct WobbleCard: View {
                @State private var offset: CGSize = .zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .gesture(
                            DragGesture()
                                .onChanged { value in offset = value.translation }
                                .onEnded { _ in withAnimation(.spring) { offset = .zero } }
                        )
                }
            }
            """,
            """
            struct PlayButton: View {
                @State private var pressed = false
                var body: some View {
                    Button("Play") { play() }
                        .simultaneousGesture(LongPressGesture().onEnded { _ in pressed = true })
                }
            }
            """,
        ])

    static let alternatives: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction",
        "accessibilityScrollAction", "accessibilityZoomAction", "accessibilityRepresentation",
    ]

    func check(_ context: RuleContext) {
        let model = context.model
        // Per chain, not per attachment: both answers only depend on the chain, and scanning its
        // modifiers for each of its attachments is quadratic on a long chain.
        var onControlByChain: [Int: Bool] = [:]
        var offersAlternativeByChain: [Int: Bool] = [:]
        var reachableByRoot: [Int: ActionEffects] = [:]
        // Per modifier type and closures called: finding the type's uses walks the file once.
        var callerSuppliedByKey: [String: Bool] = [:]
        // The taps of each chain, grouped once: looked up per chain of each view.
        var hasTapByChain: [Int: Bool] = [:]
        var chainsWithTapAttachments: Set<Int>?
        var chartsWithAccessibleData: [Range<Int>]?
        let placementUses = PlacementUses()
        var resizeCursorByChain: [Int: Bool] = [:]
        for attachment in model.attachments where attachment.kind != .onTapGesture {
            // An unresolved gesture (a parameter, a name declared elsewhere) stays silent.
            guard let gesture = attachment.gesture else { continue }
            let types = model.baseGestures(of: gesture).compactMap { model.gestures[$0].type }
            // (v2) Named after the gesture the user performs first (a long press sequenced before a drag).
            guard let type = types.first(where: { !$0.isTap }) else { continue }
            // (v2) A zero-duration long press is a press: tap_gesture_should_be_button's domain.
            if types.count == 1, type == .longPress, Self.isZeroDurationPress(gesture, model: model) { continue }
            guard Self.hasLastingEffect(gesture, model: model) else { continue }
            // (fix6) A drag that only places the view's own geometry where the finger takes it
            // (a point on a canvas, a panned image), read only to lay out or draw: no action to offer.
            if model.isFreePlacement(gesture, uses: placementUses) { continue }
            // (fix round 9) Touch inspection through a model: `.onChanged` only hands the location to a
            // method that raises a touch flag and records the touch; `.onEnded` lowers the flag and
            // empties what the touch showed (a chart's scrub-to-inspect): nothing lasts.
            if model.isTouchInspection(gesture) { continue }
            if Self.onlyForwardsToAControl(gesture, model: model) { continue }
            // (fix4) A drag beside another gesture that only cancels or undoes state (the
            // movement that calls off a hold-to-open press): no action of its own.
            if attachment.kind == .simultaneousGesture, Self.onlyCancelsBesideAnotherGesture(gesture, attachment: attachment, model: model) {
                continue
            }
            // (fix3) Only saves what something else changed (a window moved by its background).
            if Self.onlyPersists(gesture, model: model) { continue }
            let chain = model.chains[attachment.chain]
            // (fix6) A pane divider: the view shows a resize cursor (`NSCursor.columnResize.push()`
            // in `.onHover`), the drag resizes the layout.
            if type == .drag {
                // Once per chain: its modifiers are scanned once, not per drag on it.
                let resize = resizeCursorByChain[chain.id] ?? model.showsResizeCursor(chain)
                resizeCursorByChain[chain.id] = resize
                if resize { continue }
            }
            // (fix) A touch on a backdrop that only dismisses: the tap-outside scrim.
            if Self.isBackdrop(chain, model: model), Self.onlyDismisses(gesture, model: model) { continue }
            if type == .drag {
                // Once per chain, from one pass over the attachments: per drag it was quadratic.
                let hasTap = hasTapByChain[attachment.chain] ?? {
                    let tapChains = chainsWithTapAttachments ?? Self.chainsWithTapAttachments(model)
                    chainsWithTapAttachments = tapChains
                    let answer = tapChains.contains(attachment.chain)
                        || model.chains[attachment.chain].modifiers.contains { $0.name == "onTapGesture" }
                    hasTapByChain[attachment.chain] = answer
                    return answer
                }()
                if hasTap, Self.onlyRecordsATapLocation(gesture, model: model) { continue }
            }
            // On a control, or inside a control's label: the gesture only adds to a control.
            let onControl = onControlByChain[chain.id] ?? {
                let answer = Self.isControl(chain, model: model)
                    || model.ancestors(of: chain.id).contains(where: { Self.isControl(model.chains[$0], model: model) })
                onControlByChain[chain.id] = answer
                return answer
            }()
            if onControl { continue }
            // (fix) On a same-type helper view that is a control (`buttonContent.simultaneousGesture(...)`),
            // a gesture that only clears state (the touch-up that clears the Button's own flag) is bookkeeping.
            if Self.onlyClears(gesture, model: model) {
                let helperRoots = model.helperRootChains(of: chain)
                if !helperRoots.isEmpty, helperRoots.allSatisfy({ Self.isControl(model.chains[$0], model: model) }) { continue }
            }
            let offersAlternative = offersAlternativeByChain[chain.id] ?? {
                var visited: Set<Int> = []
                let answer = Self.offersAlternative(chain, model: model, depth: 0, visited: &visited)
                offersAlternativeByChain[chain.id] = answer
                return answer
            }()
            if offersAlternative { continue }
            // (fix) A selection on a chart whose marks (or descriptor) already expose each value.
            if chartsWithAccessibleData == nil { chartsWithAccessibleData = Self.chartsWithAccessibleData(model: model) }
            if chartsWithAccessibleData?.contains(where: { $0.contains(chain.range.lowerBound) }) == true { continue }
            // (v2) The same action is reachable by a control or a tap of the same view.
            let root = model.viewRoot(of: chain.id)
            let reachable = reachableByRoot[root] ?? {
                // (fix3) Also one call down: the Button calls `addItem()`, which does what the gesture does.
                let answer = model.reachableEffectsThroughCalls(inView: root)
                reachableByRoot[root] = answer
                return answer
            }()
            if Self.lastingEffects(gesture, model: model).overlaps(reachable) { continue }
            // (fix7) A drag-to-dismiss through one of the project's functions (`popover.positionChanged(to:)`
            // calls `dismiss()`) beside a control that makes the same dismiss call (`Button { popover.dismiss() }`).
            if Self.dismissesLikeAControl(gesture, reachable: reachable, model: model) { continue }
            // (fix3) A gesture helper (a `ViewModifier`, a `View` extension) that runs an action its
            // caller supplies: the accessible alternative belongs where the action is given.
            if Self.runsCallerSuppliedAction(gesture, chain: chain, model: model, answers: &callerSuppliedByKey) { continue }
            // (fix2) A tap composed with it (not sequenced before it) does the same: a pinch
            // `.exclusively(before:)` a double tap that both set the zoom.
            if Self.composedTapDoesTheSame(gesture, model: model) { continue }
            // (fix round 8) A shortcut whose one call (besides its own flags) takes only constants,
            // and a Button elsewhere in the project makes the same call (`openSheet(.quickSwitcher)`
            // behind a "Switch Account" Button): the action is reachable without the gesture.
            if let call = model.soleConstantCall(ofGesture: gesture), model.projectControlMakesCall(call) { continue }
            context.report(attachment.nameRange, Self.message(for: type, afterTap: types.first?.isTap == true))
        }
    }

    /// Whether any callback of the gesture (or of a composition part) does something that lasts.
    /// Not lasting: `.updating` (it only writes `@GestureState`), `onPressingChanged:` (feedback
    /// while the finger is down), empty closures, and the hand-written form of a transient
    /// preview: `.onChanged` sets properties that `.onEnded` puts back on every path (the model's
    /// `isReset`/`resetsOnEveryPath`, shared with state_should_be_gesture_state), with no call
    /// besides `withAnimation`, arithmetic, logging and haptics, and the computations whose result
    /// `.onChanged` stores (`selected = nearest(to: value.location)`).
    static func hasLastingEffect(_ gesture: Int, model: GestureModel) -> Bool {
        var changed: Set<String> = []
        var declarations: [String: PropertyDeclaration] = [:]
        var bodies: [NodeID] = []
        var ended: [(GestureCallback, NodeID)] = []
        // (fix3) `leading`: the part sequenced before another (`press.sequenced(before: drag)`):
        // its `.onEnded` runs while the whole gesture goes on, like an `.onChanged`.
        var pending = [(gesture, false)]
        // (fix5) Calls that only announce the touch while it lasts and withdraw it at the end.
        let withdrawn = withdrawnNotifications(gesture, model: model)
        var decorative: Set<NodeID> = []
        while let (next, leading) = pending.popLast() {
            let value = model.gestures[next]
            let sequenced = value.kind == .composition(.sequenced)
            for (index, component) in value.components.enumerated() {
                pending.append((component, leading || (sequenced && index < value.components.count - 1)))
            }
            let neverSucceeds = isEndlessPress(next, model: model)
            for callback in model.callbacks(of: next) {
                switch callback.kind {
                case .updating, .onPressingChanged, .pressing:
                    continue
                case .onChanged, .onEnded, .perform:
                    // (fix) `minimumDuration: .infinity`: the press never succeeds, `perform`/`.onEnded` never run.
                    if neverSucceeds, callback.kind != .onChanged { continue }
                    guard case .closure(let closure) = callback.body else { return true }
                    if callback.statements.isEmpty { continue }
                    bodies.append(closure)
                    let during = callback.kind == .onChanged || leading
                    var stored = during ? callback.writes.compactMap(\.value).map { model.tree.range($0) } : []
                    // (fix5) While it runs: a call whose result is only read (`let d = degree(for:)`,
                    // `if let s = selection(at:)`) looks the touch up; it changes nothing by itself.
                    if during { stored += queryCalls(in: closure, model: model).map { model.tree.range($0) } }
                    // (fix7) A helper that only clamps a local in place (`getValidThumbCoordinate(for: &x)`).
                    if during {
                        stored += statementCalls(in: closure, model: model)
                            .filter { model.computesOnlyInPlace($0, closure: closure) }.map { model.tree.range($0) }
                    }
                    stored += withdrawn
                    // (fix3) Flipping a flag that only picks between whole turns (`enabled.toggle()`
                    // for `.degrees(enabled ? 0 : 360)`) ends in the same picture.
                    let spins = callback.writes.filter { isFullTurnFlip($0, gesture: gesture, model: model) }
                    stored += spins.map { model.tree.range($0.node) }
                    // (fix7) A drag's end that, ignoring where it ended, flips a flag that only restyles
                    // the view (`.background(enabled ? .blue : .red)`): a decorative toy, no action.
                    if !during, value.type == .drag {
                        let flips = decorativeFlips(callback, closure: closure, gesture: gesture, model: model)
                        decorative.formUnion(flips.map(\.node))
                        stored += flips.map { model.tree.range($0.node) }
                    }
                    if callsSomething(closure, model: model, besides: stored) { return true }
                    if during {
                        for write in callback.writes {
                            if write.assignmentOperator != "=" { return true }
                            changed.insert(write.target.path)
                            if let declaration = write.target.declaration { declarations[write.target.path] = declaration }
                        }
                    } else {
                        ended.append((callback, closure))
                    }
                }
            }
        }
        if changed.isEmpty { return !ended.allSatisfy { $0.0.writes.isEmpty } }
        // Nothing but resets of what `.onChanged` changed is written at the end...
        for (callback, _) in ended {
            for write in callback.writes where !(changed.contains(write.target.path) && isPutBack(write, model: model))
                && !isFullTurnFlip(write, gesture: gesture, model: model) && !decorative.contains(write.node) { return true }
        }
        // ... and each changed property is put back on every path of some `.onEnded`...
        var kept: [String] = []
        for path in changed {
            let putBack = ended.contains { callback, closure in
                // (fix7) On the path a library option's default takes (`if !locksInPlace { ... }`).
                model.resetsOnEveryPath(model.optionDefaultBranch(of: closure) ?? closure, writes: callback.writes) {
                    $0.target.path == path && isPutBack($0, model: model)
                }
            }
            if !putBack { kept.append(path) }
        }
        // ... (fix) or only matters while the gesture runs: the drag's direction, read to pick the
        // spring-back's animation or shown under `if isDragging` (a property the gesture puts back).
        let gates = changed.subtracting(kept)
        return !kept.allSatisfy { path in
            guard !path.contains("."), let declaration = declarations[path] else { return false }
            return model.isOnlyReadWhileGesturing(declaration, gestureBodies: bodies, gates: gates)
        }
    }

    /// A write that puts its property back (`isReset`), or (fix7) sets it to a stored `let` of the
    /// view (`thumbPosition = midPoint`): the same rest value after every gesture.
    static func isPutBack(_ write: PropertyWrite, model: GestureModel) -> Bool {
        if model.isReset(write) { return true }
        guard write.assignmentOperator == "=", let value = write.value else { return false }
        return model.isConstantOfEnclosingType(value)
    }

    /// The calls of `closure` made as statements of it (not inside a nested closure).
    static func statementCalls(in closure: NodeID, model: GestureModel) -> [NodeID] {
        let tree = model.tree
        return tree.descendants(closure).filter { node in
            guard tree.kind(node) == .call, let parent = tree.parent(node),
                  [.closure, .codeBlock, .switchCase].contains(tree.kind(parent)) else { return false }
            return nearestClosure(of: node, model: model) == closure
        }
    }

    /// The closure nearest around a node (not the node itself).
    private static func nearestClosure(of node: NodeID, model: GestureModel) -> NodeID? {
        model.tree.ancestors(node).first { model.tree.kind($0) == .closure && $0 != node }
    }

    /// Calls of `closure` (not of a nested closure) whose result is only read: in a local
    /// `let`/`var` initializer or an `if let`/`guard let` binding.
    static func queryCalls(in closure: NodeID, model: GestureModel) -> [NodeID] {
        let tree = model.tree
        return tree.descendants(closure).filter { node in
            guard tree.kind(node) == .call, nearestClosure(of: node, model: model) == closure else { return false }
            for ancestor in tree.ancestors(node) where ancestor != node {
                switch tree.kind(ancestor) {
                case .variableDecl: return true
                case .condition:
                    // `if let`/`guard let` binds the result; a plain condition (`if store.move(...)`) may act.
                    guard let keyword = tree.keywordToken(ancestor) else { return false }
                    return model.file.bytes(keyword.range, equal: "let") || model.file.bytes(keyword.range, equal: "var")
                case .closure, .codeBlock, .switchCase: return false
                default: continue
                }
            }
            return false
        }
    }

    /// (fix5) Scrub-to-highlight that reports the selection: a call made as a statement while the
    /// gesture runs (`publishSelectionState(active: true)`, `Dispatcher.publish(..., isActive: true)`)
    /// whose callee the last `.onEnded` also calls as a statement, on every path, with nothing but
    /// put-back constants and plain names (`active: false`; `value: nil, isActive: false`, `handler:
    /// handler`): the touch is announced while it lasts and withdrawn at the end. Returns the ranges
    /// of those calls, during and at the end; none when the end does not withdraw on every path.
    static func withdrawnNotifications(_ gesture: Int, model: GestureModel) -> [Range<Int>] {
        let tree = model.tree
        var duringCalls: [String: [NodeID]] = [:]
        var endings: [(NodeID, [NodeID])] = []
        var pending = [(gesture, false)]
        while let (next, leading) = pending.popLast() {
            let value = model.gestures[next]
            let sequenced = value.kind == .composition(.sequenced)
            for (index, component) in value.components.enumerated() {
                pending.append((component, leading || (sequenced && index < value.components.count - 1)))
            }
            let callbacks = model.callbacks(of: next)
            let lastEnded = callbacks.lastIndex { $0.kind == .onEnded }
            for (index, callback) in callbacks.enumerated() {
                guard case .closure(let closure) = callback.body else { continue }
                if callback.kind == .onChanged || (leading && callback.kind == .onEnded) {
                    for call in statementCalls(in: closure, model: model) {
                        guard let callee = tree.child(call, 0) else { continue }
                        duringCalls[model.compactText(callee), default: []].append(call)
                    }
                } else if callback.kind == .onEnded, index == lastEnded {
                    let names = Set(model.parameterNames(ofClosure: closure))
                    let withdrawals = statementCalls(in: closure, model: model).filter {
                        passesOnlyPutBackValues($0, parameters: names, model: model)
                    }
                    endings.append((closure, withdrawals))
                }
            }
        }
        guard !duringCalls.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        for (closure, withdrawals) in endings {
            var byCallee: [String: [NodeID]] = [:]
            for call in withdrawals {
                guard let callee = tree.child(call, 0) else { continue }
                byCallee[model.compactText(callee), default: []].append(call)
            }
            for (callee, calls) in byCallee {
                guard let announced = duringCalls[callee],
                      model.runsOnEveryPath(model.optionDefaultBranch(of: closure) ?? closure, nodes: calls) else { continue }
                ranges += (calls + announced).map { tree.range($0) }
            }
        }
        return ranges
    }

    /// A call whose every argument is a put-back constant (`false`, `nil`, `0`, `.zero`) or a plain
    /// name that is not the callback's parameter (`chartValue`, `self.handler`), with at least one
    /// put-back constant and no closure.
    static func passesOnlyPutBackValues(_ call: NodeID, parameters: Set<String>, model: GestureModel) -> Bool {
        let tree = model.tree
        var putBack = false
        let arguments = tree.arguments(of: call)
        guard !arguments.isEmpty else { return false }
        for argument in arguments {
            guard let value = tree.value(of: argument) else { return false }
            let text = model.compactText(value)
            if GestureModel.zeroLikeResets.contains(text) { putBack = true; continue }
            guard tree.kind(value) == .identifier || tree.kind(value) == .memberAccess else { return false }
            let isPlainName = text.utf8.allSatisfy { byte in
                byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57)
                    || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            }
            guard isPlainName, !text.hasPrefix("$"),
                  !parameters.contains(String(text.split(separator: ".").first ?? "")) else { return false }
        }
        return putBack
    }

    /// A write that flips a flag (`flag.toggle()`, `flag = !flag`) whose every use outside the
    /// gesture picks between angles whole turns apart (`isOnlyAFullTurnSwitch`).
    static func isFullTurnFlip(_ write: PropertyWrite, gesture: Int, model: GestureModel) -> Bool {
        guard let declaration = write.target.declaration, write.target.path == declaration.name else { return false }
        let flips = write.assignmentOperator == ".toggle()"
            || (write.assignmentOperator == "=" && write.value.map(model.compactText) == "!" + declaration.name)
        guard flips else { return false }
        var bodies: [NodeID] = []
        var pending = [gesture]
        while let next = pending.popLast() {
            pending.append(contentsOf: model.gestures[next].components)
            for callback in model.callbacks(of: next) { if let body = model.body(of: callback) { bodies.append(body) } }
        }
        return model.isOnlyAFullTurnSwitch(declaration, gestureBodies: bodies)
    }

    /// (fix7) The writes of a drag's `.onEnded` that flip a flag (`flag.toggle()`, `flag = !flag`)
    /// on every path, in a closure that ignores the gesture's value (`_ in`), where the flag is the
    /// view's own `@State` used outside the gesture only to pick an appearance
    /// (`isOnlyAnAppearanceSwitch`): the flip happens whatever the drag did, and only restyles.
    static func decorativeFlips(_ callback: GestureCallback, closure: NodeID, gesture: Int, model: GestureModel) -> [PropertyWrite] {
        let names = model.parameterNames(ofClosure: closure)
        guard names == ["_"] || (names.isEmpty && !model.compactText(closure).contains("$0")) else { return [] }
        var bodies: [NodeID]?
        return callback.writes.filter { write in
            guard let declaration = write.target.declaration, write.target.path == declaration.name else { return false }
            let flips = write.assignmentOperator == ".toggle()"
                || (write.assignmentOperator == "=" && write.value.map(model.compactText) == "!" + declaration.name)
            guard flips, model.runsOnEveryPath(closure, nodes: [write.node]) else { return false }
            if bodies == nil {
                var found: [NodeID] = []
                var pending = [gesture]
                while let next = pending.popLast() {
                    pending.append(contentsOf: model.gestures[next].components)
                    for callback in model.callbacks(of: next) { if let body = model.body(of: callback) { found.append(body) } }
                }
                bodies = found
            }
            return model.isOnlyAnAppearanceSwitch(declaration, gestureBodies: bodies ?? [])
        }
    }

    /// (fix7) A dismiss call of the view's controls (`reachable`: `popover.dismiss`) that the
    /// gesture's callbacks make one call down, through one of the project's functions.
    static func dismissesLikeAControl(_ gesture: Int, reachable: ActionEffects, model: GestureModel) -> Bool {
        guard reachable.calls.contains(where: { GestureModel.isDismissName(String($0.split(separator: ".").last ?? "")) })
        else { return false }
        var bodies: [NodeID] = []
        var pending = [gesture]
        while let next = pending.popLast() {
            pending.append(contentsOf: model.gestures[next].components)
            for callback in model.callbacks(of: next) where callback.kind == .onChanged || callback.kind == .onEnded
                || callback.kind == .perform {
                if let body = model.body(of: callback) { bodies.append(body) }
            }
        }
        return !model.dismissalsOneCallDown(in: bodies).isDisjoint(with: reachable.calls)
    }

    static let deferringCalls: Set<String> = ["Task", "DispatchQueue.main.async", "DispatchQueue.main.asyncAfter"]

    /// Every write of the gesture's callbacks puts a property back (`flag = false`, `= nil`, its
    /// initial value), possibly deferred (`Task { }`), and nothing else is called.
    static func onlyClears(_ gesture: Int, model: GestureModel) -> Bool {
        let effects = lastingEffects(gesture, model: model)
        guard !effects.writes.isEmpty,
              effects.calls.allSatisfy({ deferringCalls.contains($0) || harmlessCalls.contains($0) }) else { return false }
        var pending = [gesture]
        while let next = pending.popLast() {
            pending.append(contentsOf: model.gestures[next].components)
            for callback in model.callbacks(of: next) where callback.kind == .onChanged || callback.kind == .onEnded
                || callback.kind == .perform {
                guard case .closure = callback.body else { return false }
                if !callback.writes.allSatisfy({ model.isReset($0) }) { return false }
            }
        }
        return true
    }

    static let backdropBases: Set<String> = ["Rectangle", "Color", "LinearGradient", "RadialGradient", "EllipticalGradient"]

    /// A plain fill behind content (`Color.black.opacity(0.3)`, `Rectangle().fill(.bar)`, a
    /// `...Backdrop`/`...Scrim`/`...Blur` view): the surface a "touch outside to close" sits on.
    static func isBackdrop(_ chain: ModifierChain, model: GestureModel) -> Bool {
        // `Color.black` keeps its last component as the base name: read the leading type name too.
        let leading = String(model.text(model.tree.range(chain.base.node)).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if backdropBases.contains(leading) { return true }
        guard let name = chain.base.name else { return false }
        if backdropBases.contains(name) { return true }
        return ["Backdrop", "Scrim", "Blur", "Dimming", "Dimmer"].contains { name.hasSuffix($0) }
    }

    /// Every callback of the gesture only dismisses or clears (`dismiss()`, `isPresented = false`,
    /// hiding the keyboard): DismissActions' test, shared with the tap rules.
    static func onlyDismisses(_ gesture: Int, model: GestureModel) -> Bool {
        var pending = [gesture]
        var any = false
        while let next = pending.popLast() {
            pending.append(contentsOf: model.gestures[next].components)
            for callback in model.callbacks(of: next) where callback.kind == .onChanged || callback.kind == .onEnded
                || callback.kind == .perform {
                guard case .closure(let closure) = callback.body else { return false }
                if callback.statements.isEmpty { continue }
                guard model.isDismissOnly(closure) else { return false }
                any = true
            }
        }
        return any
    }

    static let chartMarks: Set<String> = [
        "LineMark", "BarMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark", "LinePlot", "AreaPlot",
        "BarPlot", "PointPlot", "RulePlot", "RectanglePlot", "SectorPlot", "Plot",
    ]

    /// The ranges of the file's `Chart { }` views whose data VoiceOver already reads: the chart (or
    /// a view around it) has `.accessibilityChartDescriptor`, or a mark of the same type carries
    /// `.accessibilityLabel`/`.accessibilityValue` (also on a `Plot { }` group), or the chart has an
    /// accessible alternative (`.accessibilityRepresentation { }`) of its own. A gesture inside (a `chartOverlay` selection)
    /// only shows a value those users already reach mark by mark. One pass over the chains.
    static func chartsWithAccessibleData(model: GestureModel) -> [Range<Int>] {
        var labelledMarks: Set<String> = []
        var charts: [ModifierChain] = []
        for chain in model.chains {
            guard let name = chain.base.name else { continue }
            if name == "Chart", chain.base.kind == .call || chain.base.kind == .reference { charts.append(chain) }
            if chartMarks.contains(name),
               chain.modifiers.contains(where: { $0.name == "accessibilityLabel" || $0.name == "accessibilityValue" }) {
                labelledMarks.insert(chain.enclosingType ?? "")
            }
        }
        return charts.filter { chart in
            if labelledMarks.contains(chart.enclosingType ?? "") { return true }
            return ([chart.id] + model.ancestors(of: chart.id)).contains { id in
                model.chains[id].modifiers.contains { $0.name == "accessibilityChartDescriptor" || alternatives.contains($0.name) }
            }
        }.map(\.range)
    }

    /// `LongPressGesture(minimumDuration: .infinity)`: a hold that never succeeds (only its
    /// `pressing:`/`.onChanged` feedback runs), used for press-and-release effects.
    static func isEndlessPress(_ gesture: Int, model: GestureModel) -> Bool {
        guard model.gestures[gesture].type == .longPress,
              let duration = model.gestures[gesture].argument("minimumDuration")?.value else { return false }
        return [".infinity", "Double.infinity", "CGFloat.infinity", "TimeInterval.infinity"].contains(model.compactText(duration))
    }

    /// What the gesture's callbacks do that lasts: their calls and writes (`.updating` left out).
    static func lastingEffects(_ gesture: Int, model: GestureModel) -> ActionEffects {
        var effects = ActionEffects()
        var pending = [gesture]
        while let next = pending.popLast() {
            pending.append(contentsOf: model.gestures[next].components)
            let neverSucceeds = isEndlessPress(next, model: model)
            for callback in model.callbacks(of: next) where callback.kind == .onChanged
                || (!neverSucceeds && (callback.kind == .onEnded || callback.kind == .perform)) {
                if let body = model.body(of: callback) { effects.formUnion(model.effects(of: body)) }
                if case .function(let name, _) = callback.body { effects.calls.insert(name) }
            }
        }
        return effects
    }

    /// Whether the gesture runs a closure its caller supplies (a stored closure property of the
    /// enclosing `ViewModifier`, a closure parameter of the `View` extension function that
    /// attaches it) and every use of the helper in this file gives an action that is reachable
    /// there: the caller's chain offers an alternative, or a control or tap of the caller's view
    /// does the same (`reachableEffectsThroughCalls`), or the closure is handed on from another
    /// helper's parameter. A helper not used in this file with that closure given (a library's
    /// generic `onSwipe`, a modifier used from other files) has the benefit of the doubt, as
    /// `offersAlternative` gives helpers used elsewhere: the alternative belongs where the action
    /// is given. A view's own closure property (`let onDismiss` of a card) is not enough: the
    /// view is where the alternative goes.
    /// `answers`: per `ViewModifier` type and closures called, the answer already found.
    static func runsCallerSuppliedAction(_ gesture: Int, chain: ModifierChain, model: GestureModel,
                                         answers: inout [String: Bool]) -> Bool {
        let calls = lastingEffects(gesture, model: model).calls.filter { !$0.contains(".") }
        guard !calls.isEmpty, let type = chain.enclosingType else { return false }
        // A `View` extension's helper is found from the chain itself: only modifier types are shared.
        let key = type == "View" ? nil : type + "|" + calls.sorted().joined(separator: ",")
        if let key, let known = answers[key] { return known }
        let answer = runsCallerSuppliedAction(calls, chain: chain, model: model)
        if let key { answers[key] = answer }
        return answer
    }

    private static func runsCallerSuppliedAction(_ calls: Set<String>, chain: ModifierChain, model: GestureModel) -> Bool {
        guard let uses = model.callerSuppliedActions(for: chain, calls: calls) else { return false }
        return uses.allSatisfy { value, site in
            if model.tree.kind(value) == .identifier, model.isEnclosingParameter(model.compactText(value), at: site) {
                return true
            }
            guard let user = model.chain(applying: site) else { return false }
            var visited: Set<Int> = []
            if offersAlternative(model.chains[user], model: model, depth: 0, visited: &visited) { return true }
            let effects = model.effects(of: value)
            return !effects.isEmpty && effects.overlaps(model.reachableEffectsThroughCalls(inView: model.viewRoot(of: user)))
        }
    }

    /// Whether a `TapGesture` inside the gesture's `.simultaneously(with:)`/`.exclusively(before:)`
    /// composition sets a property one of its other parts writes, to something other than a reset
    /// (a double tap that zooms in where a pinch zooms): the tap is the alternative that
    /// assistive technologies can perform. Not when the composition sequences parts: a tap
    /// sequenced before a drag is a step of the drag, not another way to do it.
    static func composedTapDoesTheSame(_ gesture: Int, model: GestureModel) -> Bool {
        guard !model.gestures[gesture].components.isEmpty else { return false }
        var taps = ActionEffects()
        var others = ActionEffects()
        var pending = [gesture]
        while let next = pending.popLast() {
            let value = model.gestures[next]
            if case .composition(let composition) = value.kind {
                if composition == .sequenced { return false }
                pending.append(contentsOf: value.components)
                continue
            }
            guard let type = value.type else { return false }
            // A `SpatialTapGesture` acts where it lands: VoiceOver's activation does not choose the place.
            if type == .tap {
                // What the tap sets, not what it puts back: a double tap that only resets the
                // zoom is no way to zoom in.
                for callback in model.callbacks(of: next) {
                    for write in callback.writes where !model.isReset(write) { taps.writes.insert(write.target.path) }
                }
            } else {
                others.formUnion(lastingEffects(next, model: model))
            }
        }
        return !taps.writes.isDisjoint(with: others.writes)
    }

    /// `LongPressGesture(minimumDuration: 0)` / `.onLongPressGesture(minimumDuration: 0)`: a press, not a hold.
    static func isZeroDurationPress(_ gesture: Int, model: GestureModel) -> Bool {
        guard let duration = model.gestures[gesture].argument("minimumDuration")?.value else { return false }
        return ["0", "0.0", ".zero"].contains(model.compactText(duration))
    }

    static let cancellingCalls: Set<String> = ["invalidate", "cancel", "stop", "removeAllAnimations"]

    /// A drag attached with `.simultaneousGesture` beside another gesture of the same chain, with
    /// only `.onChanged` (no `.onEnded` that acts), where every write puts a property back
    /// (`toggled = false`) or is put back in a closure of the same callback (`disable = true;
    /// doThisAfter(0) { disable = false }`), and every call cancels (`timer?.invalidate()`,
    /// `task?.cancel()`), animates, schedules such a put-back, or is logging/haptics: the movement
    /// that calls off the other gesture (a hold-to-open press), not an action of its own.
    static func onlyCancelsBesideAnotherGesture(_ gesture: Int, attachment: GestureAttachment, model: GestureModel) -> Bool {
        let value = model.gestures[gesture]
        guard value.components.isEmpty, value.type == .drag else { return false }
        guard model.attachments.contains(where: { $0.chain == attachment.chain && $0.modifierIndex != attachment.modifierIndex })
        else { return false }
        let tree = model.tree
        var any = false
        for callback in model.callbacks(of: gesture) {
            switch callback.kind {
            case .updating:
                continue
            case .onChanged:
                break
            default:
                if callback.statements.isEmpty { continue }
                return false
            }
            guard case .closure(let closure) = callback.body else { return false }
            for write in callback.writes {
                if model.isReset(write) { any = true; continue }
                // Put back later in the same callback, inside a closure (a deferred or scheduled reset).
                let putBack = callback.writes.contains { other in
                    other.target.path == write.target.path && model.isReset(other)
                        && other.target.range.lowerBound > write.target.range.upperBound
                        && tree.ancestors(other.node).contains { tree.kind($0) == .closure && $0 != closure
                            && tree.range(closure).contains(tree.range($0).lowerBound) }
                }
                if !putBack { return false }
            }
            for node in tree.descendants(closure) where tree.kind(node) == .call {
                guard let name = model.calleeName(node) else { return false }
                if harmlessCalls.contains(name) { continue }
                if cancellingCalls.contains(name) { any = true; continue }
                // A scheduler whose closure only puts things back (`doThisAfter(0) { disable = false }`).
                let range = tree.range(node)
                let inner = callback.writes.filter { range.contains($0.target.range.lowerBound) }
                let hasClosure = tree.arguments(of: node).contains { argument in
                    tree.value(of: argument).map { tree.kind($0) == .closure } ?? false
                }
                if hasClosure, !inner.isEmpty, inner.allSatisfy({ model.isReset($0) }) { continue }
                return false
            }
        }
        return any
    }

    static let forwardingCalls: Set<String> = ["performClick", "sendActions", "sendAction", "performPress"]

    /// A press whose only calls forward it to a control (`button.performClick()`, `sendActions(for:)`).
    static func onlyForwardsToAControl(_ gesture: Int, model: GestureModel) -> Bool {
        let effects = lastingEffects(gesture, model: model)
        guard effects.writes.isEmpty, !effects.calls.isEmpty else { return false }
        return effects.calls.allSatisfy { call in
            forwardingCalls.contains(call.split(separator: ".").last.map(String.init) ?? call)
        }
    }

    static let persistingPrefixes = ["save", "persist", "store"]

    /// Bookkeeping, not an action: every callback ignores the gesture's value (`_ in`), writes
    /// nothing, and only calls functions named `save…`/`persist…`/`store…` (`saveWindowPosition()`
    /// after the window was dragged by its background): it records what something else changed.
    static func onlyPersists(_ gesture: Int, model: GestureModel) -> Bool {
        let effects = lastingEffects(gesture, model: model)
        guard effects.writes.isEmpty, !effects.calls.isEmpty else { return false }
        let persists = effects.calls.allSatisfy { call in
            let name = call.split(separator: ".").last.map(String.init) ?? call
            return persistingPrefixes.contains { name.hasPrefix($0) && name.count > $0.count }
        }
        guard persists else { return false }
        var pending = [gesture]
        while let next = pending.popLast() {
            pending.append(contentsOf: model.gestures[next].components)
            for callback in model.callbacks(of: next) where callback.kind != .updating {
                guard case .closure(let closure) = callback.body else { return false }
                let names = model.parameterNames(ofClosure: closure)
                if names == ["_"] { continue }
                guard names.isEmpty, !model.compactText(closure).contains("$0") else { return false }
            }
        }
        return true
    }

    /// A zero-distance drag that only stores where the finger is (`location = $0.location`), beside a
    /// tap in the same chain: the tap's location tracker (the pre-`SpatialTapGesture` idiom), not an
    /// interaction of its own. The tap's accessibility is tap_gesture_should_be_button's concern.
    /// The caller has checked that the chain has a tap (`chainsWithTapAttachments`, or a modifier named
    /// `onTapGesture`: a project's own helper that hands the location on is a tap too).
    static func onlyRecordsATapLocation(_ gesture: Int, model: GestureModel) -> Bool {
        let value = model.gestures[gesture]
        guard value.components.isEmpty,
              let distance = value.arguments.first(where: { $0.label == "minimumDistance" })?.value,
              ["0", "0.0", ".zero"].contains(model.text(model.tree.range(distance)).filter({ !$0.isWhitespace }))
        else { return false }
        var wrote = false
        for callback in model.callbacks(of: gesture) {
            guard case .closure(let closure) = callback.body, !callsSomething(closure, model: model) else { return false }
            for write in callback.writes {
                guard write.assignmentOperator == "=", let written = write.value else { return false }
                let text = model.text(written).filter { !$0.isWhitespace }
                guard text.hasSuffix(".location") || text.hasSuffix(".startLocation") else { return false }
                wrote = true
            }
        }
        return wrote
    }

    /// Chains with a tap attached (`.onTapGesture`, or a gesture made only of taps). A drag is never
    /// one of them, so a drag's own attachment cannot count as the tap beside it.
    static func chainsWithTapAttachments(_ model: GestureModel) -> Set<Int> {
        var chains: Set<Int> = []
        for attachment in model.attachments where !chains.contains(attachment.chain) {
            if attachment.kind == .onTapGesture {
                chains.insert(attachment.chain)
            } else if let gesture = attachment.gesture,
                      model.baseGestures(of: gesture).allSatisfy({ model.gestures[$0].type?.isTap == true }) {
                chains.insert(attachment.chain)
            }
        }
        return chains
    }

    static let harmlessCalls: Set<String> = [
        "withAnimation", "min", "max", "abs", "CGSize", "CGPoint", "CGFloat", "Double", "Angle", "degrees", "radians",
        "spring", "interactiveSpring", "snappy", "bouncy", "smooth", "interpolatingSpring", "easeInOut", "easeIn",
        "easeOut", "linear",
        // Logging and haptic feedback leave nothing behind that a user would need another way to reach.
        "print", "debugPrint", "NSLog", "dump", "os_log", "impactOccurred", "selectionChanged", "notificationOccurred",
    ]

    /// Whether a closure calls anything but animation wrappers, arithmetic helpers, logging and haptics.
    private static func callsSomething(_ closure: NodeID, model: GestureModel, besides stored: [Range<Int>] = []) -> Bool {
        let tree = model.tree
        for node in tree.descendants(closure) where tree.kind(node) == .call {
            let start = tree.range(node).lowerBound
            if stored.contains(where: { $0.contains(start) }) { continue }
            guard let callee = tree.child(node, 0) else { return true }
            let name: String?
            switch tree.kind(callee) {
            case .identifier, .memberAccess, .implicitMember: name = tree.name(callee, in: model.file)
            default: name = nil
            }
            guard let name, harmlessCalls.contains(name) else { return true }
        }
        return false
    }

    /// Whether the chain, a container around it, or every place that uses the helper building
    /// it offers an accessible alternative (or hides the view from accessibility). A helper
    /// property or function (not a view's `body`) whose uses are all in other files is given
    /// the benefit of the doubt: its users may add the alternative where they use it.
    static func offersAlternative(_ chain: ModifierChain, model: GestureModel, depth: Int, visited: inout Set<Int>) -> Bool {
        guard visited.insert(chain.id).inserted else { return true }
        func covers(_ candidate: ModifierChain) -> Bool {
            candidate.modifiers.contains { alternatives.contains($0.name) } || isHiddenFromAccessibility(candidate, model: model)
        }
        if covers(chain) { return true }
        let ancestors = model.ancestors(of: chain.id)
        if ancestors.contains(where: { covers(model.chains[$0]) }) { return true }
        // (fix2) The gesture's view is the `.overlay`/`.background` of another view (of the chain
        // itself or of a container around it): that view's chain may carry the action.
        for candidate in [chain.id] + ancestors {
            if let host = hostChain(of: model.chains[candidate], model: model),
               offersAlternative(model.chains[host], model: model, depth: depth, visited: &visited) {
                return true
            }
        }
        guard depth < 3, let (helper, type) = helper(building: model.chains[ancestors.last ?? chain.id], model: model)
        else { return false }
        let uses = model.chains.filter { candidate in
            if type == "View" { return candidate.modifiers.contains { $0.name == helper } }
            return (candidate.base.kind == .reference || candidate.base.kind == .call) && candidate.base.name == helper
                && candidate.enclosingType == type
        }
        if uses.isEmpty { return true }
        return uses.allSatisfy { offersAlternative($0, model: model, depth: depth + 1, visited: &visited) }
    }

    static let decorationModifiers: Set<String> = ["overlay", "background"]

    /// The chain whose `.overlay(...)`/`.background { }` holds `chain` (its argument or a
    /// statement of its closure), or nil. Walks up the syntax tree from the chain a few levels to
    /// the modifier call, then up the links of the outer chain to its outermost node.
    static func hostChain(of chain: ModifierChain, model: GestureModel) -> Int? {
        let tree = model.tree
        var current = chain.node
        var steps = 0
        while let parent = tree.parent(current), tree.kind(parent) != .argument {
            // Only through a closure's statements: not out of a nested call or block.
            guard tree.kind(parent) == .closure, steps < 2 else { return nil }
            current = parent
            steps += 1
        }
        guard let argument = tree.parent(current), tree.kind(argument) == .argument,
              let call = tree.parent(argument), tree.kind(call) == .call, let callee = tree.child(call, 0),
              tree.kind(callee) == .memberAccess, let name = tree.name(callee, in: model.file),
              decorationModifiers.contains(name) else { return nil }
        var top = call
        while let parent = tree.parent(top), tree.child(parent, 0) == top,
              tree.kind(parent) == .memberAccess || tree.kind(parent) == .call {
            top = parent
        }
        return model.chainID(at: top)
    }

    /// The same-file helper property or function (not `body`) whose body holds the chain, and its owner type.
    private static func helper(building chain: ModifierChain, model: GestureModel) -> (String, String)? {
        guard let type = chain.enclosingType else { return nil }
        let offset = chain.range.lowerBound
        func holds(_ body: NodeID?) -> Bool { body.map { model.tree.range($0).contains(offset) } ?? false }
        for property in model.project.properties(of: type)
        where property.name != "body" && property.site.file === model.file && holds(property.getterBody) {
            return (property.name, type)
        }
        for function in model.project.functions(of: type, in: model.file)
        where function.name != "body" && holds(function.body) {
            return (function.name, type)
        }
        return nil
    }

    /// `.accessibilityHidden(true)`: the view is deliberately out of the accessibility tree
    /// (a decorative handle whose action is offered elsewhere).
    static func isHiddenFromAccessibility(_ chain: ModifierChain, model: GestureModel) -> Bool {
        chain.modifiers(named: "accessibilityHidden").contains { modifier in
            modifier.arguments.count == 1 && model.text(modifier.arguments[0].range).filter { !$0.isWhitespace } == "true"
        }
    }

    static let controlNames: Set<String> = [
        "Button", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "TextField",
        "SecureField", "TextEditor", "NavigationLink", "Link", "Menu", "ShareLink", "PasteButton", "EditButton",
    ]

    /// Whether the chain's view is already a control: a control type, a button/toggle style, or the button trait.
    static func isControl(_ chain: ModifierChain, model: GestureModel) -> Bool {
        if chain.base.kind == .call, let name = chain.base.name, controlNames.contains(name),
           !model.project.declaresType(name) {
            return true
        }
        return chain.modifiers.contains { modifier in
            switch modifier.name {
            case "buttonStyle", "toggleStyle": return true
            case "accessibilityAddTraits":
                return modifier.arguments.contains { model.text($0.range).contains("isButton") }
            default: return false
            }
        }
    }

    /// `afterTap`: a tap comes first in the composition (`SpatialTapGesture().exclusively(before: DragGesture())`):
    /// the user's first gesture is the tap, so the message names both rather than "this drag".
    static func message(for type: GestureType, afterTap: Bool = false) -> String {
        let users = "for VoiceOver, Switch Control and keyboard users"
        if afterTap {
            let second: String
            switch type {
            case .magnify, .magnification: second = "pinch"
            case .drag: second = "drag"
            case .rotate, .rotation: second = "rotation"
            case .longPress: second = "long press"
            default: second = "custom"
            }
            return "This tap and \(second) gesture has no accessible alternative; add .accessibilityAction(named:) that does the same, \(users)"
        }
        switch type {
        case .magnify, .magnification:
            return "This pinch has no accessible alternative; add .accessibilityZoomAction that zooms the same way, \(users)"
        case .drag:
            return "This drag has no accessible alternative; add .accessibilityAction(named:) or .accessibilityAdjustableAction that does the same, \(users)"
        case .rotate, .rotation:
            return "This rotation has no accessible alternative; add .accessibilityAdjustableAction or .accessibilityAction(named:) that rotates the same way, \(users)"
        case .longPress:
            return "This long press has no accessible alternative; add .accessibilityAction(named:) that does the same, \(users)"
        default:
            return "This custom gesture has no accessible alternative; add .accessibilityAction(named:) that does the same, \(users)"
        }
    }
}
