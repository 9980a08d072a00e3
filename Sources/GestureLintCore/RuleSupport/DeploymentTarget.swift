import Foundation

/// An OS version such as `17`, `16.4` or `13.0.1`.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `17`, `16.4`, `13.0.1`: one to three dot-separated numbers, nothing else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    /// Parses a `PackageDescription` version member such as `v16` or `v16_4`.
    public init?(manifestMember text: String) {
        guard text.first == "v" else { return nil }
        self.init(text.dropFirst().replacingOccurrences(of: "_", with: "."))
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }
}

public enum Platform: String, CaseIterable, Sendable {
    case iOS, macOS, watchOS, tvOS, visionOS
}

/// The minimum OS versions a file is built for, and where they were found.
public struct DeploymentTarget: Hashable, Sendable {
    public var minimums: [Platform: OSVersion]
    /// Human-readable origin, e.g. `.gesturelint.yml`, `Package.swift`, `App.xcodeproj`.
    public var source: String

    public init(minimums: [Platform: OSVersion], source: String) {
        self.minimums = minimums
        self.source = source
    }

    public func minimum(_ platform: Platform) -> OSVersion? { minimums[platform] }
}
