import GestureLintCore

/// The availability that holds at one place in a file: versions raised by enclosing
/// `if #available`, earlier `guard #available ... else`, `@available` on enclosing declarations,
/// and platforms excluded by `@available(X, unavailable)` or `#if os(...)`.
struct OutlineAvailability {
    var raised: [Platform: OSVersion] = [:]
    var excluded: Set<Platform> = []
    /// When inside `#if os(A) || os(B)`: only those platforms compile this code.
    var onlyPlatforms: Set<Platform>?

    mutating func raise(_ platform: Platform, to version: OSVersion) {
        raised[platform] = max(raised[platform] ?? version, version)
    }

    func includes(_ platform: Platform) -> Bool {
        !excluded.contains(platform) && (onlyPlatforms?.contains(platform) ?? true)
    }

    /// The minimum a platform is known to run at here.
    func effectiveMinimum(_ platform: Platform, target: OSVersion) -> OSVersion {
        max(target, raised[platform] ?? target)
    }
}

extension TokenOutline {
    static func platform(named name: String) -> Platform? {
        switch name {
        case "iOS", "iOSApplicationExtension": return .iOS
        case "macOS", "OSX", "macOSApplicationExtension": return .macOS
        case "watchOS", "watchOSApplicationExtension": return .watchOS
        case "tvOS", "tvOSApplicationExtension": return .tvOS
        case "visionOS", "xrOS", "visionOSApplicationExtension": return .visionOS
        default: return nil
        }
    }

    /// Splits `a, b c, d` inside a bracket into top-level elements (position ranges).
    func elements(in open: Int) -> [Range<Int>] {
        guard match[open] > open else { return [] }
        var result: [Range<Int>] = []
        var start = open + 1
        var position = open + 1
        while position < match[open] {
            if kind(position) == .comma {
                result.append(start..<position)
                start = position + 1
            } else if match[position] > position {
                position = match[position]
            }
            position += 1
        }
        if start < match[open] { result.append(start..<match[open]) }
        return result
    }

    /// The version written from `position` to the end of `range` (`17`, `17.0`, `16.4.1`).
    private func version(in range: Range<Int>) -> OSVersion? {
        guard !range.isEmpty else { return nil }
        let start = token(range.lowerBound).range.lowerBound
        let end = token(range.upperBound - 1).range.upperBound
        return OSVersion(file.text(start..<end))
    }

    /// Applies `#available(iOS 17, macOS 14, *)` (the `(` at `open`).
    func applyAvailableCondition(_ open: Int, to availability: inout OutlineAvailability) {
        for element in elements(in: open) where !element.isEmpty {
            guard kind(element.lowerBound) == .identifier,
                  let platform = Self.platform(named: text(element.lowerBound)),
                  let version = version(in: (element.lowerBound + 1)..<element.upperBound) else { continue }
            availability.raise(platform, to: version)
        }
    }

    /// Applies `@available(iOS 17, *)`, `@available(iOS, introduced: 17)`, `@available(macOS, unavailable)`.
    func applyAvailableAttribute(_ arguments: Range<Int>, to availability: inout OutlineAvailability) {
        guard let open = Optional(arguments.lowerBound - 1), kind(open) == .leftParen else { return }
        let parts = elements(in: open)
        guard let first = parts.first, !first.isEmpty else { return }
        if first.count == 1, kind(first.lowerBound) == .identifier, let platform = Self.platform(named: text(first.lowerBound)) {
            // Long form: `@available(iOS, introduced: 17.0, ...)`.
            for part in parts.dropFirst() where !part.isEmpty {
                if isWord(part.lowerBound, "unavailable") { availability.excluded.insert(platform) }
                if isWord(part.lowerBound, "introduced"), kind(part.lowerBound + 1) == .colon,
                   let version = version(in: (part.lowerBound + 2)..<part.upperBound) {
                    availability.raise(platform, to: version)
                }
            }
            return
        }
        applyAvailableCondition(open, to: &availability)
    }

    /// The `#available(` conditions of the statement that owns the body brace `brace`
    /// (`if #available(...) {`, `while #available(...) {`; not an `else` body).
    private func availableConditions(openingBody brace: Int) -> [Int] {
        var conditions: [Int] = []
        var position = brace - 1
        let scope = parent[brace]
        while position > scope {
            if kind(position) == .rightBrace || kind(position) == .semicolon { return [] }
            if match[position] >= 0, match[position] < position { position = match[position] }
            if kind(position) == .poundKeyword, text(position) == "#available", kind(position + 1) == .leftParen {
                conditions.append(position + 1)
            }
            if isWord(position, "if") || isWord(position, "while") { return conditions }
            if isWord(position, "else") || isWord(position, "guard") { return [] }
            if lineBreakBefore[position], statementStart(of: position) == position, !isWord(position, "if") {
                return []
            }
            position -= 1
        }
        return []
    }

