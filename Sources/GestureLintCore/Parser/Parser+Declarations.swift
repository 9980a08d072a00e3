/// Declarations: attributes, modifiers, types, functions, variables and the small ones.
extension Parser {
    /// Whether the cursor starts a declaration (attributes, modifiers or a declaration keyword).
    mutating func startsDeclaration() -> Bool {
        var offset = 0
        if kind(0) == .atSign {
            // `@unknown default:` is a case label, not a declaration (`@Ignored case x` in an enum is).
            return !((word(2) == .default || word(2) == .case) && tokenIs(1, "unknown"))
        }
        if kind(0) == .poundKeyword, tokenIs(0, "#if") { return isIfConfigOfAttributes() }
        while offset < 16 {
            let current = word(offset)
            if isDeclarationKeyword(offset) { return true }
            guard current.isModifier || current == .class || isUnknownModifier(offset) else { return false }
            // A contextual modifier must be followed by another modifier or a declaration keyword.
            if kind(offset + 1) == .leftParen {
                guard kind(offset + 3) == .rightParen else { return false }
                offset += 4
            } else {
                offset += 1
            }
            if current == .class && !(word(offset).isModifier || isDeclarationKeyword(offset)) {
                return isDeclarationKeyword(offset - 1)
            }
        }
        return false
    }

    /// An identifier right before a declaration keyword on the same line (`_local let`, new modifiers).
    @inline(__always)   // see `tokenIs`: a call from a mutating function copied the parser
    func isUnknownModifier(_ offset: Int) -> Bool {
        kind(offset) == .identifier && kind(offset + 1) == .keyword && !isLineStart(offset + 1)
            && word(offset + 1).isOne(of: .let, .var, .func, .struct, .class, .enum, .initKeyword, .subscript, .typealias)
    }

    @inline(__always)   // see `tokenIs`: a call from a mutating function copied the parser
    func isDeclarationKeyword(_ offset: Int) -> Bool {
        switch word(offset) {
        case .import, .struct, .class, .enum, .protocol, .extension, .typealias, .associatedtype, .func,
             .deinit, .subscript, .let, .var, .case, .precedencegroup:
            return kind(offset) == .keyword || word(offset) == .import
        case .initKeyword:
            return kind(offset) == .keyword && (kind(offset + 1) == .leftParen || kind(offset + 1) == .operator)
        case .actor, .macro:
            return kind(offset + 1) == .identifier && !isLineStart(offset + 1)
        case .operatorKeyword:
            return offset > 0
        default:
            return false
        }
    }

    mutating func parseDeclaration() -> Int32 {
        let start = position
        let mark = scratch.count
        parseAttributes()
        parseModifiers()
        let keyword = position
        switch word() {
        case .import:
            advance()
            if at(.struct) || at(.class) || at(.enum) || at(.protocol) || at(.func) || at(.let) || at(.var)
                || at(.typealias) { advance() }
            let name = position
            skipDottedName()
            return finish(.importDecl, start: start, mark: mark, name: name, keyword: keyword)
        case .struct, .class, .enum, .protocol, .extension, .actor:
            return parseTypeDeclaration(start: start, mark: mark)
        case .func, .initKeyword, .deinit, .subscript, .macro:
            return parseFunction(start: start, mark: mark)
        case .let, .var:
            return parseVariable(start: start, mark: mark)
        case .case:
            return parseEnumCase(start: start, mark: mark)
        case .typealias, .associatedtype:
            let kind: SyntaxKind = word() == .typealias ? .typealiasDecl : .associatedtypeDecl
            advance()
            let name = position
            if at(.identifier) || at(.keyword) { advance() }
            if at(.operator), firstByte() == UInt8(ascii: "<") { push(parseAngleSpan(.genericParameters)) }
            if at(.colon) { push(parseInheritance()) }
            if at(.operator), tokenIs(0, "=") { advance(); push(parseType()) }
            if at(.where) { push(parseWhereClause()) }
            return finish(kind, start: start, mark: mark, name: name, keyword: keyword)
        case .operatorKeyword, .precedencegroup:
            advance()
            let name = position
            if !atEnd, !isLineStart() { advance() }
            if at(.colon) { advance(); if at(.identifier) { advance() } }
            if at(.leftBrace) { skipBalanced() }
            return finish(.operatorDecl, start: start, mark: mark, name: name, keyword: keyword)
        default:
            if at(.pound) {
                // `@attr #macro(...)` as a declaration.
                push(parseExpression())
                return finish(.macroExpansion, start: start, mark: mark)
            }
            return unknownDeclaration(start: start, mark: mark)
        }
    }

