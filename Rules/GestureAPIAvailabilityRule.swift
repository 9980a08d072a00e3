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
        let outline = TokenOutline(file: context.file, tokens: context.tokens)
        var uses: [(position: Int, key: String, api: String)] = []

        // Type names: `MagnifyGesture()`, `RotateGesture.Value`, `: UIGestureRecognizerRepresentable`.
        let typeNames = ["MagnifyGesture", "RotateGesture", "SpatialTapGesture", "UIGestureRecognizerRepresentable"]
        let lengths = Set(typeNames.map(\.utf8.count))
        for position in 0..<outline.count where outline.kind(position) == .identifier && outline.hasLength(position, in: lengths) {
            let name = outline.text(position)
            guard typeNames.contains(name), isSwiftUITypeUse(position, outline: outline, project: context.project) else { continue }
            uses.append((position, name, name))
        }

        // `value.velocity` on a DragGesture callback's value.
        for callback in model.callbacks where model.gestures[callback.gesture].type == .drag {
            guard case .closure(let closure) = callback.body else { continue }
            let parameter = callback.parameterNames.first ?? "$0"
            let range = model.tree.range(closure)
            for position in velocityReads(in: range, on: [parameter, "$0"], outline: outline) {
                uses.append((position, "velocity", "DragGesture.Value.velocity"))
            }
        }
        // ... and on a function parameter typed `DragGesture.Value` (`.onEnded(settle)`).
        for position in 0..<outline.count where outline.isWord(position, "velocity") {
            if isVelocityOfDragValueParameter(position, outline: outline),
               !uses.contains(where: { $0.position == position }) {
                uses.append((position, "velocity", "DragGesture.Value.velocity"))
            }
        }

        // `.onTapGesture(count:coordinateSpace:perform:)`.
        for attachment in model.attachments where attachment.kind == .onTapGesture {
            let modifier = model.chains[attachment.chain].modifiers[attachment.modifierIndex]
            guard modifier.argument("coordinateSpace") != nil,
                  let position = outline.position(ofByteOffset: attachment.nameRange.lowerBound) else { continue }
            uses.append((position, "coordinateSpace", "onTapGesture(count:coordinateSpace:perform:)"))
        }

        var reported: Set<Int> = []
        for use in uses.sorted(by: { $0.position < $1.position }) where reported.insert(use.position).inserted {
            report(use.key, api: use.api, at: use.position, target: target, outline: outline, context: context)
        }
    }

    /// A use of SwiftUI's type (not a member named like it, not the project's own declaration).
    private func isSwiftUITypeUse(_ position: Int, outline: TokenOutline, project: ProjectIndex) -> Bool {
        if project.declaresType(outline.text(position)) { return false }
        if outline.kind(position - 1) == .period, !outline.isWord(position - 2, "SwiftUI") { return false }
        if outline.kind(position - 1) == .keyword,
           !outline.isWord(position - 1, in: ["some", "any", "is", "as", "return", "in", "try", "await"]) {
            return false
        }
        if outline.kind(position + 1) == .colon, outline.kind(position - 1) == .leftParen || outline.kind(position - 1) == .comma {
            return false  // an argument label
        }
        return true
    }

    /// `name.velocity` reads inside a byte range.
    private func velocityReads(in range: Range<Int>, on names: Set<String>, outline: TokenOutline) -> [Int] {
        guard let first = outline.position(ofByteOffset: range.lowerBound) else { return [] }
        var result: [Int] = []
        var position = first
        while position < outline.count, outline.token(position).range.lowerBound < range.upperBound {
            if outline.isWord(position, "velocity"), outline.kind(position - 1) == .period,
               outline.kind(position - 2) == .identifier, names.contains(outline.text(position - 2)) {
                result.append(position)
            }
            position += 1
        }
        return result
    }

    /// `value.velocity` inside a function whose parameter `value` is typed `DragGesture.Value`.
    private func isVelocityOfDragValueParameter(_ position: Int, outline: TokenOutline) -> Bool {
        guard outline.kind(position - 1) == .period, outline.kind(position - 2) == .identifier else { return false }
        let base = outline.text(position - 2)
        for ancestor in outline.ancestors(of: position) where outline.kind(ancestor) == .leftBrace {
            guard case .declaration(let keyword, _) = outline.owner(ofBrace: ancestor), outline.isWord(keyword, "func"),
                  let open = parameterList(after: keyword, outline: outline) else { continue }
            for element in outline.elements(in: open) {
                let words = element.map { outline.text($0) }
                guard let colon = words.firstIndex(of: ":"), colon > 0, words[colon - 1] == base else { continue }
                return Array(words[(colon + 1)...]) == ["DragGesture", ".", "Value"]
            }
            return false
        }
        return false
    }

    private func parameterList(after keyword: Int, outline: TokenOutline) -> Int? {
        var position = keyword + 2
        if outline.isOperator(position, "<") {
            while position < outline.count, !outline.isOperator(position, ">") { position += 1 }
            position += 1
        }
        return outline.kind(position) == .leftParen ? position : nil
    }

    private func report(_ key: String, api: String, at position: Int, target: DeploymentTarget, outline: TokenOutline,
                        context: RuleContext) {
        guard let requirement = Self.requirements[key] else { return }
        // Most uses are fine at the target's own minimums: only then look for guards.
        guard Platform.allCases.contains(where: { platform in
            guard let minimum = target.minimum(platform), let introduced = requirement[platform] else { return false }
            return minimum < introduced
        }) else { return }
        let availability = outline.availability(at: position)
        var needed: [String] = []
        var building: [String] = []
        for platform in Platform.allCases {
            guard let minimum = target.minimum(platform), let introduced = requirement[platform],
                  availability.includes(platform) else { continue }
            if availability.effectiveMinimum(platform, target: minimum) < introduced {
                needed.append("\(platform.rawValue) \(introduced.minor == 0 ? "\(introduced.major)" : "\(introduced)")")
                building.append("\(platform.rawValue) \(minimum)")
            }
        }
        guard !needed.isEmpty else { return }
        let guardText = needed.joined(separator: ", ")
        context.report(outline.token(position),
                       "\(api) requires \(needed.joined(separator: " and ")) but this code builds for "
                       + "\(building.joined(separator: " and ")) (\(target.sourceName)); wrap it in "
                       + "`if #available(\(guardText), *)` or mark the declaration `@available(\(guardText), *)`")
    }
}
