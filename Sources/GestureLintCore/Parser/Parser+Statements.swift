/// Statement lists, blocks and control flow.
extension Parser {
    mutating func parseSourceFile() {
        let mark = scratch.count
        while !atEnd {
            parseStatementList(context: .topLevel)
            if !atEnd { push(skipStatement("unexpected '\(text(0))'")) }
        }
        position = count
        let id = finish(.sourceFile, start: 0, mark: mark)
        if count == 0 { nodes[Int(id)].endToken = nodes[Int(id)].firstToken }
    }

    enum ListContext { case topLevel, block, switchCase }

    func text(_ offset: Int) -> String {
        guard position + offset < count else { return "end of file" }
        let token = self.token(offset)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range.clamped(to: 0..<bytes.count)]), as: UTF8.self)
    }

    /// Statements up to a closer, an `#if` directive of an enclosing clause, or (in a switch) a case label.
    mutating func parseStatementList(context: ListContext) {
        while !atEnd {
            switch kind() {
            case .semicolon:
                advance(); continue
            case .rightBrace, .rightParen, .rightBracket:
                if context == .topLevel { push(skipStatement("unexpected '\(text(0))'")); continue }
                return
            case .poundKeyword:
                if tokenIs(0, "#else") || tokenIs(0, "#elseif") || tokenIs(0, "#endif") {
                    if ifConfigDepth > 0 { return }
                    push(skipStatement("'\(text(0))' without '#if'"))
                    continue
                }
            default:
                break
            }
            if context == .switchCase, isAtCaseLabel() { return }
            let start = position
            let statement = parseStatement()
            push(statement)
            if position == start {
                push(skipStatement("expected a statement or declaration"))
                continue
            }
            // Two statements on one line need a `;` between them.
            if !atEnd && !isLineStart() {
                switch kind() {
                case .semicolon, .rightBrace, .rightParen, .rightBracket: break
                case .poundKeyword where tokenIs(0, "#else") || tokenIs(0, "#elseif") || tokenIs(0, "#endif"): break
                default:
                    if context == .switchCase, isAtCaseLabel() { break }
                    push(skipStatement("expected a line break or ';' before '\(text(0))'"))
                }
            }
        }
    }

    mutating func isAtCaseLabel() -> Bool {
        if at(.case) || (at(.default) && kind(1) == .colon) { return true }
        if at(.atSign), word(2) == .case || word(2) == .default { return true } // `@unknown default:`
        if at(.poundKeyword), tokenIs(0, "#if") { return isIfConfigOfCases() }
        return false
    }

    /// Whether the `#if` at the cursor wraps switch cases.
    func isIfConfigOfCases() -> Bool {
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
        guard index < count else { return false }
        return words[index] == .case || words[index] == .default || kinds[index] == .atSign
    }

    /// One statement or declaration. Returns -1 without consuming when nothing fits.
    mutating func parseStatement() -> Int32 {
        guard enter() else { return skipTooDeep() }
        defer { leave() }
        if startsDeclaration() { return parseDeclaration() }
        switch word() {
        case .if: return parseIf()
        case .guard: return parseGuard()
        case .switch: return parseSwitch()
        case .for: return parseFor()
        case .while: return parseWhile()
        case .repeat where kind(1) == .leftBrace: return parseRepeat()
        case .return: return parseKeywordAndOptionalExpression(.returnStmt)
        case .throw: return parseKeywordAndOptionalExpression(.throwStmt)
        case .defer: return parseKeywordAndBlock(.deferStmt)
        case .do where kind(1) == .leftBrace || kind(1) == .keyword: return parseDo()
        case .break, .continue:
            let start = position
            advance()
            if at(.identifier), !isLineStart() { advance() }
            return finish(.controlTransfer, start: start, mark: scratch.count, keyword: start)
        case .fallthrough:
            let start = position
            advance()
            return finish(.controlTransfer, start: start, mark: scratch.count, keyword: start)
        case .yield where !isLineStart(1) && kind(1) != .period && (kind(1) != .operator || !isLeftBound(1)):
            return parseKeywordAndOptionalExpression(.controlTransfer)
        case .discard where (kind(1) == .identifier || word(1) == .`self`) && !isLineStart(1):
            return parseKeywordAndOptionalExpression(.controlTransfer)
        case .then where !isLineStart(1) && kind(1) != .period && kind(1) != .operator && kind(1) != .colon:
            return parseKeywordAndOptionalExpression(.controlTransfer)
        default:
            break
        }
        if at(.poundKeyword) {
            if tokenIs(0, "#if") { return parseIfConfig(clauseContent: .statements) }
            if tokenIs(0, "#sourceLocation") {
                let start = position
                advance()
                if at(.leftParen) { skipBalanced() }
                return finish(.macroExpansion, start: start, mark: scratch.count, keyword: start)
            }
        }
        // `label: for ...`
        if at(.identifier), kind(1) == .colon, word(2).isOne(of: .for, .while, .repeat, .do, .if, .switch, .guard) {
            let start = position
            let mark = scratch.count
            advance(); advance()
            push(parseStatement())
            return finish(.labeledStmt, start: start, mark: mark, name: start)
        }
        return parseExpression()
    }

    mutating func parseKeywordAndOptionalExpression(_ kind: SyntaxKind) -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        if !atEnd, !isLineStart(), !at(.rightBrace), !at(.semicolon), !at(.rightParen),
           !(at(.case) || at(.default)) {
            push(parseExpression())
        }
        return finish(kind, start: start, mark: mark, keyword: start)
    }

    mutating func parseKeywordAndBlock(_ kind: SyntaxKind) -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        push(parseCodeBlock())
        return finish(kind, start: start, mark: mark, keyword: start)
    }

    /// `{ statements }`; reports a missing brace without consuming anything.
    mutating func parseCodeBlock(_ kind: SyntaxKind = .codeBlock) -> Int32 {
        guard at(.leftBrace) else {
            if !atEnd { reportError(from: position, "expected '{'") }
            return -1
        }
        guard enter() else { return skipTooDeep() }
        defer { leave() }
        let start = position
        let mark = scratch.count
        let savedCondition = inCondition
        let savedIfConfig = ifConfigDepth
        inCondition = false
        ifConfigDepth = 0
        advance()
        parseStatementList(context: .block)
        inCondition = savedCondition
        ifConfigDepth = savedIfConfig
        if !consume(.rightBrace) { reportMissing("'}'", opener: start) }
        return finish(kind, start: start, mark: mark)
    }

    mutating func reportMissing(_ what: String, opener: Int) {
        if let last = tree.errors.last, atEnd, last.range.upperBound >= bytes.count { return }
        let at = min(position, count - 1)
        let token = tree.tokens[Int(significant[at])]
        let offset = atEnd ? bytes.count : Int(token.start)
        let openerToken = tree.tokens[Int(significant[opener])]
        let where_ = openerToken.start
        appendError(ParseError(range: offset..<(atEnd ? offset : Int(token.end)),
                               message: "expected \(what) to close the group opened at byte \(where_)"), after: at)
    }

    // MARK: - Conditions

    /// `a, let b = c, case .x(let y) = z, #available(...)` up to the body's `{`.
    mutating func parseConditions() {
        let saved = inCondition
        inCondition = true
        defer { inCondition = saved }
        repeat {
            let start = position
            let mark = scratch.count
            if at(.poundKeyword) && (tokenIs(0, "#available") || tokenIs(0, "#unavailable")) {
                advance()
                if at(.leftParen) { skipBalanced() }
                push(finish(.condition, start: start, mark: mark, keyword: start))
            } else if at(.let) || at(.var) || at(.case) {
                let keyword = position
                advance()
                push(parseExpression(pattern: true))
                if at(.colon) { advance(); push(parseType()) } // `let x: T = v`, `case let x: [K: V] = v`
                if at(.operator), tokenIs(0, "=") {
                    advance()
                    push(parseExpression())
                }
                let nameIndex = words[keyword] == .case ? -1 : keyword + 1
                push(finish(.condition, start: start, mark: mark, name: nameIndex, keyword: keyword))
            } else {
                let expression = parseExpression()
                if expression < 0 { break }
                push(expression)
                push(finish(.condition, start: start, mark: mark))
            }
        } while consume(.comma)
    }

    mutating func parseIf() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        parseConditions()
        push(parseCodeBlock())
        if at(.else) {
            advance()
            if at(.if) {
                let branch = parseIf()
                nodes[Int(branch)].flags.insert(.elseBranch)
                push(branch)
            } else {
                let branch = parseCodeBlock()
                if branch >= 0 { nodes[Int(branch)].flags.insert(.elseBranch) }
                push(branch)
            }
        }
        return finish(.ifStmt, start: start, mark: mark, keyword: start)
    }

    mutating func parseGuard() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        parseConditions()
        if !consume(.else) { reportError(from: position, "expected 'else' in guard") }
        push(parseCodeBlock())
        return finish(.guardStmt, start: start, mark: mark, keyword: start)
    }

    mutating func parseWhile() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        parseConditions()
        push(parseCodeBlock())
        return finish(.whileStmt, start: start, mark: mark, keyword: start)
    }

    mutating func parseRepeat() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        push(parseCodeBlock())
        if consume(.while) {
            let saved = inCondition
            inCondition = true
            push(parseExpression())
            inCondition = saved
        }
        return finish(.repeatStmt, start: start, mark: mark, keyword: start)
    }

    mutating func parseFor() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        let saved = inCondition
        inCondition = true
        if at(.try) { advance() }
        if at(.await) { advance() }
        if at(.case) { advance() }
        push(parseExpression(pattern: true))
        if at(.colon) { advance(); push(parseType()) }
        if !consume(.in) { reportError(from: position, "expected 'in' in for loop") }
        push(parseExpression())
        if consume(.where) { push(parseExpression()) }
        inCondition = saved
        push(parseCodeBlock())
        return finish(.forStmt, start: start, mark: mark, keyword: start)
    }

    mutating func parseDo() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        if at(.throws) { advance(); if at(.leftParen) { skipBalanced() } }
        push(parseCodeBlock())
        while at(.catch) {
            let catchStart = position
            let catchMark = scratch.count
            advance()
            let saved = inCondition
            inCondition = true
            while !at(.leftBrace) && !atEnd {
                let before = position
                push(parseExpression(pattern: true))
                if consume(.where) { push(parseExpression()) }
                if !consume(.comma) { if position == before { break } else { continue } }
            }
            inCondition = saved
            push(parseCodeBlock())
            push(finish(.catchClause, start: catchStart, mark: catchMark, keyword: catchStart))
        }
        return finish(.doStmt, start: start, mark: mark, keyword: start)
    }

    mutating func parseSwitch() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        let saved = inCondition
        inCondition = true
        push(parseExpression())
        inCondition = saved
        guard at(.leftBrace) else {
            reportError(from: position, "expected '{' after switch subject")
            return finish(.switchStmt, start: start, mark: mark, keyword: start)
        }
        let savedIfConfig = ifConfigDepth
        ifConfigDepth = 0
        let open = position
        advance()
        parseSwitchCases()
        ifConfigDepth = savedIfConfig
        if !consume(.rightBrace) { reportMissing("'}'", opener: open) }
        return finish(.switchStmt, start: start, mark: mark, keyword: start)
    }

    mutating func parseSwitchCases() {
        while !atEnd && !at(.rightBrace) {
            if at(.poundKeyword) {
                if tokenIs(0, "#if") { push(parseIfConfig(clauseContent: .switchCases)); continue }
                if ifConfigDepth > 0 && (tokenIs(0, "#else") || tokenIs(0, "#elseif") || tokenIs(0, "#endif")) { return }
            }
            if at(.semicolon) { advance(); continue }
            if isAtCaseLabel() {
                push(parseSwitchCase())
            } else {
                push(skipStatement("expected 'case' or 'default' in switch"))
            }
        }
    }

    mutating func parseSwitchCase() -> Int32 {
        let start = position
        let mark = scratch.count
        if at(.atSign) { advance(); advance() } // @unknown
        let keyword = position
        if consume(.default) {
        } else if consume(.case) {
            let saved = inCondition
            inCondition = true
            repeat {
                let patternStart = position
                let patternMark = scratch.count
                push(parseExpression(pattern: true))
                if consume(.where) {
                    // The guard ends at `:`, so a trailing closure is allowed: `where list.contains { $0 == y }:`.
                    inCondition = false
                    push(parseExpression())
                    inCondition = true
                }
                push(finish(.casePattern, start: patternStart, mark: patternMark))
            } while consume(.comma)
            inCondition = saved
        }
        if !consume(.colon) {
            push(skipStatement("expected ':' after case label"))
        }
        parseStatementList(context: .switchCase)
        return finish(.switchCase, start: start, mark: mark, keyword: keyword)
    }

    // MARK: - #if

    enum ClauseContent { case statements, switchCases, postfix, attributes }

    /// `#if cond ... #elseif cond ... #else ... #endif`, each branch an `ifConfigClause`.
    mutating func parseIfConfig(clauseContent: ClauseContent, base: Int32 = -1) -> Int32 {
        guard enter() else {
            // Too deep: skip to the matching `#endif` as one error, keeping the base.
            let start = position
            var nesting = 0
            while !atEnd {
                if at(.poundKeyword), tokenIs(0, "#if") { nesting += 1 }
                if at(.poundKeyword), tokenIs(0, "#endif") { nesting -= 1; if nesting == 0 { advance(); break } }
                advance()
            }
            let skipped = unknownNode(from: start, "nesting is too deep to analyse")
            if base >= 0 {
                let mark = scratch.count
                push(base)
                push(skipped)
                return finish(.postfixIfConfig, start: start, mark: mark)
            }
            return skipped
        }
        defer { leave() }
        let start = position
        let mark = scratch.count
        push(base)
        ifConfigDepth += 1
        while !atEnd && (tokenIs(0, "#if") && position == start || tokenIs(0, "#elseif") || tokenIs(0, "#else")) {
            let clauseStart = position
            let clauseMark = scratch.count
            advance()
            if !tokenIs(-1, "#else") {
                let conditionStart = position
                skipDirectiveCondition()
                if isFalseVersionCheck(from: conditionStart) {
                    skipInactiveClause()
                    push(finish(.ifConfigClause, start: clauseStart, mark: clauseMark, name: clauseStart))
                    continue
                }
            }
            switch clauseContent {
            case .statements: parseStatementList(context: .block)
            case .switchCases: parseSwitchCases()
            case .postfix: parsePostfixClause()
            case .attributes: parseAttributes()
            }
            push(finish(.ifConfigClause, start: clauseStart, mark: clauseMark, name: clauseStart))
        }
        ifConfigDepth -= 1
        if !(at(.poundKeyword) && tokenIs(0, "#endif")) {
            reportMissing("'#endif'", opener: start)
        } else {
            advance()
        }
        return finish(clauseContent == .postfix ? .postfixIfConfig : .ifConfig, start: start, mark: mark, keyword: start)
    }

    /// The condition that ends here is `swift(OP VERSION)` or `compiler(OP VERSION)` (OP `>=` or `<`)
    /// and false for this toolchain (Swift 6.3). The compiler does not parse such a clause, which
    /// may hold another version's syntax; skipping one that a later compiler would parse only
    /// costs findings, never a false `parse_error`.
    func isFalseVersionCheck(from start: Int) -> Bool {
        let length = position - start
        guard length >= 4, kind(-length) == .identifier, kind(-length + 1) == .leftParen, kind(-1) == .rightParen else { return false }
        let name = token(-length)
        let nameBytes = bytes[Int(name.start)..<Int(name.start) + Int(name.length)]
        guard nameBytes.elementsEqual("swift".utf8) || nameBytes.elementsEqual("compiler".utf8) else { return false }
        let from = Int(token(-length + 2).start)
        let to = Int(token(-1).start)
        var index = from
        let lessThan: Bool
        if index + 1 < to, bytes[index] == UInt8(ascii: ">"), bytes[index + 1] == UInt8(ascii: "=") {
            lessThan = false
            index += 2
        } else if index < to, bytes[index] == UInt8(ascii: "<") {
            lessThan = true
            index += 1
        } else {
            return false
        }
        var components: [Int] = []
        var current: Int?
        while index < to {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): current = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "."):
                guard let value = current else { return false }
                components.append(value)
                current = nil
            case UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: return false
            }
            index += 1
        }
        guard let last = current, components.count < 5 else { return false }
        components.append(last)
        let toolchain = [6, 3]
        var atLeast = true  // toolchain >= components
        for position in 0..<max(components.count, toolchain.count) {
            let mine = position < toolchain.count ? toolchain[position] : 0
            let theirs = position < components.count ? components[position] : 0
            if mine != theirs { atLeast = mine > theirs; break }
        }
        return lessThan ? atLeast : !atLeast
    }

    /// Steps over an inactive clause's tokens up to its `#elseif`/`#else`/`#endif`, nested `#if`s included.
    mutating func skipInactiveClause() {
        var nesting = 0
        while !atEnd {
            if at(.poundKeyword) {
                if tokenIs(0, "#if") {
                    nesting += 1
                } else if tokenIs(0, "#endif") {
                    if nesting == 0 { return }
                    nesting -= 1
                } else if nesting == 0 && (tokenIs(0, "#else") || tokenIs(0, "#elseif")) {
                    return
                }
            }
            advance()
        }
    }

    /// A directive's condition ends at the end of its line (outside parentheses).
    mutating func skipDirectiveCondition() {
        var nesting = 0
        while !atEnd {
            if nesting == 0, isLineStart() { return }
            switch kind() {
            case .leftParen: nesting += 1
            case .rightParen: nesting -= 1
            default: break
            }
            advance()
        }
    }

    /// Inside a postfix `#if`: member accesses that continue the chain, e.g. `.gesture(drag)`.
    mutating func parsePostfixClause() {
        while at(.period) {
            let before = position
            push(parsePostfixExpression(allowImplicitBase: true))
            if position == before { break }
        }
        if !atEnd && !(at(.poundKeyword) && (tokenIs(0, "#else") || tokenIs(0, "#elseif") || tokenIs(0, "#endif"))) {
            push(skipStatement("unexpected '\(text(0))' in a postfix #if"))
            if !atEnd && !at(.poundKeyword) { parseStatementList(context: .block) }
        }
    }
}
