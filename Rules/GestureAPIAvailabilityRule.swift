import GestureLintCore

struct GestureAPIAvailabilityRule: Rule {
    static let description = RuleDescription(
        id: "gesture_api_availability",
        name: "Gesture API availability",
        severity: .error,
        summary: "A gesture API newer than the deployment target is used outside if #available / @available",
        rationale: """
            `MagnifyGesture`, `RotateGesture`, `DragGesture.Value.velocity` and \
            `onTapGesture(count:coordinateSpace:perform:)` need iOS 17 / macOS 14, \
            `SpatialTapGesture` iOS 16 / macOS 13, `UIGestureRecognizerRepresentable` iOS 18. \
            Used without a guard in a project that still supports older systems, the build fails \
            (or, when the code is excluded from some builds, fails later on the machine that builds \
            it): the finding tells you before CI does, and which guard to add.
            The deployment target is, in this order: `deployment_target` in `.gesturelint.yml`; \
            the nearest `Package.swift` above the file with a `platforms:` list; the nearest \
            `*.xcodeproj` (`IPHONEOS_DEPLOYMENT_TARGET`, `MACOSX_DEPLOYMENT_TARGET`, \
            `XROS_DEPLOYMENT_TARGET`..., the lowest when build configurations differ). The search \
            stops at the repository root (the folder with `.git`). A `Package.swift` without \
            `platforms:` is skipped rather than read as SwiftPM's defaults (iOS 12, macOS 10.13), \
            which would flag nearly everything in a tooling manifest. With no target known the rule \
            is silent. `gesturelint targets [path]` shows which target applies to a path.
            Guards that count: an enclosing `if #available(iOS 17, *)`, a `guard #available(...) else` \
            earlier in the same scope, `@available(iOS 17, *)` on the enclosing declaration, type or \
            extension, `@available(macOS, unavailable)`, and `#if os(iOS)`, `#if !os(macOS)`, \
            `#if canImport(UIKit)` around the code (only the platforms named there build it). Only the platforms the target lists are checked.
            """,
        triggeringExamples: [
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .gesture(↓MagnifyGesture().onEnded { value in scale = value.magnification })
                        .accessibilityZoomAction { _ in scale = 2 }
                }
            }
            """,
            """
            struct FlingView: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Color.blue
                        .simultaneousGesture(DragGesture().onEnded { value in
                            offset = value.↓velocity.width > 500 ? 300 : 0
                        })
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    if #available(iOS 17, macOS 14, *) {
                        Image("photo")
                            .scaleEffect(scale)
                            .gesture(MagnifyGesture().onEnded { value in scale = value.magnification })
                            .accessibilityZoomAction { _ in scale = 2 }
                    } else {
                        Image("photo")
                    }
                }
            }
            """,
            """
            @available(iOS 17, macOS 14, *)
            struct FlingView: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Color.blue
                        .simultaneousGesture(DragGesture().onEnded { value in
                            offset = value.velocity.width > 500 ? 300 : 0
                        })
                }
            }
            """,
            """
            struct MarkerView: View {
                @State private var marker: CGPoint = .zero
                var body: some View {
                    Color.gray.gesture(SpatialTapGesture().onEnded { marker = $0.location })
                }
            }
            """,
        ],
        exampleDeploymentTarget: DeploymentTarget(minimums: [.iOS: OSVersion(16), .macOS: OSVersion(13)],
                                                  source: "Package.swift"))

    /// When each API arrived, per platform (platforms where it does not exist are not listed).
    static let requirements: [String: [Platform: OSVersion]] = [
        "MagnifyGesture": [.iOS: OSVersion(17), .macOS: OSVersion(14), .watchOS: OSVersion(10), .visionOS: OSVersion(1)],
        "RotateGesture": [.iOS: OSVersion(17), .macOS: OSVersion(14), .visionOS: OSVersion(1)],
        "SpatialTapGesture": [.iOS: OSVersion(16), .macOS: OSVersion(13), .watchOS: OSVersion(9), .visionOS: OSVersion(1)],
        "UIGestureRecognizerRepresentable": [.iOS: OSVersion(18), .visionOS: OSVersion(2)],
        "velocity": [.iOS: OSVersion(17), .macOS: OSVersion(14), .watchOS: OSVersion(10), .visionOS: OSVersion(1)],
        "coordinateSpace": [.iOS: OSVersion(17), .macOS: OSVersion(14), .watchOS: OSVersion(10), .visionOS: OSVersion(1)],
    ]

    func check(_ context: RuleContext) {
        guard let target = context.deploymentTarget else { return }
        let model = context.model
        let tree = model.tree
        let file = context.file
        // Byte offset of each use → (its name's range, requirement key, API name).
        var uses: [Int: (range: Range<Int>, key: String, api: String)] = [:]
        func use(_ token: Int, _ key: String, _ api: String) {
            let range = tree.tokens[token].range
            uses[range.lowerBound] = (range, key, api)
        }

        // Type names: `MagnifyGesture()`, `SwiftUI.RotateGesture`, `(_ value: MagnifyGesture.Value)`.
        for reference in model.swiftUITypeReferences(to: Self.typeNames) {
            uses[reference.range.lowerBound] = (reference.range, reference.name, reference.name)
        }
        // `value.velocity` of a drag's value.
        for index in tree.nodes.indices {
            let node = NodeID(index)
            if tree.kind(node) == .memberAccess, tree.nameIs(node, "velocity", in: file), isVelocityOfDragValue(node, model: model) {
                use(Int(tree[node].nameToken), "velocity", "DragGesture.Value.velocity")
            }
        }

        // `.onTapGesture(count:coordinateSpace:perform:)`.
        for attachment in model.attachments where attachment.kind == .onTapGesture {
            let modifier = model.chains[attachment.chain].modifiers[attachment.modifierIndex]
            guard modifier.argument("coordinateSpace") != nil else { continue }
            uses[attachment.nameRange.lowerBound] = (attachment.nameRange, "coordinateSpace",
                                                     "onTapGesture(count:coordinateSpace:perform:)")
        }

        for (_, use) in uses.sorted(by: { $0.key < $1.key }) {
            report(use.key, api: use.api, at: use.range, target: target, context: context)
        }
    }

    private static let typeNames: Set<String> = ["MagnifyGesture", "RotateGesture", "SpatialTapGesture",
                                                 "UIGestureRecognizerRepresentable"]

    /// `value.velocity` where `value` is a DragGesture callback's value (its closure parameter or
    /// `$0`), or a parameter of the enclosing function typed `DragGesture.Value` (`.onEnded(settle)`).
    private func isVelocityOfDragValue(_ access: NodeID, model: GestureModel) -> Bool {
        let tree = model.tree
        let file = model.file
        guard let base = tree.base(of: access), tree.kind(base) == .identifier, let name = tree.name(base, in: file) else {
            return false
        }
        for ancestor in tree.ancestors(access) {
            switch tree.kind(ancestor) {
            case .closure:
                if let callback = model.callbacks.first(where: {
                    if case .closure(let closure) = $0.body { return closure == ancestor } else { return false }
                }), model.gestures[callback.gesture].type == .drag {
                    return name == "$0" || name == (callback.parameterNames.first ?? "$0")
                }
            case .functionDecl:
                guard let parameters = tree.firstChild(ancestor, ofKind: .parameterClause) else { return false }
                for parameter in tree.children(parameters) where tree.kind(parameter) == .parameter && tree.name(parameter, in: file) == name {
                    guard let type = tree.firstChild(parameter, ofKind: .type) else { return false }
                    let text = tree.text(type, in: file).filter { !$0.isWhitespace }
                    return text == "DragGesture.Value" || text == "SwiftUI.DragGesture.Value"
                }
                return false
            default:
                continue
            }
        }
        return false
    }

    private func report(_ key: String, api: String, at range: Range<Int>, target: DeploymentTarget, context: RuleContext) {
        guard let requirement = Self.requirements[key] else { return }
        // Most uses are fine at the target's own minimums: only then look for guards.
        guard Platform.allCases.contains(where: { platform in
            guard let minimum = target.minimum(platform), let introduced = requirement[platform] else { return false }
            return minimum < introduced
        }) else { return }
        let scope = context.model.availabilityScope(atOffset: range.lowerBound)
        var needed: [String] = []
        var building: [String] = []
        for platform in Platform.allCases {
            guard let minimum = target.minimum(platform), let introduced = requirement[platform],
                  scope.builds(for: platform) else { continue }
            if scope.minimum(platform, target: minimum) < introduced {
                needed.append("\(platform.rawValue) \(introduced.minor == 0 ? "\(introduced.major)" : "\(introduced)")")
                building.append("\(platform.rawValue) \(minimum)")
            }
        }
        guard !needed.isEmpty else { return }
        let guardText = needed.joined(separator: ", ")
        context.report(range,
                       "\(api) requires \(needed.joined(separator: " and ")) but this code builds for "
                       + "\(building.joined(separator: " and ")) (\(target.sourceName)); wrap it in "
                       + "`if #available(\(guardText), *)` or mark the declaration `@available(\(guardText), *)`")
    }
}
