/// Expressions: flat operator sequences over prefix/postfix chains of primaries.
extension Parser {
    /// An expression, or -1 without consuming when none starts here. In a `pattern`,
    /// `let x`/`var x` bindings and `is T` are allowed as operands.
    mutating func parseExpression(pattern: Bool = false) -> Int32 {
        guard enter() else { return skipTooDeep() }
        defer { leave() }
        let start = position
        let mark = scratch.count
        let first = parseUnary(pattern: pattern)
        if first < 0 { return -1 }
        push(first)
        var elements = 1
        while !atEnd {
            if at(.operator) {
                let left = isLeftBound()
                let right = isRightBound()
                if tokenIs(0, "->") { break }
                if pattern, tokenIs(0, "=") { break } // `let x = value`: the pattern ends here
                // A `?` not bound to its left is always the conditional: `flag ?.red : .blue`.
                let isConditional = !left && tokenIs(0, "?")
                if left != right && !isConditional {
                    break // prefix (a new expression) or postfix already handled
                }
                if isConditional {
                    // Ternary: `? middle :`.
                    let ternaryStart = position
                    let ternaryMark = scratch.count
                    advance()
                    push(parseExpression())
                    if !consume(.colon) { reportError(from: position, "expected ':' in conditional expression") }
                    push(finish(.ternary, start: ternaryStart, mark: ternaryMark))
                } else {
                    let operatorIndex = position
                    let isAssignment = isAssignmentOperator()
                    advance()
                    push(finish(.binaryOperator, start: operatorIndex, mark: scratch.count, name: operatorIndex))
                    if isAssignment {
                        // Assignment binds loosest and to the right: the rest is one operand.
                        let value = parseExpression(pattern: pattern)
                        if value < 0 {
                            reportError(from: position, "expected a value after '='")
                            elements += 1 // the operator is on the scratch stack
                            break
                        }
                        push(value)
                        elements += 2
                        break
                    }
                }
                let operand = parseUnary(pattern: pattern)
                if operand < 0 {
                    reportError(from: position, "expected an expression after operator")
                    elements += 1 // the operator (or ternary) is on the scratch stack
                    break
                }
                push(operand)
                elements += 2
            } else if at(.is) || at(.as) {
                let castStart = position
                let castMark = scratch.count
                advance()
                var flags: SyntaxFlags = []
                if at(.operator), isLeftBound(), tokenIs(0, "?") || tokenIs(0, "!") {
                    if tokenIs(0, "?") { flags.insert(.optionalMark) }
                    advance()
                }
                push(parseType())
                push(finish(.cast, start: castStart, mark: castMark, keyword: castStart, flags: flags))
                elements += 1
            } else {
                break
            }
        }
        if elements == 1 {
            scratch.removeLast()
            return first
        }
        return finish(.sequence, start: start, mark: mark)
    }

    /// `=` and compound assignments (`+=`, `??=`), not comparisons (`==`, `<=`, `!=`, `>=`).
    func isAssignmentOperator() -> Bool {
        let token = self.token()
        let last = Int(token.end) - 1
        guard bytes[last] == UInt8(ascii: "=") else { return false }
        if token.length == 1 { return true }
        let before = bytes[last - 1]
        if before == UInt8(ascii: "=") || before == UInt8(ascii: "!") { return false }
        if token.length == 2, before == UInt8(ascii: "<") || before == UInt8(ascii: ">") { return false }
        return true
    }

