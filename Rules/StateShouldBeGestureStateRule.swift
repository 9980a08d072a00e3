import GestureLintCore

/// Transient gesture state kept in `@State` and reset by hand in `.onEnded`.
struct StateShouldBeGestureStateRule: Rule {
    static let description = RuleDescription(
        id: "state_should_be_gesture_state",
        name: "@State reset by hand after a gesture",
        severity: .warning,
        summary: "A `@State` property set in `.onChanged` and reset in `.onEnded` should be `@GestureState` set in `.updating`.",
        rationale: """
        `.onEnded` does not run when a gesture is cancelled — a system alert, an incoming call, a \
        scroll view taking over, the view disappearing. A drag offset or pinch scale kept in \
        `@State` and reset by hand in `.onEnded` then stays where the finger left it: the card \
        hangs half off screen, the photo stays zoomed. `@GestureState` written in \
        `.updating(...)` resets itself whenever the gesture ends, cancelled or not.

        Silent when `.onEnded` keeps the value on some path (a branch, a `guard` or an early \
        `return` that sets a new lasting value or leaves it), when `.onEnded` reads a flag or time \
        that `.onChanged` set without the gesture's value (`if isPressing { select() }`) or only on the \
        first change (an axis lock: `if lock == nil { lock = ... }`), when the \
        reset is animated (a spring-back: `withAnimation` in `.onEnded` or a project function that \
        wraps it, as in `withSpring { offset = .zero }` with `func withSpring(_ body: () -> Void)` \
        calling `withAnimation`, or `.animation(_:value:)` \
        of the property applied after the modifier that shows it, as in \
        `.offset(drag).animation(.bouncy, value: drag)`; an `.animation` before that modifier does \
        not animate the reset and is still reported) or happens later in a deferred closure \
        (`DispatchQueue.main.asyncAfter`, `Task { }`, an animation's `completion:`), when \
        `.onChanged` only writes the declared initial value, when the property holds a reference \
        or resource (`Timer`, `Task`, `AnyCancellable`, a class instance) or has `didSet`/`willSet` \
        observers, when `.onChange(of:)`, `.onReceive` or `.task` reads it, when `.onChanged` sets it \
        afresh each time a new gesture starts (under `if anchor != value.startLocation { ... }`: a \
        cancelled gesture's leftovers are replaced on the next touch), and when anything \
        outside the gesture writes it or binds it (`$name`).

        When the flag is a first-change latch whose branch also seeds other state from the \
        gesture's value (`if !isActive { isActive = true; last = angle(drag.startLocation) }`), \
        the message says to move that seeding into `.updating`, where the flag is then set: left \
        in `.onChanged`, whether the branch still runs would depend on which callback runs first.
        """,
        triggeringExamples: [
            """
            struct CardView: View {
                @State private var ↓dragOffset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(dragOffset)
                        .gesture(
                            DragGesture()
                                .onChanged { value in dragOffset = value.translation }
                                .onEnded { _ in dragOffset = .zero }
                        )
                }
            }
            """,
            """
            struct PhotoView: View {
                @State private var ↓pinch: CGFloat = 1
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale * pinch)
                        .gesture(MagnifyGesture()
                            .onChanged { value in self.pinch = value.magnification }
                            .onEnded { value in
                                scale = min(scale * value.magnification, 4)
                                pinch = 1
                            })
                }
            }
            """,
            """
            struct PressableRow: View {
                @State private var ↓isDragging = false
                var body: some View {
                    Text("Row")
                        .opacity(isDragging ? 0.5 : 1)
                        .gesture(DragGesture().onChanged { _ in isDragging = true }.onEnded(finish))
                }
                private func finish(_ value: DragGesture.Value) {
                    isDragging = false
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct CardView: View {
                @GestureState private var dragOffset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(dragOffset)
                        .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
                }
            }
            """,
            """
            struct CardView: View {
                @State private var offset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .gesture(DragGesture()
                            .onChanged { value in offset = value.translation }
                            .onEnded { _ in withAnimation(.spring) { offset = .zero } })
                }
            }
            """,
            """
            struct Slider2D: View {
                @State private var position = CGPoint.zero
                var body: some View {
                    Circle()
                        .position(position)
                        .gesture(DragGesture()
                            .onChanged { value in position = value.location }
                            .onEnded { value in position = value.location })
                }
            }
            """,
            """
            struct ZoomView: View {
                @State private var zoom: CGFloat = 1
                var body: some View {
                    Image("map")
                        .scaleEffect(zoom)
                        .gesture(MagnifyGesture()
                            .onChanged { value in zoom = value.magnification }
                            .onEnded { _ in zoom = 1 })
                        .toolbar { Button("Zoom in") { zoom = 2 } }
                }
            }
            """,
        ])