    mutating func unknownDeclaration(start: Int, mark: Int) -> Int32 {
        push(skipStatement("expected a declaration"))
        return finish(.unknown, start: start, mark: mark)
    }

    mutating func skipDottedName() {
        while at(.identifier) || at(.keyword) || at(.operator) {
            advance()
            guard at(.period) else { return }
            advance()
        }
    }

    mutating func parseAttributes() {
        while at(.atSign) || at(.poundKeyword) && tokenIs(0, "#if") && isIfConfigOfAttributes() {
            if at(.poundKeyword) {
                push(parseIfConfig(clauseContent: .attributes))
                continue
            }
            let start = position
            let mark = scratch.count
            advance()
            var name = position
            if at(.identifier) || at(.keyword) { advance() }
            if at(.doubleColon), kind(1) == .identifier, isLeftBound() { advance(); name = position; advance() }
            // `@FocusState<Field?>.Binding`: generic arguments, then members.
            while true {
                if at(.period), kind(1) == .identifier, isLeftBound() {
                    advance(); advance()
                } else if at(.operator), firstByte() == UInt8(ascii: "<"), isLeftBound() {
                    push(parseAngleSpan(.genericArguments))
                } else {
                    break
                }
            }
            if at(.leftParen), isLeftBound() || hasSpacedAttributeArguments() {
                let argumentsStart = position
                skipBalanced()
                push(finish(.attributeArguments, start: argumentsStart, mark: scratch.count))
            }
            push(finish(.attribute, start: start, mark: mark, name: name))
        }
    }

    /// `@Environment (\.colorScheme) var scheme`: arguments after a space, which Swift accepts
    /// when a declaration follows them (elsewhere `@MainActor (Int) -> Void` is a type).
    mutating func hasSpacedAttributeArguments() -> Bool {
        guard !isLineStart() else { return false }
        var copy = self
        copy.skipBalanced()
        return copy.at(.atSign) || copy.startsDeclaration()
    }

    /// Whether the `#if` at the cursor holds only attributes in each clause
    /// (`#if objectFormat(MachO) @section("...") #else @section("...") #endif`), which then
    /// belong to the declaration after `#endif`.
    mutating func isIfConfigOfAttributes() -> Bool {
        var index = position
        var nesting = 0
        var sawAttribute = false
        let limit = min(count, position + 2048)
        while index < limit {
            switch kinds[index] {
            case .poundKeyword:
                let offset = index - position
                if tokenIs(offset, "#endif") {
                    nesting -= 1
                    index += 1
                    if nesting == 0 { return sawAttribute }
                    continue
                }
                if tokenIs(offset, "#if") {
                    nesting += 1
                } else if !(tokenIs(offset, "#else") || tokenIs(offset, "#elseif")) {
                    return false
                }
                index += 1
                // The directive's condition runs to the end of its line (`#else` has none).
                var parens = 0
                while index < limit, parens > 0 || !startsLine[index] {
                    if kinds[index] == .leftParen { parens += 1 } else if kinds[index] == .rightParen { parens -= 1 }
                    index += 1
                }
            case .atSign:
                guard index + 1 < limit, kinds[index + 1] == .identifier || kinds[index + 1] == .keyword else { return false }
                sawAttribute = true
                index += 2
                while index + 1 < limit, kinds[index] == .period, kinds[index + 1] == .identifier { index += 2 }
                if index < limit, kinds[index] == .leftParen, !startsLine[index] {
                    var parens = 0
                    repeat {
                        if kinds[index] == .leftParen { parens += 1 } else if kinds[index] == .rightParen { parens -= 1 }
                        index += 1
                    } while parens > 0 && index < limit
                }
            default:
                return false
            }
        }
        return false
    }