    mutating func parseUnary(pattern: Bool = false) -> Int32 {
        guard enter() else { return skipTooDeep() }
        defer { leave() }
        let start = position
        let mark = scratch.count
        if at(.operator), !isLeftBound() || position == 0, isRightBound() {
            let name = position
            advance()
            push(parseUnary(pattern: pattern))
            return finish(.prefixOperator, start: start, mark: mark, name: name)
        }
        if at(.try) {
            advance()
            var flags: SyntaxFlags = []
            if at(.operator), isLeftBound(), tokenIs(0, "?") || tokenIs(0, "!") {
                if tokenIs(0, "?") { flags.insert(.optionalMark) }
                advance()
            }
            push(parseUnary(pattern: pattern))
            return finish(.tryExpr, start: start, mark: mark, keyword: start, flags: flags)
        }
        // Parameter packs: `repeat each value`, `each value` (the pack expansion and element).
        // The expression is the operand's; the keywords only mark it as a pack.
        if word() == .repeat && (kind(1) == .identifier || kind(1) == .keyword)
            || word() == .each && kind(1) == .identifier
            || (word() == .repeat || word() == .each) && kind(1) == .leftParen && !isLeftBound(1),
           !isLineStart(1) {
            advance()
            return parseUnary(pattern: pattern)
        }
        if at(.await) ? startsAwaitOperand() : startsOwnershipOperand() {
            advance()
            push(parseUnary(pattern: pattern))
            return finish(.awaitExpr, start: start, mark: mark, keyword: start)
        }
        // `(any P).self`, `some View` as a value.
        if at(.any) || at(.some), kind(1) == .identifier || word(1) == .Any || word(1) == .Self, !isLineStart(1) {
            advance()
            push(parseType())
            return finish(.typeExpression, start: start, mark: mark)
        }
        if pattern, at(.is) {
            let castStart = position
            advance()
            push(parseType())
            return finish(.cast, start: castStart, mark: mark, keyword: castStart)
        }
        if pattern || kind(1) == .identifier || kind(1) == .leftParen, at(.let) || at(.var) {
            advance()
            let name = at(.identifier) || at(.keyword) ? position : -1
            push(parseUnary(pattern: true))
            return finish(.bindingPattern, start: start, mark: mark, name: name, keyword: start)
        }
        return parsePostfixExpression()
    }

    /// After a parenthesised group: `->`, or `async`/`throws` on the same line, which only a
    /// function type can continue with.
    mutating func startsFunctionTypeTail() -> Bool {
        if at(.operator) { return tokenIs(0, "->") }
        guard at(.async) || at(.throws), !isLineStart() else { return false }
        switch kind(1) {
        case .operator: return tokenIs(1, "->")
        case .leftParen: return word() == .throws
        default: return word(1) == .throws || word(1) == .async
        }
    }

    /// Whether the `await` at the cursor is the operator (and not a name): an operand follows,
    /// on the same line or, for a name or a macro (`try await\n    client.fetch()`), on the next.
    mutating func startsAwaitOperand() -> Bool {
        switch kind(1) {
        case .identifier, .pound:
            return true
        case .keyword:
            return !isLineStart(1) || word(1).isOne(of: .`self`, .Self, .super, .try, .await)
        case .period:
            return !isLineStart(1) && !isLeftBound(1)
        case .leftParen, .leftBracket, .integer, .float, .stringQuote, .backslash, .regex:
            return !isLineStart(1)
        case .operator:
            return !isLineStart(1) && isRightBound(1) && !isLeftBound(1)
        default:
            return false
        }
    }

    /// `consume x`, `copy x`, `unsafe x` (contextual: each is also an ordinary name).
    @inline(__always)
    func startsOwnershipOperand() -> Bool {
        guard at(.identifier), firstByte() == UInt8(ascii: "c") || firstByte() == UInt8(ascii: "u") else { return false }
        return isOwnershipOperator()
    }

    @inline(__always)   // see `tokenIs`: a call from a mutating function copied the parser
    func isOwnershipOperator() -> Bool {
        guard tokenIs(0, "consume") || tokenIs(0, "copy") || tokenIs(0, "unsafe"),
              !isLineStart(1) else { return false }
        switch kind(1) {
        case .identifier, .keyword, .integer, .stringQuote, .pound: return true
        case .operator: return isRightBound(1) && !isLeftBound(1) // `unsafe &pointer.pointee`
        default: return false
        }
    }

