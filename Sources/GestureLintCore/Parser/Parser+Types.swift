/// Types are kept as spans: the parser only needs to know where one ends.
extension Parser {
    /// One type as a `type` node, or -1 (nothing consumed) when none starts here.
    mutating func parseType() -> Int32 {
        let start = position
        guard skipType() else {
            if position > start { return unknownNode(from: start, "expected a type") }
            return -1
        }
        return finish(.type, start: start, mark: scratch.count)
    }

    /// Moves past one type. Iterative over compositions and function arrows; groups are skipped
    /// by balanced matching, so any nesting depth is safe.
    mutating func skipType() -> Bool {
        while true {
            // Attributes and ownership/isolation specifiers, in any order.
            while true {
                if at(.atSign) {
                    advance()
                    if at(.identifier) || at(.keyword) { advance() }
                    while at(.period) || at(.doubleColon), kind(1) == .identifier, isLeftBound() { advance(); advance() }
                    if at(.leftParen), isLeftBound() {
                        // `@convention(c) (Int) -> Void` has arguments; in `@autoclosure() -> T` and
                        // `@escaping(URL?) -> Void` the group is the function type's parameters.
                        let group = position
                        skipBalanced()
                        if at(.async) || at(.throws) || at(.operator) && tokenIs(0, "->") {
                            position = group
                            break
                        }
                    }
                    continue
                }
                let isSpecifier = word().isOne(of: .inout, .some, .any, .each, .borrowing, .consuming, .sending, .isolated,
                                                  .underscoreConsuming, .nonisolated) || at(.repeat)
                    || (at(.identifier) && firstByte() == UInt8(ascii: "_")
                        && (tokenIs(0, "__owned") || tokenIs(0, "__shared") || tokenIs(0, "_const")))
                guard isSpecifier else { break }
                if kind(1) == .period || kind(1) == .colon || kind(1) == .comma || kind(1) == .rightParen
                    || kind(1) == .rightBracket || kind(1) == .operator && !tokenIs(1, "~") { break }
                advance()
                if at(.leftParen), isLeftBound() { skipBalanced() } // `nonisolated(nonsending)`
            }
            if at(.operator), tokenIs(0, "~") { advance() }
            switch kind() {
            case .leftParen, .leftBracket:
                skipBalanced()
            case .identifier, .keyword:
                advance()
                skipModuleSelector()
                skipTypeGenericArguments()
            case .integer:
                advance() // value generics: `InlineArray<3, Int>`
            default:
                return false
            }
            // Postfix parts.
            while true {
                if at(.period), kind(1) == .identifier || kind(1) == .keyword {
                    advance(); advance()
                    skipModuleSelector()
                    skipTypeGenericArguments()
                } else if at(.operator), isLeftBound(), isOptionalMarks(0) {
                    advance()
                } else {
                    break
                }
            }
            if at(.operator), tokenIs(0, "...") , isLeftBound() { advance() }
            skipEffects()
            if at(.operator), tokenIs(0, "&") || tokenIs(0, "->") {
                advance()
                if word() == .sending { advance() }
                continue
            }
            return true
        }
    }

    /// `<...>` after a type's name. Attached, as usual; or after a line break or space
    /// (`Binding\n<Bool>`), which Swift also reads as generic arguments when they close.
    @inline(__always)
    mutating func skipTypeGenericArguments() {
        guard at(.operator), firstByte() == UInt8(ascii: "<") else { return }
        skipTypeGenericArgumentsSlow()
    }

    mutating func skipTypeGenericArgumentsSlow() {
        if isLeftBound() {
            _ = skipAngles()
        } else {
            let saved = position
            if !skipAngles() { position = saved }
        }
    }

    /// `?`, `!`, `?!`... (postfix optional marks fused into one operator token).
    func isOptionalMarks(_ offset: Int) -> Bool {
        let token = self.token(offset)
        for index in token.range where bytes[index] != UInt8(ascii: "?") && bytes[index] != UInt8(ascii: "!") {
            return false
        }
        return true
    }

