/// Reads `@available(...)` attributes and `#available(...)` conditions.
enum AvailabilityParser {
    /// Attributes that are never property wrappers.
    static let nonWrapperAttributes: Set<String> = [
        "available", "MainActor", "objc", "nonobjc", "inlinable", "usableFromInline", "discardableResult",
        "ViewBuilder", "Sendable", "preconcurrency", "frozen", "dynamicMemberLookup", "IBOutlet", "IBAction",
        "NSManaged", "Observable", "ObservationIgnored", "ObservationTracked", "escaping", "autoclosure",
        "_spi", "backDeployed", "transparent", "inline", "GestureBuilder", "ToolbarContentBuilder",
        "SceneBuilder", "CommandsBuilder", "resultBuilder", "propertyWrapper", "unchecked", "testable",
    ]

    static func attributes(of declaration: NodeID, tree: SyntaxTree, file: SourceFile) -> [AvailabilityAttribute] {
        var result: [AvailabilityAttribute] = []
        for attribute in tree.children(declaration) where tree.kind(attribute) == .attribute
            && tree.nameIs(attribute, "available", in: file) {
            guard let arguments = tree.firstChild(attribute, ofKind: .attributeArguments) else { continue }
            let node = tree[arguments]
            let (platforms, unavailable) = parse(tokens: tree.tokens, from: Int(node.firstToken),
                                                 to: Int(node.endToken), file: file)
            result.append(AvailabilityAttribute(platforms: platforms, isUnavailable: unavailable,
                                                range: tree.range(attribute)))
        }
        return result
    }

    /// Platform/version pairs in `(iOS 17, macOS 14.0, *)` or `(iOS, introduced: 17)`.
    static func parse(tokens: [Token], from start: Int, to end: Int, file: SourceFile) -> ([PlatformVersion], Bool) {
        var platforms: [PlatformVersion] = []
        var unavailable = false
        // The platform whose introduction version comes next: `iOS 17` or `iOS, introduced: 17`.
        var platform: String?
        var index = start
        while index < end {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .identifier:
                let text = file.text(token.range)
                if text == "unavailable" { unavailable = true }
                if text == "deprecated" || text == "obsoleted" || text == "message" || text == "renamed" { platform = nil }
                if knownPlatforms.contains(text) { platform = text }
            case .integer, .float:
                guard let name = platform else { continue }
                let parts = file.text(token.range).split(separator: ".")
                let major = Int(parts.first ?? "") ?? 0
                let minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
                platforms.append(PlatformVersion(platform: name, major: major, minor: minor))
                platform = nil
            default:
                break
            }
        }
        return (platforms, unavailable)
    }

    static let knownPlatforms: Set<String> = [
        "iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "OSX", "iOSApplicationExtension",
        "macOSApplicationExtension", "xrOS",
    ]
}