    /// What is known to be available at `position`.
    func availability(at position: Int) -> OutlineAvailability {
        var availability = OutlineAvailability()
        var levels = [position]
        levels.append(contentsOf: ancestors(of: position))
        for level in levels {
            let start = statementStart(of: level)
            for attribute in attributes(startingAt: start) where attribute.name == "available" {
                if let arguments = attribute.arguments { applyAvailableAttribute(arguments, to: &availability) }
            }
            if kind(level) == .leftBrace, level != position {
                for condition in availableConditions(openingBody: level) {
                    applyAvailableCondition(condition, to: &availability)
                }
            }
            // `guard #available(...) else { return }` earlier in the same scope.
            let scope = parent[level]
            if scope >= 0, kind(scope) == .leftBrace {
                var probe = scope + 1
                while probe < start {
                    if isWord(probe, "guard"), parent[probe] == scope {
                        var condition = probe + 1
                        while condition < start, !isWord(condition, "else") {
                            if kind(condition) == .poundKeyword, text(condition) == "#available",
                               kind(condition + 1) == .leftParen {
                                applyAvailableCondition(condition + 1, to: &availability)
                            }
                            if match[condition] > condition { condition = match[condition] }
                            condition += 1
                        }
                    }
                    if match[probe] > probe { probe = match[probe] }
                    probe += 1
                }
            }
        }
        applyPlatformConditions(at: position, to: &availability)
        // visionOS inherits iOS availability (iOS 17 ↔ visionOS 1): an iOS-only guard covers it.
        if availability.raised[.visionOS] == nil, let iOS = availability.raised[.iOS], iOS.major > 16 {
            availability.raised[.visionOS] = OSVersion(iOS.major - 16, iOS.minor)
        }
        return availability
    }

    /// `#if os(iOS)` (also `||`-joined) around a position limits the platforms that compile it.
    private func applyPlatformConditions(at position: Int, to availability: inout OutlineAvailability) {
        for (directive, lineEnd) in directiveLineEnd where directive < position {
            let word = text(directive)
            guard word == "#if" || word == "#elseif", let group = directiveGroup(of: directive), position < group.close else {
                continue
            }
            // The clause runs to the next directive of the same group.
            var clauseEnd = group.close
            var depth = 0
            var probe = lineEnd + 1
            while probe < group.close {
                if kind(probe) == .poundKeyword, directiveLineEnd[probe] != nil {
                    let next = text(probe)
                    if next == "#if" { depth += 1 } else if next == "#endif" { depth -= 1 }
                    else if depth == 0 { clauseEnd = probe; break }
                }
                probe += 1
            }
            guard position > lineEnd, position < clauseEnd else { continue }
            // Only `os(A) || os(B)`, `canImport(UIKit)`/`canImport(AppKit)` and `!os(A)` conditions;
            // anything else says nothing about platforms.
            var platforms: Set<Platform> = []
            var understood = true
            var cursor = directive + 1
            while cursor <= lineEnd {
                let negated = isOperator(cursor, "!")
                let word = negated ? cursor + 1 : cursor
                guard kind(word + 1) == .leftParen, kind(word + 2) == .identifier, kind(word + 3) == .rightParen else {
                    if isOperator(cursor, "||") { cursor += 1; continue }
                    understood = false
                    break
                }
                var named: Set<Platform> = []
                if isWord(word, "os"), let platform = Self.platform(named: text(word + 2)) {
                    named = [platform]
                } else if isWord(word, "canImport"), text(word + 2) == "UIKit" {
                    named = [.iOS, .tvOS, .visionOS, .watchOS]
                } else if isWord(word, "canImport"), text(word + 2) == "AppKit" {
                    named = [.macOS]
                } else {
                    understood = false
                    break
                }
                platforms.formUnion(negated ? Set(Platform.allCases).subtracting(named) : named)
                cursor = word + 4
            }
            if understood, !platforms.isEmpty {
                availability.onlyPlatforms = (availability.onlyPlatforms ?? platforms).intersection(platforms)
            }
        }
    }
}