    mutating func parseModifiers() {
        while word().isModifier || (at(.class) && (word(1).isModifier || isDeclarationKeyword(1))) || isUnknownModifier(0) {
            if isDeclarationKeyword(0) && !at(.class) { return }
            if !(kind() == .keyword) && !isUnknownModifier(0) && !(word(1).isModifier || isDeclarationKeyword(1) || kind(1) == .leftParen
                                           || word(1) == .class) { return }
            let start = position
            advance()
            if at(.leftParen), kind(2) == .rightParen { advance(); advance(); advance() }
            push(finish(.modifier, start: start, mark: scratch.count, name: start))
        }
    }

    mutating func parseTypeDeclaration(start: Int, mark: Int) -> Int32 {
        let keyword = position
        advance()
        let name = position
        if word(-1) == .extension {
            push(parseType())
        } else if at(.identifier) || at(.keyword) {
            advance()
        } else {
            return unknownDeclaration(start: start, mark: mark)
        }
        if at(.operator), firstByte() == UInt8(ascii: "<") { push(parseAngleSpan(.genericParameters)) }
        if at(.colon) { push(parseInheritance()) }
        if at(.where) { push(parseWhereClause()) }
        if at(.leftBrace) {
            push(parseCodeBlock(.memberBlock))
        } else {
            reportError(from: position, "expected '{' in type declaration")
        }
        return finish(.typeDecl, start: start, mark: mark, name: name, keyword: keyword)
    }