    /// A primary followed by member accesses, calls, subscripts, trailing closures and `?`/`!`.
    /// With `allowImplicitBase`, the chain starts at `.member` (inside a postfix `#if`).
    mutating func parsePostfixExpression(allowImplicitBase: Bool = false) -> Int32 {
        let start = position
        var base = parsePrimary()
        if base < 0 { return -1 }
        // Links are built iteratively, so a chain of any length costs no stack.
        while !atEnd {
            let mark = scratch.count
            switch kind() {
            case .period:
                guard kind(1) == .identifier || kind(1) == .keyword || kind(1) == .integer || kind(1) == .float
                        || kind(1) == .operator && tokenIs(1, "init") else { return base }
                push(base)
                advance()
                advance()
                skipModuleSelector()
                let name = position - 1
                skipCompoundNameLabels()
                base = finish(.memberAccess, start: start, mark: mark, name: name)
                if at(.operator), tokenIs(0, "<"), isLeftBound(), canParseGenericArguments() {
                    push(base)
                    push(parseAngleSpan(.genericArguments))
                    base = finish(.typeExpression, start: start, mark: mark)
                }
            case .leftParen where !isLineStart():
                push(base)
                parseArgumentList(closer: .rightParen)
                parseTrailingClosures()
                base = finish(.call, start: start, mark: mark, nameToken: nodes[Int(base)].nameToken)
            case .leftBracket where !isLineStart():
                push(base)
                parseArgumentList(closer: .rightBracket)
                parseTrailingClosures()
                base = finish(.subscriptCall, start: start, mark: mark)
            case .leftBrace where canStartTrailingClosure():
                push(base)
                parseTrailingClosures()
                base = finish(.call, start: start, mark: mark, nameToken: nodes[Int(base)].nameToken)
            case .operator where isLeftBound():
                if tokenIs(0, "?") || tokenIs(0, "!") {
                    let isOptional = tokenIs(0, "?")
                    push(base)
                    advance()
                    base = finish(isOptional ? .optionalChain : .forceUnwrap, start: start, mark: mark)
                } else if !isRightBound() || (kind(1) == .period) {
                    push(base)
                    let name = position
                    advance()
                    base = finish(.postfixOperator, start: start, mark: mark, name: name)
                } else {
                    return base
                }
            case .poundKeyword where tokenIs(0, "#if") && isPostfixIfConfig():
                base = parseIfConfig(clauseContent: .postfix, base: base)
                nodes[Int(base)].firstToken = significant[start]
            default:
                return base
            }
        }
        return base
    }

    /// The argument labels of a compound name, `(_:didSelectItemAt:)` in
    /// `#selector(Delegate.method(_:didSelectItemAt:))` or `map(Item.init(id:))`: a parenthesised
    /// list of `label:` and nothing else, which no call can be. Kept in the name's node.
    @inline(__always)
    mutating func skipCompoundNameLabels() {
        // Cheap test first: this runs after every name.
        guard position + 2 < count, kinds[position] == .leftParen, kinds[position + 2] == .colon,
              !startsLine[position] else { return }
        var offset = 1
        while kind(offset) == .identifier || kind(offset) == .keyword, kind(offset + 1) == .colon {
            offset += 2
        }
        guard offset > 1, kind(offset) == .rightParen else { return }
        position += offset + 1
    }

    /// A module selector, `Swift::print` or `SwiftUI::DragGesture`: the name after `::` names the node.
    @inline(__always)
    mutating func skipModuleSelector() {
        while at(.doubleColon), kind(1) == .identifier || kind(1) == .keyword, isLeftBound() {
            advance(); advance()
        }
    }

    /// `#if` at the start of a line whose first clause continues a chain with `.member`.
    mutating func isPostfixIfConfig() -> Bool {
        guard isLineStart() else { return false }
        var index = position + 1
        var nesting = 0
        while index < count {
            if nesting == 0, startsLine[index] { break }
            switch kinds[index] {
            case .leftParen: nesting += 1
            case .rightParen: nesting -= 1
            default: break
            }
            index += 1
        }
        return index < count && kinds[index] == .period
    }

