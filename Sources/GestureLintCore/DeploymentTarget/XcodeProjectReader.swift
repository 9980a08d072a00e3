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
        // ASCII without carriage returns (nearly every project) has one Character per byte, so
        // the byte reading below is the same reading; anything else is read as Characters.
        if bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) { return asciiMinimums(in: bytes) }
        return characterMinimums(in: bytes)
    }

    static func characterMinimums(in bytes: [UInt8]) -> [Platform: OSVersion] {
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

extension XcodeProjectReader {
    static let keyBytes: [([UInt8], Platform)] = keys.map { (Array($0.0.utf8), $0.1) }

    /// `minimums(in:)` over bytes, for ASCII text without `\r`: segments end at `\n`, `;` and `{`;
    /// in each, the key before the first `=` and the value after it, spaces, tabs and one pair
    /// of quotes trimmed.
    static func asciiMinimums(in bytes: [UInt8]) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var start = 0
            while start < count {
                var end = start
                var equals = -1
                while end < count {
                    let byte = buffer[end]
                    if byte == 0x0A || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") { break }
                    if byte == UInt8(ascii: "=") && equals < 0 { equals = end }
                    end += 1
                }
                defer { start = end + 1 }
                guard equals >= 0 else { continue }
                let key = trimmed(buffer, start, equals)
                guard let platform = keyBytes.first(where: { $0.0.elementsEqual(buffer[key]) })?.1 else { continue }
                let value = trimmed(buffer, equals + 1, end)
                guard let version = OSVersion(String(decoding: buffer[value], as: UTF8.self)) else { continue }
                minimums[platform] = minimums[platform].map { min($0, version) } ?? version
            }
        }
        return minimums
    }

    /// `start..<end` without leading and trailing spaces and tabs, then without one pair of quotes.
    private static func trimmed(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int> {
        var low = start
        var high = end
        while low < high, buffer[low] == 0x20 || buffer[low] == 0x09 { low += 1 }
        while high > low, buffer[high - 1] == 0x20 || buffer[high - 1] == 0x09 { high -= 1 }
        if high - low >= 2, buffer[low] == UInt8(ascii: "\""), buffer[high - 1] == UInt8(ascii: "\"") {
            low += 1
            high -= 1
        }
        return low..<high
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
