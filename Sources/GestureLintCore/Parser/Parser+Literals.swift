/// Collection, key-path and string literals, and closures.
extension Parser {
    mutating func parseCollectionLiteral() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        if at(.colon), kind(1) == .rightBracket {
            advance(); advance()
            return finish(.dictionaryLiteral, start: start, mark: mark)
        }
        var isDictionary = false
        while !atEnd && !at(.rightBracket) {
            let elementStart = position
            let elementMark = scratch.count
            let key = parseExpression()
            if key < 0 {
                push(skipUntilListEnd(closer: .rightBracket, "unexpected '\(text(0))' in collection literal"))
            } else {
                push(key)
                if position == elementStart + 1, at(.identifier), tokenIs(0, "of"), !isLineStart(),
                   kind(1) == .identifier || kind(1) == .keyword || kind(1) == .leftParen || kind(1) == .leftBracket {
                    // `[3 of Int]`, the inline array type, used as a value: `[3 of Int](repeating: 0)`.
                    advance()
                    push(parseType())
                    if !consume(.rightBracket) { reportMissing("']'", opener: start) }
                    return finish(.typeExpression, start: start, mark: mark)
                }
                if at(.colon) {
                    isDictionary = true
                    advance()
                    push(parseExpression())
                    push(finish(.dictionaryElement, start: elementStart, mark: elementMark))
                }
            }
            if !consume(.comma) && !at(.rightBracket) {
                push(skipUntilListEnd(closer: .rightBracket, "expected ',' or ']'"))
                _ = consume(.comma)
            }
            if position == elementStart { break }
        }
        if !consume(.rightBracket) { reportMissing("']'", opener: start) }
        return finish(isDictionary ? .dictionaryLiteral : .arrayLiteral, start: start, mark: mark)
    }

    /// `\Type.member?.other[0]` or `\.member` as one span.
    mutating func parseKeyPath() -> Int32 {
        let start = position
        advance()
        if at(.identifier) || at(.keyword) {
            advance()
            if at(.operator), tokenIs(0, "<"), isLeftBound() { _ = skipAngles() }
        } else if at(.leftParen) {
            skipBalanced()
        }
        while !atEnd {
            if at(.period), isLeftBound() || position == start + 1 || kinds[position - 1] == .period || true {
                guard kind(1) == .identifier || kind(1) == .keyword || kind(1) == .integer
                        || (kind(1) == .operator && (tokenIs(1, "?") || tokenIs(1, "!"))) || kind(1) == .leftBracket else { break }
                guard !isLineStart() || position == start + 1 else { break }
                advance()
                // `\.[id: id]`: the subscript right after the dot is one balanced group.
                if at(.leftBracket) { skipBalanced() } else { advance() }
            } else { break }
            while at(.operator), isLeftBound(), isOptionalMarks(0) { advance() }
            while at(.leftBracket), isLeftBound() { skipBalanced() }
        }
        while at(.operator), isLeftBound(), isOptionalMarks(0) { advance() }
        while at(.leftBracket), isLeftBound() { skipBalanced() }
        return finish(.keyPath, start: start, mark: scratch.count)
    }

    /// A string literal: raw `#` delimiters, then the quote; interpolations become `tuple` children.
    mutating func parseStringLiteral() -> Int32 {
        let start = position
        let mark = scratch.count
        while at(.stringQuote), firstByte() == UInt8(ascii: "#") { advance() }
        if at(.stringQuote) { advance() }
        while !atEnd {
            switch kind() {
            case .stringSegment, .stringContinuation:
                advance()
            case .backslash:
                advance()
                while at(.stringQuote), firstByte() == UInt8(ascii: "#") { advance() } // raw interpolation `\#(`
                if at(.leftParen) {
                    guard enter() else { push(skipTooDeep()); continue }
                    let interpolationStart = position
                    let interpolationMark = scratch.count
                    parseArgumentList(closer: .rightParen)
                    push(finish(.tuple, start: interpolationStart, mark: interpolationMark))
                    leave()
                }
            case .stringQuote:
                advance()
                while at(.stringQuote), firstByte() == UInt8(ascii: "#"), isLeftBound() { advance() }
                return finish(.stringLiteral, start: start, mark: mark)
            default:
                // An unterminated string: the tokenizer ended it; stop here.
                return finish(.stringLiteral, start: start, mark: mark)
            }
        }
        return finish(.stringLiteral, start: start, mark: mark)
    }

    /// `{ [captures] (params) async throws -> T in statements }`.
    mutating func parseClosure() -> Int32 {
        guard enter() else { return skipTooDeep() }
        defer { leave() }
        let start = position
        let mark = scratch.count
        advance()
        let saved = inCondition
        let savedIfConfig = ifConfigDepth
        inCondition = false
        ifConfigDepth = 0
        if hasClosureSignature() {
            parseAttributes()
            if at(.leftBracket) {
                let captureStart = position
                skipBalanced()
                push(finish(.captureList, start: captureStart, mark: scratch.count))
            }
            if at(.leftParen) {
                let open = position
                advance()
                while !atEnd && !at(.rightParen) {
                    let parameterStart = position
                    let parameterMark = scratch.count
                    var name = -1
                    if (kind() == .identifier || kind() == .keyword), kind(1) == .identifier || kind(1) == .keyword,
                       kind(2) == .colon {
                        advance()
                    }
                    if kind() == .identifier || kind() == .keyword { name = position; advance() }
                    if consume(.colon) { push(parseType()) }
                    if at(.operator), tokenIs(0, "...") { advance() }
                    if position == parameterStart { skipBalanced() }
                    push(finish(.closureParameter, start: parameterStart, mark: parameterMark, name: name))
                    if !consume(.comma) { break }
                }
                if !consume(.rightParen) { reportMissing("')'", opener: open) }
            } else {
                while kind() == .identifier || kind() == .keyword, !at(.in) {
                    let name = position
                    advance()
                    push(finish(.closureParameter, start: name, mark: scratch.count, name: name))
                    if !consume(.comma) { break }
                }
            }
            skipEffects()
            if at(.operator), tokenIs(0, "->") { advance(); _ = parseType() }
            if !consume(.in) { push(skipUntilIn()) }
        }
        parseStatementList(context: .block)
        inCondition = saved
        ifConfigDepth = savedIfConfig
        if !consume(.rightBrace) { reportMissing("'}'", opener: start) }
        return finish(.closure, start: start, mark: mark)
    }

    mutating func skipUntilIn() -> Int32 {
        let start = position
        while !atEnd && !at(.in) && !at(.rightBrace) {
            if at(.leftParen) || at(.leftBracket) || at(.leftBrace) { skipBalanced() } else { advance() }
        }
        let node = unknownNode(from: start, "unexpected tokens in closure signature")
        _ = consume(.in)
        return node
    }

    /// Whether `in` closes a signature before anything that must be a statement.
    mutating func hasClosureSignature() -> Bool {
        var index = position
        var nesting = 0
        let limit = position + 512
        while index < count && index < limit {
            switch kinds[index] {
            case .leftParen, .leftBracket: nesting += 1
            case .rightParen, .rightBracket: nesting -= 1
            case .leftBrace, .rightBrace, .semicolon: return false
            case .keyword:
                if nesting == 0 {
                    switch words[index] {
                    case .in: return true
                    case .throws, .rethrows, .underscore, .inout, .`self`, .Self, .Any, .let, .var: break
                    default: return false
                    }
                }
            case .operator:
                if nesting == 0, !(Parser.isArrowOrMarks(bytes, tree.tokens[Int(significant[index])])) { return false }
            case .identifier, .period, .comma, .colon, .atSign, .integer:
                break
            default:
                // Inside a capture list anything may appear: `[s = "", f = 1.0, b = true]`.
                if nesting == 0 { return false }
            }
            index += 1
        }
        return false
    }

    static func isArrowOrMarks(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Bool {
        for index in token.range {
            switch bytes[index] {
            case UInt8(ascii: "-"), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: "!"),
                 UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "~"):
                continue
            default:
                return false
            }
        }
        return true
    }
}