    func check(_ context: RuleContext) {
        let model = context.model
        let project = context.project
        let file = context.file
        let properties = context.analysis.declarations.properties.filter { $0.wrapper == .state && !$0.isComputed }
        guard !properties.isEmpty else { return }
        var otherModels: [String: [GestureModel]] = [:]
        var bindings: [ObjectIdentifier: [String: [Int]]] = [:]
        let writers = ChangedWriters()
        var reactions: [ObjectIdentifier: Set<ReactionRead>] = [:]
        var animated: [ObjectIdentifier: Set<ReactionRead>] = [:]
        for property in properties {
            guard let owner = property.ownerType else { continue }
            // This file, and the other files that extend the same type (the gesture may live there).
            if otherModels[owner] == nil { otherModels[owner] = extensionModels(of: owner, besides: file, context: context) }
            let models = [model] + (otherModels[owner] ?? [])
            // Most properties are not written by any gesture: settle that before the costlier checks.
            let key = SiteKey(property.site)
            guard models.contains(where: { writers.of(key, in: $0) != nil }) else { continue }
            // (v2) Not plain gesture state: a reference or resource, or a property with observers.
            if project.holdsReferenceOrResource(property) || project.isObserved(property) { continue }
            // (v2) Read by `.onChange(of:)`/`.onReceive`/`.task`: meant to last long enough to be seen.
            let read = ReactionRead(name: property.name, type: owner)
            if models.contains(where: { other in
                let id = ObjectIdentifier(other.file)
                if reactions[id] == nil { reactions[id] = other.namesReadInReactions() }
                return reactions[id]?.contains(read) == true
            }) { continue }
            // Its changes (the reset too) are animated by `.animation(_:value:)` after the modifier
            // that shows it: the spring-back animated on purpose, as with `withAnimation` in `.onEnded`.
            if models.contains(where: { other in
                let id = ObjectIdentifier(other.file)
                if animated[id] == nil { animated[id] = other.namesAnimatedAfterUse() }
                return animated[id]?.contains(read) == true
            }) { continue }
            var found = false
            var elsewhere = false
            var seeds: [String] = []
            for other in models {
                let usage = gestureUsage(of: property, in: other, gestures: writers.of(key, in: other) ?? [],
                                         writers: writers, bindings: &bindings)
                found = found || usage.resetByHand
                elsewhere = elsewhere || usage.writtenElsewhere
                for name in usage.seeds where !seeds.contains(name) { seeds.append(name) }
            }
            guard found, !elsewhere else { continue }
            context.report(property.site.nameRange, message(for: property.name, seeds: seeds))
        }
    }

    /// (fix8) The plain advice, or, for a first-change latch whose branch seeds the drag's own
    /// bookkeeping, how to keep that seeding: once `.updating` sets the flag, a branch left in
    /// `.onChanged` would depend on which of the two callbacks runs first.
    private func message(for name: String, seeds: [String]) -> String {
        let plain = "'\(name)' is set in .onChanged and reset in .onEnded; make it @GestureState and set it in .updating(...), which also resets it when the gesture is cancelled"
        guard !seeds.isEmpty else { return plain }
        let seeded = seeds.map { "'\($0)'" }.joined(separator: ", ")
        return plain + "; its first change also seeds \(seeded), so move that first-change branch into .updating (run it while the state is still unset) rather than leaving it in .onChanged"
    }

