/// Reads deployment targets from an Xcode project's `project.pbxproj` (an old-style property
/// list: `IPHONEOS_DEPLOYMENT_TARGET = 16.0;`, sometimes quoted). When build configurations or
/// targets differ, the lowest version per platform is kept: the code must build for all of them.
public enum XcodeProjectReader {
    static let keys: [(String, Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS),
        ("MACOSX_DEPLOYMENT_TARGET", .macOS),
        ("XROS_DEPLOYMENT_TARGET", .visionOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
        ("TVOS_DEPLOYMENT_TARGET", .tvOS),
    ]

    public static func minimums(in bytes: [UInt8]) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == ";" || $0 == "{" }) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingSpaces().trimmingQuotes()
            guard let platform = keys.first(where: { $0.0 == key })?.1 else { continue }
            let value = trimmed[trimmed.index(after: equals)...].trimmingSpaces().trimmingQuotes()
            guard let version = OSVersion(String(value)) else { continue }  // `$(inherited)` etc.
            if let existing = minimums[platform] {
                minimums[platform] = min(existing, version)
            } else {
                minimums[platform] = version
            }
        }
        return minimums
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }

    fileprivate func trimmingQuotes() -> Substring {
        var result = self
        if result.count >= 2, result.first == "\"", result.last == "\"" { result = result.dropFirst().dropLast() }
        return result
    }
}
