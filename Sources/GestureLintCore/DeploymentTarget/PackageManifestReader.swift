/// Reads the `platforms:` list of a `Package.swift` with the tokenizer, so comments, line
/// breaks, `#if` blocks and string versions anywhere in the list read as the compiler reads them.
///
/// Understood element forms: `.iOS(.v16)`, `.iOS(.v16_4)`, `.iOS("16.4")`,
/// `SupportedPlatform.macOS(.v13)`, and a list bound to a `let` elsewhere in the manifest
/// (`platforms: supported`). Platforms gesturelint does not check (`.macCatalyst`,
/// `.driverKit`, `.custom(...)`) are skipped. When `#if` blocks list a platform twice, the
/// lower version is kept (the build that reaches the code with the lowest minimum decides).
public enum PackageManifestReader {
    /// The minimum versions the manifest declares, or nil when it has no readable `platforms:`
    /// argument (SwiftPM's defaults then apply; see `DeploymentTargetResolver` for why
    /// gesturelint does not assume them).
    public static func minimums(in bytes: [UInt8]) -> [Platform: OSVersion]? {
        let file = SourceFile(path: "Package.swift", bytes: bytes)
        let tokens = Tokenizer.tokenize(bytes).filter { !$0.kind.isTrivia }
        func text(_ index: Int) -> String { file.text(tokens[index].range) }
        func isWord(_ index: Int, _ word: String) -> Bool {
            index < tokens.count && (tokens[index].kind == .identifier || tokens[index].kind == .keyword)
                && text(index) == word
        }

        // `platforms:` as an argument label (not `platforms` used as a value).
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard isWord(index, "platforms"), tokens[index + 1].kind == .colon else { continue }
            if index > 0, tokens[index - 1].kind == .period { continue }
            var valueStart = index + 2
            if tokens[valueStart].kind == .identifier, valueStart + 1 < tokens.count,
               tokens[valueStart + 1].kind != .leftBracket {
                // `platforms: supported` — find `let supported ... = [`.
                let name = text(valueStart)
                guard let bound = boundList(named: name, tokens: tokens, text: text) else { continue }
                valueStart = bound
            }
            guard tokens[valueStart].kind == .leftBracket else { continue }
            // `.when(platforms: [.iOS])` in a setting lists platforms without versions: keep looking.
            let minimums = readList(from: valueStart, tokens: tokens, text: text)
            if !minimums.isEmpty { return minimums }
        }
        return nil
    }

    /// The index of the `[` that starts the value of `let name ... = [`.
    private static func boundList(named name: String, tokens: [Token], text: (Int) -> String) -> Int? {
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .keyword, text(index) == "let" || text(index) == "var",
                  tokens[index + 1].kind == .identifier, text(index + 1) == name else { continue }
            var probe = index + 2
            while probe < tokens.count, probe < index + 12 {
                if tokens[probe].kind == .operator, text(probe) == "=" {
                    return probe + 1 < tokens.count && tokens[probe + 1].kind == .leftBracket ? probe + 1 : nil
                }
                probe += 1
            }
        }
        return nil
    }

    private static func readList(from open: Int, tokens: [Token], text: (Int) -> String) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        var depth = 0
        var index = open
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == .leftBracket || kind == .leftParen || kind == .leftBrace { depth += 1 }
            if kind == .rightBracket || kind == .rightParen || kind == .rightBrace {
                depth -= 1
                if depth == 0 { break }
            }
            // `.iOS(` at the list's own level.
            if depth == 1, kind == .period, index + 2 < tokens.count,
               tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .leftParen,
               let platform = platform(named: text(index + 1)),
               let version = version(inArgumentAt: index + 2, tokens: tokens, text: text) {
                if let existing = minimums[platform] {
                    minimums[platform] = min(existing, version)
                } else {
                    minimums[platform] = version
                }
            }
            index += 1
        }
        return minimums
    }

    static func platform(named name: String) -> Platform? {
        switch name {
        case "iOS": return .iOS
        case "macOS": return .macOS
        case "watchOS": return .watchOS
        case "tvOS": return .tvOS
        case "visionOS": return .visionOS
        default: return nil
        }
    }

    /// The version inside `(.v16)`, `(.v16_4)` or `("16.4")` starting at the `(`.
    private static func version(inArgumentAt open: Int, tokens: [Token], text: (Int) -> String) -> OSVersion? {
        var index = open + 1
        var depth = 1
        var found: OSVersion?
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftBracket { depth += 1 }
            if kind == .rightParen || kind == .rightBracket {
                depth -= 1
                if depth == 0 { break }
            }
            if kind == .stringSegment, found == nil {
                found = OSVersion(text(index))
            } else if kind == .identifier, found == nil, text(index).first == "v",
                      index > 0, tokens[index - 1].kind == .period {
                found = OSVersion(manifestMember: text(index))
            }
            index += 1
        }
        return found
    }
}