    /// The gesture models of the other files that declare or extend `type`.
    private func extensionModels(of type: String, besides file: SourceFile, context: RuleContext) -> [GestureModel] {
        let project = context.project
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(file)]
        var result: [GestureModel] = []
        for declaration in project.declarations(ofType: type) where seen.insert(ObjectIdentifier(declaration.site.file)).inserted {
            let file = declaration.site.file
            result.append(context.writesModel(of: project.analysis(of: file) ?? FileAnalysis(file: file)))
        }
        return result
    }

    private func refers(_ access: PropertyAccess, to property: PropertyDeclaration) -> Bool {
        access.declaration?.site == property.site
    }

    /// In one file: whether a gesture sets the property in `.onChanged` and resets it by hand in
    /// `.onEnded`, and whether anything else writes it (a button, `.onAppear`, a `$name` binding).
    /// A declared property, as a dictionary key.
    struct SiteKey: Hashable {
        let file: ObjectIdentifier
        let offset: Int
        init(_ site: DeclarationSite) {
            file = ObjectIdentifier(site.file)
            offset = site.nameRange.lowerBound
        }
    }

    /// Per model, built once: the gestures whose `.onChanged` writes each property.
    final class ChangedWriters {
        private var byModel: [ObjectIdentifier: [SiteKey: [Int]]] = [:]
        private var writesByModel: [ObjectIdentifier: [SiteKey: [PropertyWrite]]] = [:]

        /// Every write to the property in the model (a gesture's, a button's, `.onAppear`'s).
        func writes(to key: SiteKey, in model: GestureModel) -> [PropertyWrite] {
            let id = ObjectIdentifier(model.file)
            if writesByModel[id] == nil {
                var index: [SiteKey: [PropertyWrite]] = [:]
                for write in model.propertyWrites {
                    if let site = write.target.declaration?.site { index[SiteKey(site), default: []].append(write) }
                }
                writesByModel[id] = index
            }
            return writesByModel[id]?[key] ?? []
        }

        func of(_ key: SiteKey, in model: GestureModel) -> [Int]? {
            let id = ObjectIdentifier(model.file)
            if byModel[id] == nil {
                var index: [SiteKey: [Int]] = [:]
                for callback in model.callbacks where callback.kind == .onChanged {
                    for write in callback.writes {
                        guard let site = write.target.declaration?.site else { continue }
                        let key = SiteKey(site)
                        if index[key]?.contains(callback.gesture) != true { index[key, default: []].append(callback.gesture) }
                    }
                }
                byModel[id] = index
            }
            return byModel[id]?[key]
        }
    }

    private func gestureUsage(of property: PropertyDeclaration, in model: GestureModel, gestures: [Int],
                              writers: ChangedWriters, bindings: inout [ObjectIdentifier: [String: [Int]]])
        -> (resetByHand: Bool, writtenElsewhere: Bool, seeds: [String]) {
        let tree = model.tree
        var found = false
        var seeds: [String] = []
        var gestureBodies: [NodeID] = []
        for gesture in gestures.sorted() {
            let group = model.callbacks(of: gesture)
            let changed = group.filter { $0.kind == .onChanged }
            guard let ended = group.last(where: { $0.kind == .onEnded }), let endBody = model.body(of: ended) else { continue }
            // (v2) Set: an immediate write in `.onChanged` that is not the declared initial value.
            let sets = changed.flatMap { callback in
                callback.writes.filter {
                    refers($0.target, to: property) && model.isImmediate($0, in: callback) && !model.assignsInitialValue($0)
                }.map { (callback, $0) }
            }
            guard !sets.isEmpty else { continue }
            // (fix4) Set afresh when a new gesture starts (`if anchor != value.startLocation { ... }`):
            // a cancelled gesture's leftovers are replaced on the next touch.
            if sets.allSatisfy({ callback, write in
                guard case .closure(let closure) = callback.body else { return false }
                return model.isRestartedPerGesture(write, in: closure)
            }) { continue }
            let resets = ended.writes.filter {
                refers($0.target, to: property) && $0.target.path == property.name && model.isReset($0)
                    && model.isImmediate($0, in: ended)
            }
            // A spring-back animated on purpose is a legitimate @State.
            // (A project helper that wraps `withAnimation` animates it too.)
            guard !resets.isEmpty,
                  !resets.contains(where: { $0.inWithAnimation || model.isInAnimatingHelper($0, within: endBody) })
            else { continue }
            // (v2) The reset must happen on every path through `.onEnded`.
            guard model.resetsOnEveryPath(endBody, writes: resets, resets: { _ in true }) else { continue }
            // (v2) `.onEnded` decides with a flag or a time the end value cannot supply.
            if readsStateTheEndValueLacks(property, ended: ended, sets: sets, model: model) { continue }
            found = true
            // (fix8) A first-change latch whose branch seeds other state from the gesture's value.
            for (callback, write) in sets {
                for seed in model.seedsUnderLatch(write, in: callback) where !seeds.contains(seed.target.path) {
                    seeds.append(seed.target.path)
                }
            }
            for callback in changed + [ended] {
                if let body = model.body(of: callback) { gestureBodies.append(body) }
            }
        }
        // (v2) A deferred write (`asyncAfter`, `Task`, a completion) inside a gesture body is a write outside it.
        let outside = writers.writes(to: SiteKey(property.site), in: model).contains { write in
            guard let body = gestureBodies.first(where: { tree.range($0).contains(write.target.range.lowerBound) }) else {
                return true
            }
            return model.isDeferred(write.node, within: body)
        }
        let key = ObjectIdentifier(model.file)
        if bindings[key] == nil { bindings[key] = bindingTokens(in: model) }
        return (found, outside || isBound(property, in: model, bindings: bindings[key] ?? [:]), seeds)
    }

    /// `.onEnded` reads the property (other than to reset it) while `.onChanged` set it from
    /// something other than the gesture's value (`isPressing = true`, `start = Date()`): a flag
    /// or a time it needs to decide, which `@GestureState` would already have put back. A value
    /// derived from the gesture's value (translation, magnification) is one the end value carries.
    private func readsStateTheEndValueLacks(_ property: PropertyDeclaration, ended: GestureCallback,
                                            sets: [(GestureCallback, PropertyWrite)], model: GestureModel) -> Bool {
        let targets = Set(ended.writes.map(\.target.range))
        guard ended.reads.contains(where: { refers($0, to: property) && !targets.contains($0.range) }) else { return false }
        // (fix3) A latch (`if lock == nil { lock = ... }`) keeps the first change's value, which the end value lacks.
        return sets.contains { callback, write in
            !derivesFromValue(write, of: callback, model: model) || model.isLatched(write, reads: callback.reads)
        }
    }

    /// Whether the written value reads the callback's value parameter (`value.translation`, `$0.location`).
    private func derivesFromValue(_ write: PropertyWrite, of callback: GestureCallback, model: GestureModel) -> Bool {
        guard let value = write.value else { return true }
        guard case .closure(let closure) = callback.body else { return true }
        let tree = model.tree
        let parameter = model.parameterNames(ofClosure: closure).first ?? "$0"
        guard parameter != "_" else { return false }
        var found = false
        tree.walk(value) { node in
            if found { return false }
            if tree.kind(node) == .identifier, tree.name(node, in: model.file) == parameter { found = true }
            return !found
        }
        return found
    }

    /// Every `$name` token of the file, by name: where a binding to a property is passed.
    private func bindingTokens(in model: GestureModel) -> [String: [Int]] {
        let bytes = model.file.bytes
        var result: [String: [Int]] = [:]
        for token in model.analysis.tokens where token.kind == .identifier && token.length > 1
            && bytes[token.range.lowerBound] == UInt8(ascii: "$") {
            result[SourceBytes.text(token.range.lowerBound + 1..<token.range.upperBound, in: bytes), default: []].append(token.range.lowerBound)
        }
        return result
    }

    /// `$name` passed as a binding somewhere in the property's type: a control writes it.
    /// Only the `$name` tokens inside the file's declarations of the property's type are looked at,
    /// each node found below its declaration: many views binding a property of the same name cost
    /// each view its own.
    private func isBound(_ property: PropertyDeclaration, in model: GestureModel, bindings: [String: [Int]]) -> Bool {
        let tree = model.tree
        guard let offsets = bindings[property.name], let owner = property.ownerType else { return false }
        for scope in model.project.declarationNodes(ofType: owner, in: model.file) {
            let range = tree.range(scope)
            var index = 0
            var end = offsets.count
            while index < end {  // the first offset at or after the declaration (offsets are in file order)
                let middle = (index + end) / 2
                if offsets[middle] < range.lowerBound { index = middle + 1 } else { end = middle }
            }
            while index < offsets.count, offsets[index] < range.upperBound {
                if let node = tree.node(containing: offsets[index], within: scope), model.enclosingType(of: node) == owner {
                    return true
                }
                index += 1
            }
        }
        return false
    }
}
