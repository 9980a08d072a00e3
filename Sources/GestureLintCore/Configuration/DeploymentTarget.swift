/// A minimum OS version from `deployment_target:` (`"16.0"`, `17`, `16.4`).
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var components: [Int]

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part) else { return nil }
            components.append(value)
        }
        while components.count < 2 { components.append(0) }
        self.components = components
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public var description: String { components.map(String.init).joined(separator: ".") }
}

/// The platforms `deployment_target:` accepts, spelled as in `@available` and `Package.swift`.
public enum DeploymentPlatform {
    public static let names = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]
}
