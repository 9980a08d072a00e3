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

    /// One `@available(...)` attribute from its bytes (words and version numbers; no tokens needed).
    static func attribute(in range: Range<Int>, of file: SourceFile) -> AvailabilityAttribute {
        var platforms: [PlatformVersion] = []
        var unavailable = false
        var platform: String?
        let bytes = file.bytes
        var index = range.lowerBound
        // Skip `@available`.
        while index < range.upperBound, bytes[index] != UInt8(ascii: "(") { index += 1 }
        while index < range.upperBound {
            let byte = bytes[index]
            if TypeText.isIdentifierByte(byte), !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                let start = index
                while index < range.upperBound, TypeText.isIdentifierByte(bytes[index]) { index += 1 }
                let word = file.text(start..<index)
                if word == "unavailable" { unavailable = true }
                if word == "deprecated" || word == "obsoleted" || word == "message" || word == "renamed" { platform = nil }
                if knownPlatforms.contains(word) { platform = word }
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let start = index
                while index < range.upperBound,
                      bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                guard let name = platform else { continue }
                let parts = file.text(start..<index).split(separator: ".")
                platforms.append(PlatformVersion(platform: name, major: Int(parts.first ?? "") ?? 0,
                                                 minor: parts.count > 1 ? Int(parts[1]) ?? 0 : 0))
                platform = nil
            } else if byte == UInt8(ascii: "\"") {
                // Skip string arguments (`message: "..."`).
                index += 1
                while index < range.upperBound, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                index += 1
            } else {
                index += 1
            }
        }
        return AvailabilityAttribute(platforms: platforms, isUnavailable: unavailable, range: range)
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
