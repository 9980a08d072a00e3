import GestureLintCore

/// Which OS versions code at a position is guaranteed to run on: the deployment target, raised
/// by enclosing `if #available(...)` / `guard #available(...)` and `@available(...)` declarations
/// (the gesture model's availability resolver).
extension GestureFile {
    /// The platforms (with their required versions) whose minimum is below `required` at `index`.
    /// Empty when no deployment target is known (treated as modern) or everything is covered.
    func platformsNeedingGate(at index: Int, target: DeploymentTarget?,
                              required: [Platform: OSVersion]) -> [(Platform, OSVersion)] {
        guard let target else { return [] }
        var guards: [Platform: OSVersion] = [:]
        if let node = tree.node(containing: code.range(index).lowerBound) {
            for version in model.availability(at: node).platforms {
                guard let platform = Self.platform(version.platform) else { continue }
                let os = OSVersion(version.major, version.minor)
                if guards[platform].map({ os > $0 }) ?? true { guards[platform] = os }
            }
        }
        var result: [(Platform, OSVersion)] = []
        for platform in Platform.allCases {
            guard let needed = required[platform], let minimum = target.minimum(platform), minimum < needed else { continue }
            if let guarded = guards[platform], guarded >= needed { continue }
            result.append((platform, needed))
        }
        return result
    }

    static func platform(_ name: String) -> Platform? {
        switch name {
        case "iOS", "iOSApplicationExtension", "macCatalyst": return .iOS
        case "macOS", "OSX", "macOSApplicationExtension": return .macOS
        case "watchOS": return .watchOS
        case "tvOS": return .tvOS
        case "visionOS", "xrOS": return .visionOS
        default: return nil
        }
    }
}
