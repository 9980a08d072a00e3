/// What kind of value a stored property holds, as far as its declaration shows: plain gesture
/// state (a number, a size, a flag) or something `@GestureState` cannot stand in for.
extension ProjectIndex {
    /// Reference types and resources a view keeps alive across gestures.
    static let resourceTypes: Set<String> = [
        "Timer", "Task", "AnyCancellable", "Cancellable", "DispatchWorkItem", "DispatchSourceTimer", "NSObject",
        "CADisplayLink", "UIImpactFeedbackGenerator", "AVPlayer", "AVAudioPlayer", "Publisher",
    ]

    /// Whether the property holds a reference or a resource: a `Timer`, `Task`, `AnyCancellable`,
    /// work item or player (by its declared type or initializer), or an instance of a class the
    /// project declares. `Timer?`, `Task<Void, Never>?`, `Set<AnyCancellable>` all count.
    public func holdsReferenceOrResource(_ property: PropertyDeclaration) -> Bool {
        let written = property.typeText ?? property.initialValue ?? ""
        let name = Self.leadingTypeName(written)
        if Self.resourceTypes.contains(name) { return true }
        if name == "Set" || name == "Array" || name == "Optional", written.contains("Cancellable") { return true }
        if written.hasPrefix("["), written.contains("Cancellable") { return true }
        return declarations(ofType: name).contains { $0.kind == .class || $0.kind == .actor }
    }

    /// Whether the property declares `didSet` or `willSet` observers.
    public func isObserved(_ property: PropertyDeclaration) -> Bool {
        guard let tree = analysis(of: property.site.file)?.tree else { return false }
        let file = property.site.file
        return tree.children(property.site.node).contains { child in
            tree.kind(child) == .accessor && (tree.nameIs(child, "didSet", in: file) || tree.nameIs(child, "willSet", in: file))
        }
    }

    /// `Timer` in `Timer?`, `Task` in `Task<Void, Never>`, `Foo` in `Foo()`, `Bar` in `Module.Bar`.
    static func leadingTypeName(_ text: String) -> String {
        var name = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" { name.append(character); continue }
            if character == ".", !name.isEmpty { name = ""; continue }
            if character.isWhitespace, name.isEmpty { continue }
            break
        }
        return name
    }
}
