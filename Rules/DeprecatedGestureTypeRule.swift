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
        supports iOS 16 (macOS 13, watchOS 9), the replacement can only be used behind \
        `if #available(iOS 17, *)`, keeping the old type as the fallback.
        Silent when the use is that deliberate fallback: inside a declaration marked \
        `@available(iOS, introduced: 16, deprecated: 17)` (any `deprecated:`/`obsoleted:` at or below the \
        replacement's version, or `introduced:` below it with `deprecated:`), in the `else` of \
        `if #available(iOS 17, *)`, in the body of `guard #available(iOS 17, *) else { }`, or in \
        `if #unavailable(iOS 17)`; the compiler is silent there too.
        Silent by default where the replacement would need that gate: the known deployment target is \
        below iOS 17 / macOS 14 / watchOS 10 / visionOS 1 on a platform it names that builds the code \
        (`#if os(...)`, `@available(X, unavailable)`) and no `#available(iOS 17, *)` / \
        `@available(iOS 17, *)` raises it. There the deprecated type is the only API the minimum OS \
        has, and an `#available` copy of working gesture code is churn until the target is raised. \
        `report_below_target: true` reports those uses too, asking to gate the replacement behind \
        `#available`, with no fix.
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
        options: [
            RuleOption(name: "report_below_target", kind: .bool, defaultValue: "false",
                       summary: "Also report uses where the known deployment target is below the replacement's OS on a platform that builds the code (the finding asks to gate the replacement behind `#available`; no fix)."),
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
        // Most files never name either type: decide that from the identifier tokens' bytes first
        // (fetched once: each read of `file.bytes` is an atomic load and a retain).
        let bytes = context.file.bytes
        guard context.tokens.contains(where: {
            $0.kind == .identifier && (SourceBytes.bytes($0.range, in: bytes, equal: "MagnificationGesture")
                || SourceBytes.bytes($0.range, in: bytes, equal: "RotationGesture"))
        }) else { return }
        let model = context.model
        let uses = DeprecatedTypeUses(model: model)
        guard !uses.all.isEmpty else { return }
        let reportBelowTarget = context.options.bool("report_below_target", default: false)
        let planner = DeprecatedGestureFixPlanner(model: model)
        // Fixable gestures: constructors whose callbacks read their value plainly. One diagnostic's
        // fix carries every edit of its gesture (constructor, callback signatures, the handler
        // function, value reads), so applying it alone still compiles.
        var plans: [Int: DeprecatedGestureFixPlanner.Plan] = [:]
        for use in uses.all where use.isConstructor {
            plans[use.range.lowerBound] = planner.plan(forConstructorAt: use.range)
        }
        let covered = Set(plans.values.flatMap(\.signatureUses))
        // Any other type use of the same name (a stored `MagnificationGesture`, a function taking
        // its Value that is not one of the gesture's callbacks) would no longer match: fix nothing then.
        let blocking = Set(uses.all.filter { !$0.isConstructor && !covered.contains($0.range.lowerBound) }.map(\.name))

        for use in uses.all {
            let name = use.name
            let replacement = Self.replacements[name]!.name
            let scope = model.availabilityScope(atOffset: use.range.lowerBound)
            // A deliberate fallback for older systems (the compiler is silent there too).
            if scope.isFallback(before: Self.introduced) { continue }
            switch replacementAvailability(in: scope, target: context.deploymentTarget) {
            case .missing(let gate):
                // The old type is the only API on the minimum OS: a gate is churn unless asked for.
                guard reportBelowTarget else { continue }
                let check = gate.map { "\($0.platform.rawValue) \($0.needed.major)" }.joined(separator: ", ")
                let minimums = gate.map { "\($0.platform.rawValue) \($0.minimum)" }.joined(separator: ", ")
                context.report(use.range,
                               "\(name) is deprecated, but \(replacement) needs a newer OS than the deployment target (\(minimums)); use \(replacement) inside `if #available(\(check), *)` and keep \(name) as the fallback")
            case .unknown:
                context.report(use.range, "\(name) is deprecated; use \(replacement)")
            case .available:
                var fix: Fix?
                if use.isConstructor, !blocking.contains(name), let edits = plans[use.range.lowerBound]?.edits {
                    fix = Fix(edits: [TextEdit(range: use.range, replacement: replacement)] + edits, safe: true)
                }
                context.report(use.range, "\(name) is deprecated; use \(replacement)", fix: fix)
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

}