    /// `: A, B & C` as `type` children.
    mutating func parseInheritance() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        repeat {
            let type = parseType()
            if type < 0 { break }
            push(type)
        } while consume(.comma)
        return finish(.inheritance, start: start, mark: mark)
    }

    /// `where A: B, C == D` up to the body; kept as a span.
    mutating func parseWhereClause() -> Int32 {
        let start = position
        advance()
        loop: while !atEnd {
            switch kind() {
            case .leftBrace, .rightBrace, .rightParen, .rightBracket, .semicolon:
                break loop
            case .leftParen, .leftBracket:
                skipBalanced()
                continue
            default:
                if isLineStart(), kind(-1) != .comma, kind(-1) != .colon, kind(-1) != .operator, word(-1) != .where {
                    break loop
                }
            }
            advance()
        }
        return finish(.whereClause, start: start, mark: scratch.count)
    }

    mutating func parseFunction(start: Int, mark: Int) -> Int32 {
        let keyword = position
        let introducer = word()
        advance()
        var name = keyword
        var fusedAngle = false
        if introducer == .func || introducer == .macro {
            name = position
            if at(.operator), endsInFusedAngle() {
                // `static func +=<S: Sequence>`: the lexer fused the generic clause's `<` into the name.
                fusedAngle = true
                advance()
            } else if at(.identifier) || at(.keyword) || at(.operator) { advance() }
            else if at(.period), kind(1) == .operator { advance() }
            else { return unknownDeclaration(start: start, mark: mark) }
        } else if introducer == .initKeyword, at(.operator), tokenIs(0, "?") || tokenIs(0, "!") {
            advance()
        }
        if fusedAngle {
            let angles = position
            if skipAngles(nesting: 1) {
                push(finish(.genericParameters, start: angles, mark: scratch.count))
            } else {
                push(unknownNode(from: angles, "unbalanced '<' in generic clause"))
            }
        } else if at(.operator), firstByte() == UInt8(ascii: "<") { push(parseAngleSpan(.genericParameters)) }
        if at(.leftParen) { push(parseParameterClause()) }
        skipEffects()
        if at(.operator), tokenIs(0, "->") {
            advance()
            push(parseType())
        }
        if at(.where) { push(parseWhereClause()) }
        if introducer == .macro, at(.operator), tokenIs(0, "=") {
            advance()
            push(parseExpression())
            if at(.where) { push(parseWhereClause()) }
        }
        if at(.leftBrace) {
            if introducer == .subscript, looksLikeAccessorBlock() {
                parseAccessorBlock()
            } else {
                push(parseCodeBlock())
            }
        }
        return finish(.functionDecl, start: start, mark: mark, name: name, keyword: keyword)
    }

    /// An operator name such as `+=<` or `||<` followed by a generic parameter: Swift's lexer
    /// splits the `<` off after `func` (`func ==<T>(...)`), ours keeps one token.
    func endsInFusedAngle() -> Bool {
        let token = self.token()
        guard token.length > 1, bytes[Int(token.end) - 1] == UInt8(ascii: "<") else { return false }
        return (kind(1) == .identifier || kind(1) == .keyword) && isRightBound()
    }

    mutating func skipEffects() {
        while at(.async) || at(.throws) || at(.rethrows) || (at(.identifier) && tokenIs(0, "reasync")) {
            advance()
            // A typed throw, `throws(E)` or `throws (E)`.
            if word(-1) == .throws, at(.leftParen), !isLineStart() { skipBalanced() }
        }
    }

    mutating func parseParameterClause() -> Int32 {
        let start = position
        let mark = scratch.count
        advance()
        let saved = inCondition
        inCondition = false
        while !atEnd && !at(.rightParen) {
            let before = position
            push(parseParameter())
            if !consume(.comma) && !at(.rightParen) {
                push(skipUntilListEnd(closer: .rightParen, "unexpected '\(text(0))' in parameter list"))
            }
            if position == before { break }
        }
        inCondition = saved
        if !consume(.rightParen) { reportMissing("')'", opener: start) }
        return finish(.parameterClause, start: start, mark: mark)
    }

    /// `label name: Type = default`, or `Type` alone (enum associated values).
    mutating func parseParameter() -> Int32 {
        let start = position
        let mark = scratch.count
        parseAttributes()
        var name = -1
        let isName: (Parser, Int) -> Bool = { parser, offset in
            parser.kind(offset) == .identifier || parser.kind(offset) == .keyword
        }
        if isName(self, 0), kind(1) == .colon {
            name = position
            advance()
        } else if isName(self, 0), isName(self, 1), kind(2) == .colon {
            advance()
            name = position
            advance()
        }
        if name >= 0 { advance() } // the colon
        push(parseType())
        if at(.operator), tokenIs(0, "...") { advance() }
        if at(.operator), tokenIs(0, "=") {
            advance()
            push(parseExpression())
        }
        return finish(.parameter, start: start, mark: mark, name: name)
    }

    /// Skips to the next `,` or `closer` at this level, as one error.
    mutating func skipUntilListEnd(closer: TokenKind, _ message: String) -> Int32 {
        let start = position
        while !atEnd && !at(.comma) && !at(closer) {
            switch kind() {
            case .leftParen, .leftBracket, .leftBrace: skipBalanced()
            case .rightParen, .rightBracket, .rightBrace: return unknownNode(from: start, message)
            default: advance()
            }
        }
        return unknownNode(from: start, message)
    }

    mutating func parseVariable(start: Int, mark: Int) -> Int32 {
        let keyword = position
        advance()
        repeat {
            let bindingStart = position
            let bindingMark = scratch.count
            let name = at(.identifier) || at(.keyword) ? position : -1
            let pattern = parseExpression(pattern: true)
            if pattern < 0 {
                push(skipStatement("expected a name after '\(words[keyword] == .let ? "let" : "var")'"))
                break
            }
            push(pattern)
            if at(.colon) {
                advance()
                push(parseType())
            }
            if at(.operator), tokenIs(0, "=") {
                advance()
                push(parseExpression())
            }
            if at(.leftBrace) { parseAccessorBlock() }
            push(finish(.patternBinding, start: bindingStart, mark: bindingMark, name: name))
        } while consume(.comma)
        return finish(.variableDecl, start: start, mark: mark, keyword: keyword)
    }

    mutating func looksLikeAccessorBlock() -> Bool {
        var offset = 1
        while kind(offset) == .atSign {
            offset += 2
            while kind(offset) == .period { offset += 2 }
            if kind(offset) == .leftParen {
                var nesting = 0
                repeat {
                    if kind(offset) == .leftParen { nesting += 1 } else if kind(offset) == .rightParen { nesting -= 1 }
                    offset += 1
                } while nesting > 0 && position + offset < count
            }
        }
        if word(offset) == .mutating || word(offset) == .nonmutating || word(offset) == .`internal`
            || word(offset) == .private || word(offset) == .fileprivate || word(offset) == .public
            || word(offset) == .consuming || word(offset) == .borrowing || word(offset) == .underscoreConsuming { offset += 1 }
        if isYieldingAccessor(offset) { offset += 1 }
        guard word(offset).isAccessor || (word(offset) == .initKeyword && kind(offset) == .keyword) else { return false }
        switch kind(offset + 1) {
        case .leftBrace, .rightBrace, .leftParen, .atSign: return true
        default: return word(offset + 1).isAccessor || word(offset + 1) == .async || word(offset + 1) == .throws
                     || word(offset + 1) == .mutating || word(offset + 1) == .nonmutating
        }
    }

    /// `yielding borrow`, `yielding mutate` (coroutine accessors).
    func isYieldingAccessor(_ offset: Int) -> Bool {
        kind(offset) == .identifier && tokenIs(offset, "yielding") && word(offset + 1).isOne(of: .borrow, .mutate)
    }

    /// `{ get set }`, `{ get { } set(v) { } }`, `{ willSet { } didSet { } }`, or a getter's statements.
    mutating func parseAccessorBlock() {
        guard looksLikeAccessorBlock() else {
            let start = position
            let mark = scratch.count
            push(parseCodeBlock())
            push(finish(.accessor, start: start, mark: mark))
            return
        }
        let open = position
        advance()
        while !atEnd && !at(.rightBrace) {
            let start = position
            let mark = scratch.count
            parseAttributes()
            parseModifiers()
            while word().isOne(of: .mutating, .nonmutating, .borrowing, .consuming, .underscoreConsuming) { advance() }
            if isYieldingAccessor(0) { advance() }
            let name = position
            guard word().isAccessor || word() == .initKeyword else {
                push(skipStatement("expected an accessor"))
                continue
            }
            advance()
            if at(.leftParen) { skipBalanced() }
            skipEffects()
            if at(.leftBrace) { push(parseCodeBlock()) }
            push(finish(.accessor, start: start, mark: mark, name: name))
            _ = consume(.semicolon)
        }
        if !consume(.rightBrace) { reportMissing("'}'", opener: open) }
    }

    mutating func parseEnumCase(start: Int, mark: Int) -> Int32 {
        let keyword = position
        advance()
        repeat {
            let elementStart = position
            let elementMark = scratch.count
            let name = position
            guard at(.identifier) || at(.keyword) else { break }
            advance()
            if at(.leftParen) { push(parseParameterClause()) }
            if at(.operator), tokenIs(0, "=") {
                advance()
                push(parseExpression())
            }
            push(finish(.enumCaseElement, start: elementStart, mark: elementMark, name: name))
        } while consume(.comma)
        return finish(.enumCaseDecl, start: start, mark: mark, keyword: keyword)
    }
}