    /// Skips `<...>` by counting angle characters inside operator tokens (`>>`, `>?` close too).
    /// Returns false, restoring nothing, when the angles do not close on a type-like span.
    mutating func skipAngles(nesting initialNesting: Int = 0) -> Bool {
        var nesting = initialNesting
        var steps = 0
        while !atEnd {
            steps += 1
            switch kind() {
            case .operator:
                if tokenIs(0, "->") { advance(); continue }
                let token = self.token()
                var index = Int(token.start)
                while index < Int(token.end) {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "<") {
                        nesting += 1
                    } else if byte == UInt8(ascii: ">") {
                        nesting -= 1
                        if nesting == 0 {
                            // Whatever follows `>` in the same token must be optional marks.
                            var rest = index + 1
                            while rest < Int(token.end),
                                  bytes[rest] == UInt8(ascii: "?") || bytes[rest] == UInt8(ascii: "!") { rest += 1 }
                            advance()
                            return rest == Int(token.end)
                        }
                    } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") && byte != UInt8(ascii: "&")
                                && byte != UInt8(ascii: ".") && byte != UInt8(ascii: "~") {
                        return false
                    }
                    index += 1
                }
                advance()
            case .leftParen, .leftBracket:
                skipBalanced()
            case .identifier, .keyword, .period, .comma, .colon, .integer, .atSign:
                advance()
            default:
                return false
            }
            if steps > 4096 { return false }
        }
        return false
    }

    /// Lookahead for `Name<...>` in an expression: the angles must close and be followed by
    /// something that cannot continue a comparison.
    func canParseGenericArguments() -> Bool {
        var copy = self
        return copy.lookAheadGenericArguments()
    }

    private mutating func lookAheadGenericArguments() -> Bool {
        guard tokenIs(0, "<") else { return false }
        // Keep the scan short: comparisons like `a < b` are far more common than long generics.
        let limit = position + 64
        var nesting = 0
        while !atEnd && position < limit {
            switch kind() {
            case .operator:
                if tokenIs(0, "->") { advance(); continue }
                let token = self.token()
                var index = Int(token.start)
                while index < Int(token.end) {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "<") { nesting += 1 }
                    else if byte == UInt8(ascii: ">") {
                        nesting -= 1
                        if nesting == 0 {
                            guard index + 1 == Int(token.end) else { return false }
                            advance()
                            if atEnd || isLineStart() { return true }
                            switch kind() {
                            case .leftParen, .period, .rightParen, .rightBracket, .rightBrace, .comma, .colon,
                                 .semicolon, .leftBrace:
                                return true
                            case .operator:
                                return tokenIs(0, "==") || tokenIs(0, "!=") || tokenIs(0, "?") || tokenIs(0, "!")
                            default:
                                return false
                            }
                        }
                    } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") && byte != UInt8(ascii: "&")
                                && byte != UInt8(ascii: "~") {
                        return false
                    }
                    index += 1
                }
                advance()
            case .leftParen, .leftBracket:
                let openIndex = position
                var inner = 0
                repeat {
                    switch kind() {
                    case .leftParen, .leftBracket, .leftBrace: inner += 1
                    case .rightParen, .rightBracket, .rightBrace: inner -= 1
                    default: break
                    }
                    advance()
                } while inner > 0 && !atEnd && position < limit
                if inner > 0 || position == openIndex { return false }
            case .identifier, .period, .comma, .colon, .integer, .atSign:
                advance()
            case .keyword:
                guard word().isOne(of: .Self, .Any, .inout, .underscore, .some, .any, .each, .repeat) || word() == .none else { return false }
                advance()
            default:
                return false
            }
        }
        return false
    }

    /// `<...>` as a span node (generic parameters or arguments).
    mutating func parseAngleSpan(_ kind: SyntaxKind) -> Int32 {
        let start = position
        if !skipAngles() {
            return unknownNode(from: start, "unbalanced '<' in generic clause")
        }
        return finish(kind, start: start, mark: scratch.count)
    }
}
