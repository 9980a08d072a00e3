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
/// A new rule that reports on files without gesture words must be added here.
struct GestureFreeFile: Sendable {
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