    mutating func canStartTrailingClosure() -> Bool {
        // `var x = 0 { didSet { } }`: an accessor block, not a closure.
        if word(1) == .didSet || word(1) == .willSet || word(1) == .get || word(1) == .set,
           kind(2) == .leftBrace || kind(2) == .rightBrace || kind(2) == .leftParen {
            return false
        }
        return !inCondition || isTrailingClosureInCondition()
    }

    /// In a condition, `{` normally opens the statement's body. As in Swift's parser, it is a
    /// trailing closure when its first token is on the same line and the token after its `}`
    /// continues the condition: `{`, `,`, `where`, or (on the same line) a member, call,
    /// subscript, cast, operator or `:` (`for x in list.filter { $0 > 1 } {`,
    /// `guard items.first(where: { $0.ok }).map { $0.id } else`).
    func isTrailingClosureInCondition() -> Bool {
        guard !isLineStart(1), !word(1).isOne(of: .case, .default) else { return false }
        // Find the matching `}` within a bounded window, so every condition costs constant time;
        // a longer group is taken as the body, as before this lookahead existed.
        var close = position + 1
        var nesting = 1
        let limit = min(count, position + Parser.trailingClosureLookahead)
        while close < limit {
            switch kinds[close] {
            case .leftBrace: nesting += 1
            case .rightBrace: nesting -= 1
            default: break
            }
            if nesting == 0 { break }
            close += 1
        }
        let next = close + 1
        guard nesting == 0, next < count else { return false }
        switch kinds[next] {
        case .leftBrace, .comma:
            return true
        case .leftBracket, .leftParen, .period, .colon, .operator:
            return !startsLine[next]
        case .keyword, .identifier:
            if words[next] == .where { return true }
            return words[next].isOne(of: .is, .as) && !startsLine[next]
        default:
            return false
        }
    }

    /// How far (in significant tokens) a condition's `{` is searched for its `}`.
    static let trailingClosureLookahead = 1024

    /// The unlabelled trailing closure and any `label: { }` closures after it.
    mutating func parseTrailingClosures() {
        guard at(.leftBrace), canStartTrailingClosure() else { return }
        let start = position
        let mark = scratch.count
        push(parseClosure())
        push(finish(.argument, start: start, mark: mark, flags: .trailingClosure))
        while kind(0) == .identifier || kind(0) == .keyword, kind(1) == .colon, kind(2) == .leftBrace,
              !(at(.default) || at(.case)) {
            let labelStart = position
            let labelMark = scratch.count
            advance(); advance()
            push(parseClosure())
            push(finish(.argument, start: labelStart, mark: labelMark, name: labelStart, flags: .trailingClosure))
        }
    }

