import GestureLintCore

/// `MagnificationGesture` and `RotationGesture` were deprecated in iOS 17 in favour of
/// `MagnifyGesture` and `RotateGesture`, whose values carry the scale or angle in a property.
struct DeprecatedGestureTypeRule: Rule {
    static let description = RuleDescription(
        id: "deprecated_gesture_type",
        name: "Deprecated gesture type",
        severity: .warning,
        fixable: true,
        summary: "`MagnificationGesture`/`RotationGesture` are deprecated since iOS 17; use `MagnifyGesture`/`RotateGesture`.",
        rationale: """
        Deprecated gesture types keep compiling with warnings that hide new ones, and they give a \
        bare CGFloat or Angle: no start anchor, no velocity, no location of the pinch, so a zoom \
        cannot be centred under the user's fingers. `MagnifyGesture` and `RotateGesture` carry the \
        scale in `value.magnification` and the angle in `value.rotation`. When the app still \
        supports iOS 16 (macOS 13, watchOS 9), the replacement must be gated behind \
        `if #available(iOS 17, *)`, keeping the old type as the fallback.
        Silent when the use is that deliberate fallback: inside a declaration marked \
        `@available(iOS, introduced: 16, deprecated: 17)` (any `deprecated:`/`obsoleted:` at or below the \
        replacement's version, or `introduced:` below it with `deprecated:`), in the `else` of \
        `if #available(iOS 17, *)`, in the body of `guard #available(iOS 17, *) else { }`, or in \
        `if #unavailable(iOS 17)`; the compiler is silent there too.
        The fix (a rename, with the value reads rewritten) is offered only where the replacement is \
        available: the deployment target is known and at least iOS 17 / macOS 14 / watchOS 10 / \
        visionOS 1 on the platforms it names and that build the code (`#if os(...)`, \
        `@available(X, unavailable)`), or the use is inside `#available(iOS 17, *)` or an \
        `@available(iOS 17, *)` declaration. With no target known (no `Package.swift`, or one without \
        `platforms:`) the finding has the plain message and no fix: a rename that breaks the build is \
        never safe.
        """,
        triggeringExamples: [
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .gesture(
                            ↓MagnificationGesture()
                                .onChanged { value in scale = value }
                        )
                }
            }
            """,
            """
            struct DialView: View {
                @State private var angle = Angle.zero
                private var twist: some Gesture {
                    ↓RotationGesture()
                        .onChanged { value in angle = value }
                }
                var body: some View {
                    Circle().rotationEffect(angle).gesture(twist)
                }
            }
            """,
            """
            struct ZoomHandler {
                func changed(_ value: ↓MagnificationGesture.Value) -> CGFloat { value }
            }
            """,
            """
            struct DialView: View {
                @State private var degrees = 0.0
                var body: some View {
                    Circle().gesture(
                        ↓RotationGesture().onEnded { angle in degrees += angle.degrees }
                    )
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
                }
            }
            """,
            """
            struct DialView: View {
                @State private var angle = Angle.zero
                var body: some View {
                    Circle().gesture(RotateGesture().onChanged { value in angle = value.rotation })
                }
            }
            """,
            """
            struct Viewer: View {
                let myMagnificationGestureHandler: () -> Void
                var body: some View {
                    // MagnificationGesture was replaced by MagnifyGesture.
                    Text("RotationGesture is gone").onAppear(perform: myMagnificationGestureHandler)
                }
            }
            """,
            """
            struct LegacyPhotoView: View {
                @State private var scale: CGFloat = 1
                @available(iOS, introduced: 16, deprecated: 17, message: "Use the MagnifyGesture version")
                var legacyPinch: some Gesture {
                    MagnificationGesture().onChanged { value in scale = value }
                }
                var body: some View { Image("photo").scaleEffect(scale) }
            }
            """,
            """
            struct RotationGesture { var degrees = 0.0 }
            struct Knob: View {
                let model = RotationGesture()
                var body: some View { Text("\\(model.degrees)") }
            }
            """,
        ],
        corrections: [
            Correction(
                before: """
                struct PhotoView: View {
                    @State private var scale: CGFloat = 1
                    @GestureState private var pinch: CGFloat = 1
                    var body: some View {
                        Image("photo")
                            .scaleEffect(scale * pinch)
                            .gesture(
                                ↓MagnificationGesture()
                                    .updating($pinch) { value, state, _ in state = value }
                                    .onEnded { value in scale = min(max(scale * value, 1), 4) }
                            )
                    }
                }
                """,
                after: """
                struct PhotoView: View {
                    @State private var scale: CGFloat = 1
                    @GestureState private var pinch: CGFloat = 1
                    var body: some View {
                        Image("photo")
                            .scaleEffect(scale * pinch)
                            .gesture(
                                MagnifyGesture()
                                    .updating($pinch) { value, state, _ in state = value.magnification }
                                    .onEnded { value in scale = min(max(scale * value.magnification, 1), 4) }
                            )
                    }
                }
                """),
            Correction(
                before: """
                struct DialView: View {
                    @State private var angle = Angle.zero
                    var body: some View {
                        Circle()
                            .rotationEffect(angle)
                            .gesture(↓RotationGesture().onChanged { (value: ↓RotationGesture.Value) in angle = value })
                    }
                }
                """,
                after: """
                struct DialView: View {
                    @State private var angle = Angle.zero
                    var body: some View {
                        Circle()
                            .rotationEffect(angle)
                            .gesture(RotateGesture().onChanged { (value: RotateGesture.Value) in angle = value.rotation })
                    }
                }
                """),
            Correction(
                before: """
                struct MapCanvas: View {
                    @State private var zoom: CGFloat = 1
                    var body: some View {
                        Rectangle()
                            .scaleEffect(zoom)
                            .gesture(↓MagnificationGesture().onChanged(zoomChanged))
                    }
                    private func zoomChanged(_ value: ↓MagnificationGesture.Value) {
                        zoom = min(max(value, 1), 8)
                    }
                }
                """,
                after: """
                struct MapCanvas: View {
                    @State private var zoom: CGFloat = 1
                    var body: some View {
                        Rectangle()
                            .scaleEffect(zoom)
                            .gesture(MagnifyGesture().onChanged(zoomChanged))
                    }
                    private func zoomChanged(_ value: MagnifyGesture.Value) {
                        zoom = min(max(value.magnification, 1), 8)
                    }
                }
                """),
        ],
        exampleDeploymentTarget: DeploymentTarget(minimums: [.iOS: OSVersion(17), .macOS: OSVersion(14)],
                                                  source: "Package.swift"))

    static let replacements: [String: (name: String, property: String)] = [
        "MagnificationGesture": ("MagnifyGesture", "magnification"),
        "RotationGesture": ("RotateGesture", "rotation"),
    ]

    /// Where the replacements became available.
    static let introduced: [Platform: OSVersion] = [
        .iOS: OSVersion(17), .macOS: OSVersion(14), .watchOS: OSVersion(10), .visionOS: OSVersion(1),
    ]

    func check(_ context: RuleContext) {
        // Most files never name either type: decide that from the identifier tokens' bytes
        // before building the token view the fix planning needs.
        let file = context.file
        guard context.tokens.contains(where: {
            $0.kind == .identifier && (file.bytes($0.range, equal: "MagnificationGesture") || file.bytes($0.range, equal: "RotationGesture"))
        }) else { return }
        let model = GestureFile.of(context)
        let code = model.code
        var uses: [Int] = []
        for i in 0..<code.count where code.isIdentifier(i) {
            let name = code.text(i)
            guard Self.replacements[name] != nil, !model.shadowedNames.contains(name),
                  !model.project.declaresType(name) else { continue }
            // A member named like the type (`foo.MagnificationGesture`) is someone else's, except `SwiftUI.`.
            if code.kind(i - 1) == .period, !code.isWord(i - 2, "SwiftUI") { continue }
            // Declaring something with that name (`case MagnificationGesture`, `func RotationGesture()`).
            if ["case", "func", "var", "let", "associatedtype"].contains(where: { code.isWord(i - 1, $0) }) { continue }
            if code.kind(i - 1) == .comma, isEnumCaseList(i, model) { continue }
            // SwiftUI's initializers take only `minimumScaleDelta:` / `minimumAngleDelta:`: other
            // arguments mean a project type of the same name (declared where this run cannot see).
            if code.kind(i + 1) == .leftParen {
                let link = ChainLink(name: i, isMember: false, open: i + 1, trailing: [])
                let labels = code.arguments(of: link).map { $0.label }
                if labels.contains(where: { $0 != "minimumScaleDelta" && $0 != "minimumAngleDelta" }) { continue }
            }
            uses.append(i)
        }
        guard !uses.isEmpty else { return }
        // Every identifier's positions, built on first need: a holder's other uses are looked up, not scanned for.
        var identifiers: [String: [Int]]? = nil
        // The chain starting at each token (the first one, as a search from the start would find).
        var chainStarts: [Int: Int] = [:]
        for (index, chain) in model.chains.enumerated() where chainStarts[chain.first] == nil { chainStarts[chain.first] = index }

        // Fixable gestures: constructor chains whose callbacks read their value plainly. One
        // diagnostic's fix carries every edit of its gesture (constructor, callback signatures,
        // referenced handler functions, value reads), so applying it alone still compiles.
        var plans: [Int: (edits: [TextEdit]?, covered: [Int])] = [:]
        for use in uses where isConstructor(use, code) {
            plans[use] = fixEdits(forConstructorAt: use, model: model, chainStarts: chainStarts, identifiers: &identifiers)
        }
        let covered = Set(plans.values.flatMap(\.covered))
        // Any other type use of the same name (a stored `MagnificationGesture`, a function taking
        // its Value that is not one of the gesture's callbacks) would no longer match: fix nothing then.
        let blocking = uses.filter { !isConstructor($0, code) && !covered.contains($0) }
        var fixes: [Int: [TextEdit]] = [:]
        for (use, plan) in plans {
            let name = code.text(use)
            guard var edits = plan.edits, !blocking.contains(where: { code.text($0) == name }) else { continue }
            edits.insert(TextEdit(range: code.range(use), replacement: Self.replacements[name]!.name), at: 0)
            fixes[use] = edits
        }

        for use in uses {
            let name = code.text(use)
            let replacement = Self.replacements[name]!.name
            let scope = context.model.availabilityScope(atOffset: code.range(use).lowerBound)
            // A deliberate fallback for older systems (the compiler is silent there too).
            if scope.isFallback(before: Self.introduced) { continue }
            switch replacementAvailability(in: scope, target: context.deploymentTarget) {
            case .missing(let gate):
                let check = gate.map { "\($0.platform.rawValue) \($0.needed.major)" }.joined(separator: ", ")
                let minimums = gate.map { "\($0.platform.rawValue) \($0.minimum)" }.joined(separator: ", ")
                context.report(code.token(use),
                               "\(name) is deprecated, but \(replacement) needs a newer OS than the deployment target (\(minimums)); use \(replacement) inside `if #available(\(check), *)` and keep \(name) as the fallback")
            case .unknown:
                context.report(code.token(use), "\(name) is deprecated; use \(replacement)")
            case .available:
                let fix = fixes[use].map { Fix(edits: $0, safe: true) }
                context.report(code.token(use), "\(name) is deprecated; use \(replacement)", fix: fix)
            }
        }
    }

    enum ReplacementAvailability {
        /// Available everywhere the code builds: the rename is safe.
        case available
        /// The target is known and older than the replacement on these platforms.
        case missing([(platform: Platform, needed: OSVersion, minimum: OSVersion)])
        /// No deployment target is known and no guard vouches for the replacement: report, fix nothing.
        case unknown
    }

    /// Whether `MagnifyGesture`/`RotateGesture` exist where the use stands: the known target's
    /// platforms (those that build this code) at or above their introduction, raised by guards;
    /// without a target, only an enclosing `#available(iOS 17, *)` / `@available(iOS 17, *)` vouches.
    func replacementAvailability(in scope: AvailabilityScope, target: DeploymentTarget?) -> ReplacementAvailability {
        guard let target else {
            let guarded = Self.introduced.contains { platform, needed in scope.guaranteed(platform).map { $0 >= needed } ?? false }
            return guarded ? .available : .unknown
        }
        var gate: [(platform: Platform, needed: OSVersion, minimum: OSVersion)] = []
        for platform in Platform.allCases {
            guard let needed = Self.introduced[platform], let minimum = target.minimum(platform), scope.builds(for: platform),
                  scope.minimum(platform, target: minimum) < needed else { continue }
            gate.append((platform, needed, minimum))
        }
        return gate.isEmpty ? .available : .missing(gate)
    }

    /// Whether `i` is an element of `case a, b` directly in an enum's body.
    private func isEnumCaseList(_ i: Int, _ model: GestureFile) -> Bool {
        let code = model.code
        guard let brace = code.enclosingBraces(i).first,
              model.types.contains(where: { $0.bodyOpen == brace && $0.keyword == "enum" }) else { return false }
        var j = i - 1
        while j > brace, code.kind(j) == .comma || code.isIdentifier(j) { j -= 1 }
        return code.isWord(j, "case")
    }

    private func isConstructor(_ i: Int, _ code: CodeView) -> Bool {
        code.kind(i + 1) == .leftParen || (code.kind(i + 1) == .period && code.isWord(i + 2, "init"))
    }

    /// The value-read rewrites that make the constructor's callbacks compile against the new
    /// type, or nil when a use is not a plain read (then the rule reports without a fix).
    private func fixEdits(forConstructorAt use: Int, model: GestureFile, chainStarts: [Int: Int],
                          identifiers: inout [String: [Int]]?) -> (edits: [TextEdit]?, covered: [Int]) {
        let code = model.code
        guard let chainIndex = chainStarts[use] else { return (nil, []) }
        let chain = model.chains[chainIndex]
        let property = Self.replacements[code.text(use)]!.property
        var edits: [TextEdit] = []
        var signatureUses: [Int] = []
        var safe = true
        // The gesture must not be an operand of a composition: its value type would change there.
        let enclosing = code.enclosingOpen(use)
        if enclosing >= 0, code.kind(enclosing) == .leftParen, GestureTypes.compositions.contains(code.text(enclosing - 1)) {
            safe = false
        }
        // Held by name and extended elsewhere (`pinch.onChanged { ... }`): the other callbacks read the old value.
        if let holder = holderName(of: chain, model: model) {
            if identifiers == nil {
                var index: [String: [Int]] = [:]
                for i in 0..<code.count where code.isIdentifier(i) { index[code.text(i), default: []].append(i) }
                identifiers = index
            }
            for i in identifiers?[holder.name] ?? [] where i != holder.index {
                if code.kind(i + 1) == .period || code.kind(i - 1) == .leftParen && GestureTypes.compositions.contains(code.text(i - 2)) {
                    safe = false
                }
            }
        }
        for link in chain.links.dropFirst() {
            let name = code.text(link.name)
            guard link.isMember, GestureTypes.callbacks.contains(name), let argument = code.arguments(of: link).last
            else { safe = false; break }
            if code.kind(argument.first) == .leftBrace, let closure = model.closure(at: argument.first) {
                for (index, type) in closure.paramTypes.enumerated() {
                    guard let type else { continue }
                    let typeUses = (type.first...type.last).filter { Self.replacements[code.text($0)] != nil }
                    for i in typeUses {
                        signatureUses.append(i)
                        edits.append(TextEdit(range: code.range(i), replacement: Self.replacements[code.text(i)]!.name))
                    }
                    if index == 0, typeUses.isEmpty { safe = false }  // an explicit `CGFloat` would no longer match
                }
                guard let value = closure.params.first else { continue }
                if value.name == "_" { continue }
                guard let reads = plainReads(of: value.name, in: closure, model: model) else { safe = false; break }
                for read in reads {
                    edits.append(TextEdit(range: code.range(read).upperBound..<code.range(read).upperBound,
                                          replacement: "." + property))
                }
            } else if let handler = handler(passedAs: argument, model: model) {
                // `.onChanged(zoomChanged)` with `func zoomChanged(_ value: MagnificationGesture.Value)`.
                let parameter = handler.params[0]
                let typeUses = (parameter.typeFirst...parameter.typeLast).filter { Self.replacements[code.text($0)] != nil }
                guard !typeUses.isEmpty else { safe = false; break }
                for i in typeUses {
                    signatureUses.append(i)
                    edits.append(TextEdit(range: code.range(i), replacement: Self.replacements[code.text(i)]!.name))
                }
                let close = code.partner[handler.bodyOpen]
                let body = ClosureInfo(open: handler.bodyOpen, close: close, params: [], paramTypes: [],
                                       bodyStart: handler.bodyOpen + 1)
                if parameter.name == "_" { continue }
                guard let reads = plainReads(of: parameter.name, in: body, model: model) else { safe = false; break }
                for read in reads {
                    edits.append(TextEdit(range: code.range(read).upperBound..<code.range(read).upperBound,
                                          replacement: "." + property))
                }
            } else {
                safe = false
                break
            }
        }
        return (safe ? edits : nil, signatureUses)
    }

    /// A same-file function passed by name as a callback, used nowhere else (so rewriting its
    /// signature cannot break another caller), with a parameter whose type can be renamed.
    private func handler(passedAs argument: Argument, model: GestureFile) -> FunctionDecl? {
        let code = model.code
        var nameIndex = argument.first
        if code.isWord(nameIndex, "self"), code.kind(nameIndex + 1) == .period { nameIndex += 2 }
        guard nameIndex == argument.last, code.isIdentifier(nameIndex) else { return nil }
        let name = code.text(nameIndex)
        let candidates = model.functions.filter { $0.name == name }
        guard candidates.count == 1, let function = candidates.first, !function.params.isEmpty,
              function.params[0].typeFirst <= function.params[0].typeLast else { return nil }
        let references = (0..<code.count).filter { i in
            code.isIdentifier(i) && code.text(i) == name && i != function.nameIndex
                && !(code.kind(i - 1) == .period && !code.isWord(i - 2, "self"))
        }
        return references == [nameIndex] ? function : nil
    }

    /// The property, `let` or function whose whole value is this chain.
    private func holderName(of chain: Chain, model: GestureFile) -> (name: String, index: Int)? {
        let code = model.code
        for property in model.properties {
            if let initial = property.initial, initial.first == chain.first { return (property.name, property.nameIndex) }
            if let open = property.bodyOpen, code.contains(open, chain.first) { return (property.name, property.nameIndex) }
        }
        for function in model.functions where code.contains(function.bodyOpen, chain.first) {
            // Only when the function returns the gesture itself (its body's expression).
            if function.bodyOpen + 1 == chain.first || code.isWord(chain.first - 1, "return") {
                return (function.name, function.nameIndex)
            }
        }
        return nil
    }

    /// Every read of `name` in the closure body when each is a plain read of the value; nil when
    /// one is anything else (a member access, a call, `&`, a shadowing declaration).
    private func plainReads(of name: String, in closure: ClosureInfo, model: GestureFile) -> [Int]? {
        let code = model.code
        var reads: [Int] = []
        var i = closure.bodyStart
        while i < closure.close {
            defer { i += 1 }
            guard code.isIdentifier(i), code.text(i) == name else { continue }
            if code.kind(i - 1) == .period { continue }                                   // someone's member
            if code.kind(i + 1) == .colon, code.kind(i - 1) == .leftParen || code.kind(i - 1) == .comma {
                // An argument label `f(value: 1)` — unless it is a tuple/dictionary, which we don't guess.
                continue
            }
            if code.isWord(i - 1, "let") || code.isWord(i - 1, "var") { return nil }        // shadowed
            for brace in code.enclosingBraces(i) where brace != closure.open && code.contains(closure.open, brace) {
                // A nested closure that rebinds the name: its reads are not this value's.
                if let nested = model.closure(at: brace), nested.params.contains(where: { $0.name == name }) { return nil }
            }
            let next = code.kind(i + 1)
            if next == .period || next == .leftParen || next == .leftBracket { return nil }
            if next == .operator, ["?", "!"].contains(code.text(i + 1)) && !code.newlineBefore[i + 1] { return nil }
            if next == .operator, GestureFile.assignmentOperators.contains(code.text(i + 1)) { return nil }
            if code.kind(i - 1) == .operator, code.text(i - 1) == "&" { return nil }
            reads.append(i)
        }
        return reads
    }
}
