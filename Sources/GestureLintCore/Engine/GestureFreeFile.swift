/// What the rules can still report on a file that names no gesture (no identifier contains
/// `esture`, `DeclarationSkim.namesGesture`), so such a reported file's tree can be dropped right
/// after its index entry and its engine diagnostics are made.
///
/// Without a gesture word a file has no chains, attachments, gestures or callbacks in its model
/// (`ModelBuilder.mentionsGestures`), so every rule that reads those is silent on it, and
/// `gesture_api_availability`'s and `deprecated_gesture_type`'s names all contain `Gesture`. Two
/// rules read the file's declarations with the project index instead, and can report on it:
/// - `gesture_body_type`: a `body` member of a type that conforms to `Gesture`, possibly in
///   another file (`extension Wiggle: Gesture {}`);
/// - `state_should_be_gesture_state`: a stored `@State` property whose type is extended in
///   another file, where a gesture writes it.
/// `needsRules(in:)` answers, once the index is built, whether either can apply; when not, the
/// file's result is its engine diagnostics alone, exactly what running every rule gives.
/// This holds for the built-in rules named in `knownRules`; a run with any other rule enabled
/// (a new rule, a test's rule) checks every reported file in pass 2 (`covers`). A rule added to
/// `knownRules` must be silent on files without gesture words, or be handled in `needsRules`.
struct GestureFreeFile: Sendable {
    /// The built-in rules whose findings on a file without gesture words this type predicts.
    static let knownRules: Set<String> = [
        "conflicting_gesture_modifiers", "deprecated_gesture_type", "drag_blocks_scroll", "gesture_accessibility",
        "gesture_animation_curve", "gesture_api_availability", "gesture_body_type", "heavy_gesture_callback",
        "missing_gesture_feedback", "parent_child_gesture_conflict", "state_should_be_gesture_state",
        "tap_area_without_content_shape", "tap_gesture_should_be_button", "unchecked_sequenced_gesture",
        "unclamped_gesture_scale", "unreachable_exclusive_gesture",
    ]

    /// Whether every rule of a run is one this type predicts.
    static func covers(_ rules: [any Rule]) -> Bool {
        rules.allSatisfy { knownRules.contains($0.description.id) }
    }

    /// Owners of non-static `body` properties.
    let bodyOwners: [String]
    /// Owners of stored `@State` properties.
    let stateOwners: [String]

    init(_ declarations: FileDeclarations) {
        var bodyOwners: [String] = []
        var stateOwners: [String] = []
        for property in declarations.properties {
            guard let owner = property.ownerType else { continue }
            if property.name == "body", !property.isStatic { bodyOwners.append(owner) }
            if property.wrapper == .state, !property.isComputed { stateOwners.append(owner) }
        }
        self.bodyOwners = bodyOwners
        self.stateOwners = stateOwners
    }

    /// Whether a rule may report on `file` with this index: then it is analysed again and checked.
    func needsRules(_ file: SourceFile, in project: ProjectIndex) -> Bool {
        if bodyOwners.contains(where: { project.conforms($0, to: "Gesture") }) { return true }
        return stateOwners.contains { owner in
            project.declaringFiles(ofType: owner).contains { $0 !== file }
        }
    }
}