    /// `( label: value, ... )` or `[ ... ]` as `argument` children of the current node.
    mutating func parseArgumentList(closer: TokenKind) {
        let open = position
        advance()
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        while !atEnd && !at(closer) {
            let start = position
            let mark = scratch.count
            var label = -1
            if kind(0) == .identifier || kind(0) == .keyword, kind(1) == .colon {
                label = position
                advance(); advance()
            }
            if !at(.comma) && !at(closer) {
                let value = parseExpression()
                if value < 0 {
                    // An operator passed as a value: `reduce(0, +)`.
                    if at(.operator), kind(1) == .comma || kind(1) == closer {
                        let name = position
                        advance()
                        push(finish(.identifier, start: name, mark: scratch.count, name: name))
                    } else {
                        push(skipUntilListEnd(closer: closer, "unexpected '\(text(0))' in argument list"))
                    }
                } else {
                    push(value)
                }
            }
            push(finish(.argument, start: start, mark: mark, name: label))
            if !consume(.comma) && !at(closer) {
                push(skipUntilListEnd(closer: closer, "expected ',' or '\(closer == .rightParen ? ")" : "]")'"))
                _ = consume(.comma)
            }
            if position == start { break }
        }
        if !consume(closer) { reportMissing(closer == .rightParen ? "')'" : "']'", opener: open) }
    }

    mutating func parsePrimary() -> Int32 {
        let start = position
        let mark = scratch.count
        switch kind() {
        case .identifier, .keyword:
            switch word() {
            case .true, .false, .nil:
                advance()
                return finish(.literal, start: start, mark: mark)
            case .if:
                return parseIf()
            case .switch:
                return parseSwitch()
            case .do where kind(1) == .leftBrace:
                return parseDo()
            case .try:
                return parseUnary()
            case .let, .var:
                advance()
                let name = at(.identifier) || at(.keyword) ? position : -1
                push(parseUnary(pattern: true))
                return finish(.bindingPattern, start: start, mark: mark, name: name, keyword: start)
            case .is:
                advance()
                push(parseType())
                return finish(.cast, start: start, mark: mark, keyword: start)
            default:
                break
            }
            if kind() == .keyword, !word().isOne(of: .`self`, .Self, .super, .Any, .underscore, .initKeyword) {
                return -1
            }
            advance()
            skipModuleSelector()
            let name = position - 1
            skipCompoundNameLabels()
            var node = finish(.identifier, start: start, mark: mark, name: name)
            if at(.operator), tokenIs(0, "<"), isLeftBound(), canParseGenericArguments() {
                push(node)
                push(parseAngleSpan(.genericArguments))
                node = finish(.typeExpression, start: start, mark: mark, name: start)
            }
            return node
        case .integer, .float:
            advance()
            return finish(.literal, start: start, mark: mark)
        case .stringQuote:
            return parseStringLiteral()
        case .regex:
            advance()
            return finish(.regexLiteral, start: start, mark: mark)
        case .period:
            guard kind(1) == .identifier || kind(1) == .keyword || kind(1) == .integer else { return -1 }
            advance()
            let name = position
            advance()
            skipCompoundNameLabels()
            return finish(.implicitMember, start: start, mark: mark, name: name)
        case .leftParen:
            guard enter() else { return skipTooDeep() }
            defer { leave() }
            parseArgumentList(closer: .rightParen)
            let tuple = finish(.tuple, start: start, mark: mark)
            guard startsFunctionTypeTail() else { return tuple }
            // A function type as a value: `(() throws -> T).self`, `[Key: (Value) -> Void]()`.
            push(tuple)
            skipEffects()
            if at(.operator), tokenIs(0, "->") {
                advance()
                push(parseType())
            }
            return finish(.typeExpression, start: start, mark: mark)
        case .leftBracket:
            guard enter() else { return skipTooDeep() }
            defer { leave() }
            return parseCollectionLiteral()
        case .leftBrace:
            return parseClosure()
        case .backslash:
            return parseKeyPath()
        case .pound:
            advance()
            var name = position
            if at(.identifier) || at(.keyword) {
                advance()
                skipModuleSelector()
                name = position - 1
            }
            if at(.operator), tokenIs(0, "<"), isLeftBound() { push(parseAngleSpan(.genericArguments)) }
            if at(.leftParen), !isLineStart() { parseArgumentList(closer: .rightParen) }
            parseTrailingClosures()
            return finish(.macroExpansion, start: start, mark: mark, name: name, keyword: start)
        case .poundKeyword where tokenIs(0, "#available") || tokenIs(0, "#unavailable"):
            advance()
            if at(.leftParen) { skipBalanced() }
            return finish(.macroExpansion, start: start, mark: mark, keyword: start)
        case .atSign:
            // An attributed closure or type: `@MainActor in`, `@Sendable () -> Void` as a value.
            parseAttributes()
            if at(.leftBrace) { push(parseClosure()) } else { push(parseType()) }
            return finish(.typeExpression, start: start, mark: mark)
        default:
            return -1
        }
    }
}
