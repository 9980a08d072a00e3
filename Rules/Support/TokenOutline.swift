import GestureLintCore

/// A light outline of one file over its significant tokens: matched brackets, the innermost
/// enclosing bracket of every token, statement starts, attributes and what each `{` belongs to.
/// `gesture_api_availability` uses it to find the guards around a type-name token
/// (`if #available`, `guard #available`, `@available(...)` including `unavailable` and the long
/// form, `#if os(...)`), which the model's `AvailabilityResolver` does not cover fully yet.
/// Every index below is an index into `sig` (significant tokens).
struct TokenOutline {
    let file: SourceFile
    let tokens: [Token]
    /// Indices into `tokens` of the tokens that are not trivia.
    let sig: [Int]
    /// For a bracket, the index of its partner; otherwise -1.
    let match: [Int]
    /// The innermost open bracket enclosing each token, or -1 at file level.
    let parent: [Int]
    /// Whether a line break (or a comment spanning lines) separates a token from the previous one.
    let lineBreakBefore: [Bool]
    /// For each `#if`/`#elseif`/`#else`/`#endif`, the index of the last token on its line.
    let directiveLineEnd: [Int: Int]
    /// Whether a token belongs to a `#if`/`#else`/`#endif` line.
    let inDirectiveLine: [Bool]

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
        var sig: [Int] = []
        var lineBreakBefore: [Bool] = []
        var sawBreak = false
        for (index, token) in tokens.enumerated() {
            if token.kind.isTrivia {
                if token.kind == .newline { sawBreak = true }
                if token.kind == .blockComment || token.kind == .docBlockComment {
                    // A line comment is followed by a newline token; block comments may span lines.
                    if file.text(token.range).contains("\n") { sawBreak = true }
                }
                continue
            }
            sig.append(index)
            lineBreakBefore.append(sawBreak)
            sawBreak = false
        }
        var match = [Int](repeating: -1, count: sig.count)
        var parent = [Int](repeating: -1, count: sig.count)
        var stack: [Int] = []
        var directiveLineEnd: [Int: Int] = [:]
        for position in 0..<sig.count {
            parent[position] = stack.last ?? -1
            let kind = tokens[sig[position]].kind
            switch kind {
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(position)
            case .rightParen, .rightBracket, .rightBrace:
                let open: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                if let top = stack.lastIndex(where: { tokens[sig[$0]].kind == open }) {
                    match[stack[top]] = position
                    match[position] = stack[top]
                    stack.removeSubrange(top...)
                }
                parent[position] = stack.last ?? -1
            default:
                break
            }
        }
        // Directive lines: `#if cond`, `#else`, `#endif` run to the end of their line.
        var inDirectiveLine = [Bool](repeating: false, count: sig.count)
        var position = 0
        while position < sig.count {
            if tokens[sig[position]].kind == .poundKeyword {
                let word = file.text(tokens[sig[position]].range)
                if word == "#if" || word == "#elseif" || word == "#else" || word == "#endif" {
                    var end = position
                    while end + 1 < sig.count, !lineBreakBefore[end + 1] { end += 1 }
                    directiveLineEnd[position] = end
                    for covered in position...end { inDirectiveLine[covered] = true }
                    position = end
                }
            }
            position += 1
        }
        self.sig = sig
        self.match = match
        self.parent = parent
        self.lineBreakBefore = lineBreakBefore
        self.directiveLineEnd = directiveLineEnd
        self.inDirectiveLine = inDirectiveLine
    }

    var count: Int { sig.count }

    func token(_ position: Int) -> Token { tokens[sig[position]] }
    func kind(_ position: Int) -> TokenKind {
        position >= 0 && position < sig.count ? tokens[sig[position]].kind : .unknown
    }
    func text(_ position: Int) -> String { file.text(token(position).range) }
    func isWord(_ position: Int, _ word: String) -> Bool {
        guard position >= 0, position < sig.count else { return false }
        let kind = kind(position)
        return (kind == .identifier || kind == .keyword) && token(position).length == word.utf8.count
            && text(position) == word
    }

    /// Whether a token's length is one of `lengths` (a cheap filter before comparing text).
    func hasLength(_ position: Int, in lengths: Set<Int>) -> Bool {
        lengths.contains(token(position).length)
    }
    func isWord(_ position: Int, in words: Set<String>) -> Bool {
        guard position >= 0, position < sig.count else { return false }
        let kind = kind(position)
        return (kind == .identifier || kind == .keyword) && words.contains(text(position))
    }
    func isOperator(_ position: Int, _ text: String) -> Bool {
        kind(position) == .operator && self.text(position) == text
    }
    func range(_ position: Int) -> Range<Int> { token(position).range }

    /// The position of the significant token that starts at a byte offset.
    func position(ofByteOffset offset: Int) -> Int? {
        var low = 0, high = sig.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let start = Int(tokens[sig[middle]].start)
            if start == offset { return middle }
            if start < offset { low = middle + 1 } else { high = middle - 1 }
        }
        return low < sig.count ? low : nil
    }

    /// Enclosing open brackets from the innermost outwards.
    func ancestors(of position: Int) -> [Int] {
        var result: [Int] = []
        var current = parent[position]
        while current >= 0 {
            result.append(current)
            current = parent[current]
        }
        return result
    }

    // MARK: Statements

    static let declarationKeywords: Set<String> = [
        "func", "init", "deinit", "subscript", "struct", "class", "enum", "extension", "protocol",
        "actor", "var", "let", "typealias", "macro",
    ]
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "final", "override",
        "nonisolated", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "required",
        "convenience", "indirect", "package", "isolated", "consuming", "borrowing",
    ]
    static let controlKeywords: Set<String> = [
        "if", "guard", "while", "for", "switch", "do", "catch", "repeat", "defer", "else",
    ]

    /// Whether the tokens before `position` end an attribute (`@Name` or `@Name(...)`).
    private func attributeEnds(at position: Int) -> Int? {
        if kind(position) == .identifier, kind(position - 1) == .atSign { return position - 1 }
        if kind(position) == .rightParen, match[position] > 1,
           kind(match[position] - 1) == .identifier, kind(match[position] - 2) == .atSign {
            return match[position] - 2
        }
        return nil
    }

    /// Whether a line break between `previous` and `next` continues one statement.
    private func continues(from previous: Int, to next: Int) -> Bool {
        let nextKind = kind(next)
        if nextKind == .period || nextKind == .leftBrace { return true }
        if nextKind == .operator { return !["!", "&", "-", "...", "..<"].contains(text(next)) }
        if nextKind == .colon { return true }
        if isWord(next, "else") || isWord(next, "where") { return true }
        let previousKind = kind(previous)
        if previousKind == .operator || previousKind == .comma || previousKind == .colon
            || previousKind == .leftParen || previousKind == .leftBracket || previousKind == .atSign
            || previousKind == .period {
            return true
        }
        if isWord(previous, "return") || isWord(previous, "try") || isWord(previous, "await") { return true }
        if attributeEnds(at: previous) != nil { return true }
        if Self.declarationModifiers.contains(text(previous)), kind(previous) == .keyword || kind(previous) == .identifier,
           isWord(next, in: Self.declarationKeywords) || isWord(next, in: Self.declarationModifiers) {
            return true
        }
        return false
    }

    /// The first token of the statement (or declaration, attributes included) containing
    /// `position` within its enclosing bracket.
    func statementStart(of position: Int) -> Int {
        let scope = parent[position]
        // Inside ( ) or [ ] the "statement" is the whole bracket content.
        var current = position
        while true {
            var previous = current - 1
            if previous <= scope { return current }
            if inDirectiveLine[previous] { return current }
            if kind(previous) == .semicolon { return current }
            if isWord(previous, "in"), kind(scope) == .leftBrace, parent[previous] == scope,
               isClosureSignatureEnd(previous, scope: scope) {
                return current
            }
            if lineBreakBefore[current], !continues(from: previous, to: current) { return current }
            if kind(previous) == .rightParen || kind(previous) == .rightBracket || kind(previous) == .rightBrace {
                if match[previous] >= 0 { previous = match[previous] }
            }
            // A `}` that closes the previous statement on the same line (`} else {` continues).
            if kind(current - 1) == .rightBrace, !isWord(current, "else"), !isWord(current, "catch"),
               kind(current) != .period, kind(current) != .leftBrace, kind(current) != .colon,
               !(kind(current) == .identifier && kind(current + 1) == .colon) {
                return current
            }
            current = previous
        }
    }

    /// Whether `in` at `position` ends the signature of the closure opened at `scope`.
    private func isClosureSignatureEnd(_ position: Int, scope: Int) -> Bool {
        // `for x in xs` has a `for` before it in the same scope on the same statement.
        var probe = position - 1
        while probe > scope {
            if isWord(probe, "for") { return false }
            if lineBreakBefore[probe + 1] && probe + 1 != position { break }
            probe -= 1
        }
        return true
    }

    /// The attribute names and argument ranges (`@available(...)`) leading a declaration.
    func attributes(startingAt start: Int) -> [(name: String, arguments: Range<Int>?)] {
        var result: [(String, Range<Int>?)] = []
        var position = start
        while position < count {
            if kind(position) == .atSign, kind(position + 1) == .identifier {
                let name = text(position + 1)
                if kind(position + 2) == .leftParen, match[position + 2] > 0, !lineBreakBefore[position + 2] {
                    result.append((name, (position + 3)..<match[position + 2]))
                    position = match[position + 2] + 1
                } else {
                    result.append((name, nil))
                    position += 2
                }
            } else if isWord(position, in: Self.declarationModifiers), kind(position + 1) != .period {
                position += 1
                if kind(position) == .leftParen, match[position] > 0 { position = match[position] + 1 }
            } else {
                break
            }
        }
        return result
    }

    /// The first token after a statement's attributes and modifiers.
    func keywordPosition(ofStatementAt start: Int) -> Int {
        var position = start
        while position < count {
            if kind(position) == .atSign, kind(position + 1) == .identifier {
                position += 2
                if kind(position) == .leftParen, !lineBreakBefore[position], match[position] > 0 {
                    position = match[position] + 1
                }
            } else if isWord(position, in: Self.declarationModifiers), kind(position + 1) != .period,
                      kind(position + 1) != .colon, kind(position + 1) != .operator {
                position += 1
                if kind(position) == .leftParen, match[position] > 0 { position = match[position] + 1 }
            } else {
                return position
            }
        }
        return position
    }

    // MARK: What a brace belongs to

    enum BraceOwner: Equatable {
        /// A trailing or argument closure of the call whose callee name is at `callee`.
        case call(callee: Int)
        /// The body of a declaration whose keyword (`func`, `var`, `struct` ...) is at `keyword`.
        case declaration(keyword: Int, statement: Int)
        /// The body of a control statement (`if`, `guard`, `for` ...) starting at `statement`.
        case control(keyword: Int, statement: Int)
        /// A closure that is not a call's (`let action = { }`), or an accessor.
        case other
    }

    func owner(ofBrace brace: Int) -> BraceOwner {
        let previous = brace - 1
        if previous < 0 { return .other }
        // `} label: {` and `action: {`.
        if kind(previous) == .colon, kind(previous - 1) == .identifier {
            if kind(previous - 2) == .rightBrace, match[previous - 2] >= 0 {
                return owner(ofBrace: match[previous - 2])
            }
            let scope = parent[brace]
            if scope >= 0, kind(scope) == .leftParen, let callee = calleeName(beforeOpen: scope) {
                return .call(callee: callee)
            }
            return .other
        }
        let start = statementStart(of: brace)
        let keyword = keywordPosition(ofStatementAt: start)
        if isWord(previous, "else") || isWord(previous, "do") || isWord(previous, "repeat") || isWord(previous, "defer") {
            return .control(keyword: previous, statement: start)
        }
        if isWord(keyword, in: Self.controlKeywords) {
            return .control(keyword: keyword, statement: start)
        }
        if isWord(keyword, in: ["func", "init", "deinit", "subscript", "struct", "class", "enum", "extension",
                                "protocol", "actor", "macro"]) {
            return .declaration(keyword: keyword, statement: start)
        }
        if isWord(keyword, in: ["var", "let"]) {
            var hasAssignment = false
            var position = keyword + 1
            while position < brace {
                if isOperator(position, "=") { hasAssignment = true; break }
                if match[position] > position { position = match[position] }
                position += 1
            }
            if !hasAssignment { return .declaration(keyword: keyword, statement: start) }
        }
        if isWord(previous, in: ["get", "set", "willSet", "didSet", "_modify", "_read"]) { return .other }
        if kind(previous) == .rightParen, let callee = calleeName(beforeOpen: match[previous]) {
            return .call(callee: callee)
        }
        if kind(previous) == .identifier, kind(previous - 1) != .keyword || isWord(previous - 1, "self") {
            return .call(callee: previous)
        }
        if kind(previous) == .operator, text(previous) == ">", let open = genericOpen(endingAt: previous),
           kind(open - 1) == .identifier {
            return .call(callee: open - 1)
        }
        return .other
    }

    /// The `<` matching a `>` in a short generic argument list (`ScrollViewReader<Content>`).
    private func genericOpen(endingAt close: Int) -> Int? {
        var position = close - 1
        while position > close - 12, position > 0 {
            if isOperator(position, "<") { return position }
            position -= 1
        }
        return nil
    }

    /// The callee name before an opening parenthesis (`HStack(` → `HStack`), if it is a call.
    func calleeName(beforeOpen open: Int) -> Int? {
        guard open > 0, !lineBreakBefore[open] else { return nil }
        let previous = open - 1
        if kind(previous) == .identifier || isWord(previous, "init") { return previous }
        if isOperator(previous, ">"), let generic = genericOpen(endingAt: previous), kind(generic - 1) == .identifier {
            return generic - 1
        }
        return nil
    }

}
