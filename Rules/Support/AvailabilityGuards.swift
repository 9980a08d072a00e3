import GestureLintCore

/// Which OS versions code at a position is guaranteed to run on: the deployment target, raised
/// by enclosing `if #available(...)` / `guard #available(...)` and `@available(...)` declarations.
extension GestureFile {
    /// The platforms (with their required versions) whose minimum is below `required` at `index`.
    /// Empty when no deployment target is known (treated as modern) or everything is covered.
    func platformsNeedingGate(at index: Int, target: DeploymentTarget?,
                              required: [Platform: OSVersion]) -> [(Platform, OSVersion)] {
        guard let target else { return [] }
        let guards = availabilityGuards(at: index)
        var result: [(Platform, OSVersion)] = []
        for platform in Platform.allCases {
            guard let needed = required[platform], let minimum = target.minimum(platform), minimum < needed else { continue }
            if let guarded = guards[platform], guarded >= needed { continue }
            result.append((platform, needed))
        }
        return result
    }

    /// The highest version each platform is checked for around `index`.
    func availabilityGuards(at index: Int) -> [Platform: OSVersion] {
        var result: [Platform: OSVersion] = [:]
        func merge(_ specs: [Platform: OSVersion]) {
            for (platform, version) in specs where result[platform].map({ version > $0 }) ?? true {
                result[platform] = version
            }
        }
        for brace in code.enclosingBraces(index) {
            // The header before this brace: back to the previous `{`, `}` or `;` at the same level.
            var j = brace - 1
            while j >= 0 {
                let kind = code.kind(j)
                if kind == .rightParen || kind == .rightBracket, code.partner[j] >= 0 {
                    let open = code.partner[j]
                    if code.isWord(open - 1, "available"), code.kind(open - 2) == .atSign {
                        merge(availabilitySpecs(open))
                    } else if code.kind(open - 1) == .poundKeyword, code.text(open - 1) == "#available" {
                        merge(availabilitySpecs(open))
                    }
                    j = open - 1
                    continue
                }
                if kind == .leftBrace || kind == .rightBrace || kind == .semicolon || kind == .leftParen || kind == .leftBracket {
                    // An `else` branch of `if #available` is not guarded: stop at its `}`.
                    break
                }
                j -= 1
            }
            // `guard #available(...) else { ... }` earlier in this block.
            var k = brace + 1
            while k < index {
                if code.isWord(k, "guard"), code.enclosingOpen(k) == brace {
                    var m = k + 1
                    while m < index, !code.isWord(m, "else") {
                        if code.kind(m) == .poundKeyword, code.text(m) == "#available", code.kind(m + 1) == .leftParen {
                            merge(availabilitySpecs(m + 1))
                        }
                        m += 1
                    }
                }
                if code.kind(k).isOpening, code.partner[k] > k, code.partner[k] < index { k = code.partner[k] + 1; continue }
                k += 1
            }
        }
        return result
    }

    /// Parses `(iOS 17, macOS 14.0, *)` and `(iOS, introduced: 17)` at the `(`.
    func availabilitySpecs(_ open: Int) -> [Platform: OSVersion] {
        guard code.partner[open] > open else { return [:] }
        var result: [Platform: OSVersion] = [:]
        var j = open + 1
        let close = code.partner[open]
        while j < close {
            if let platform = Self.platform(code.text(j)) {
                var k = j + 1
                if code.kind(k) == .comma, code.isWord(k + 1, "introduced"), code.kind(k + 2) == .colon { k += 3 }
                if code.kind(k) == .integer || code.kind(k) == .float {
                    var text = code.text(k)
                    // `17.0.1` lexes as a float and a member.
                    if code.kind(k + 1) == .period, code.kind(k + 2) == .integer { text += "." + code.text(k + 2) }
                    if let version = OSVersion(text) { result[platform] = version }
                }
            }
            j += 1
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
