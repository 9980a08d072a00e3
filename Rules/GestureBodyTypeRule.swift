import GestureLintCore

/// A custom `Gesture` whose `body` is declared as a view.
struct GestureBodyTypeRule: Rule {
    static let description = RuleDescription(
        id: "gesture_body_type",
        name: "Gesture body type",
        severity: .error,
        summary: "A type conforming to `Gesture` declares `body` as a view; a gesture's body is `some Gesture`.",
        rationale: """
            A custom gesture composes other gestures in its `body`. Declaring `var body: some View` (often \
            copied from a view) does not build: the compiler reports that the type does not conform to \
            `Gesture`, usually far from the cause and with a long list of candidates. Declare \
            `var body: some Gesture` and return a gesture value.

            The conformance may be written on the type, in an extension, or in another file. Silent for \
            `some Gesture` and gesture types, for types that are also views, and when the project declares \
            its own `Gesture` protocol.
            """,
        triggeringExamples: [
            """
            struct SwipeToDismiss: Gesture {
                var onDismiss: () -> Void

                var ↓body: some View {
                    DragGesture(minimumDistance: 20)
                        .onEnded { value in
                            if value.translation.height > 120 { onDismiss() }
                        }
                }
            }
            """,
            """
            struct PinchAndSpin {
                var ↓body: AnyView { AnyView(EmptyView()) }
            }

            extension PinchAndSpin: Gesture {}
            """,
        ],
        nonTriggeringExamples: [
            """
            struct SwipeToDismiss: Gesture {
                var onDismiss: () -> Void

                var body: some Gesture {
                    DragGesture(minimumDistance: 20)
                        .onEnded { value in
                            if value.translation.height > 120 { onDismiss() }
                        }
                }
            }
            """,
            """
            struct GestureHelpCard: View {
                var body: some View {
                    Text("Pinch to zoom")
                }
            }
            """,
        ]
    )

    static let viewTypes: Set<String> = [
        "AnyView", "Text", "Image", "EmptyView", "Color", "VStack", "HStack", "ZStack", "Group", "Label",
        "ModifiedContent", "TupleView", "Spacer", "Rectangle", "Circle", "Capsule", "RoundedRectangle",
    ]

    func check(_ context: RuleContext) {
        let project = context.project
        // A project protocol named `Gesture` makes the name the project's.
        guard !project.declaresType("Gesture") else { return }
        for property in context.analysis.declarations.properties where property.name == "body" && !property.isStatic {
            // Conformance may be declared on the type, in an extension, or in another file.
            guard let owner = property.ownerType, let typeText = property.typeText,
                  project.conforms(owner, to: "Gesture"), !project.conforms(owner, to: "View"),
                  let viewType = Self.viewType(typeText, project) else { continue }
            let name = owner.split(separator: ".").last.map(String.init) ?? owner
            context.report(property.site.nameRange,
                           "\(name) conforms to Gesture but declares body as \(viewType); a custom gesture's body is "
                           + "some Gesture (return a gesture value)")
        }
    }

    /// The written type when it is a view type (`some View`, `AnyView`, `Text`, a project view), else nil.
    static func viewType(_ text: String, _ project: ProjectIndex) -> String? {
        let compact = text.filter { !$0.isWhitespace }
        var name = compact
        for prefix in ["some", "any"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.hasPrefix("View") || rest.hasPrefix("SwiftUI.View") { return text }
        }
        if name.hasPrefix("SwiftUI.") { name = String(name.dropFirst("SwiftUI.".count)) }
        let head = String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if project.declaresType(head) { return project.conforms(head, to: "View") ? text : nil }
        return viewTypes.contains(head) ? text : nil
    }
}
