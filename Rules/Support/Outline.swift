import Foundation
import GestureLintCore

/// A light structural reading of one file for the attachment- and chain-centric rules:
/// declarations (types, members, locals), postfix chains (`Base(args) { content }.a(...).b { }`
/// including postfix `#if` clauses), call arguments and closures with their statements.
///
/// Positions are indices into `sig`, the file's significant (non-trivia) tokens.
/// It never fails: anything it does not understand is skipped token by token.
final class Outline {
    let file: SourceFile
    let tokens: [Token]
    /// Token indices of the non-trivia tokens.
    private(set) var sig: [Int] = []
    private(set) var kinds: [TokenKind] = []
    /// Text of words, operators, numbers and pound keywords; "" for punctuation and strings.
    private(set) var words: [String] = []
    /// Whether a line break (or a comment holding one) precedes the significant token.
    private(set) var startsLine: [Bool] = []
    /// Whether trivia precedes the significant token.
    private(set) var spaceBefore: [Bool] = []
    /// For an opening bracket, the index of its closing bracket (or `sig.count` when unclosed).
    private(set) var match: [Int] = []
    /// For an `#if`, the indices of its `#elseif`/`#else` and the `#endif` (last).
    private(set) var ifConfigParts: [Int: [Int]] = [:]

    private(set) var types: [TypeDecl] = []
    private(set) var chains: [Chain] = []
    private(set) var closures: [Closure] = []
    /// Names of functions declared anywhere in the file.
    private(set) var declaredFunctions: Set<String> = []
    /// Names of types (and protocols, typealiases) declared in the file.
    private(set) var declaredTypes: Set<String> = []
    let root: Scope
    private var nextIfConfigID = 0
    /// Current bracket nesting while parsing; deeper regions are skipped (never a stack overflow
    /// on pathological input; real view code stays far below the limit).
    private var nesting = 0
    private static let nestingLimit = 48

    /// Declarations of every linted file: types and functions the project declares itself.
    let project: ProjectIndex

    init(analysis: FileAnalysis, project: ProjectIndex = .empty) {
        self.project = project
        file = analysis.file
        tokens = analysis.tokens
        root = Scope(kind: .file, parent: nil)
        index()
        parseStatements(0, sig.count, root, clauses: [])
    }

    /// Every scope, owned here: chains and child scopes refer to scopes weakly.
    private var scopes: [Scope] = []

    private func newScope(_ kind: Scope.Kind, _ parent: Scope) -> Scope {
        let scope = Scope(kind: kind, parent: parent)
        scopes.append(scope)
        return scope
    }

    // MARK: - Token access

    func word(_ i: Int) -> String { i >= 0 && i < words.count ? words[i] : "" }
    func kind(_ i: Int) -> TokenKind? { i >= 0 && i < kinds.count ? kinds[i] : nil }
    func token(_ i: Int) -> Token { tokens[sig[i]] }
    func range(_ i: Int) -> Range<Int> { token(i).range }
    func line(_ i: Int) -> Int { file.location(of: token(i).range.lowerBound).line }
    func isWord(_ i: Int, _ text: String) -> Bool {
        guard let k = kind(i), k == .identifier || k == .keyword else { return false }
        return words[i] == text
    }
    func isOperator(_ i: Int, _ text: String) -> Bool { kind(i) == .operator && words[i] == text }
    /// The closing bracket of an opening bracket at `i`.
    func close(_ i: Int) -> Int { i < match.count && match[i] >= 0 ? match[i] : i }

    private func index() {
        var trivia = false
        var lineBreak = false
        for (position, token) in tokens.enumerated() {
            if token.kind.isTrivia {
                trivia = true
                if token.kind == .newline { lineBreak = true }
                if token.kind.isComment, file.bytes[token.range].contains(0x0A) { lineBreak = true }
                continue
            }
            sig.append(position)
            kinds.append(token.kind)
            switch token.kind {
            case .identifier, .keyword, .operator, .integer, .float, .poundKeyword:
                words.append(file.text(token.range))
            default:
                words.append("")
            }
            startsLine.append(lineBreak || sig.count == 1)
            spaceBefore.append(trivia)
            trivia = false
            lineBreak = false
        }
        match = Array(repeating: -1, count: sig.count)
        var stack: [Int] = []
        var ifStack: [Int] = []
        for i in 0..<sig.count {
            switch kinds[i] {
            case .leftParen, .leftBrace, .leftBracket:
                stack.append(i)
            case .rightParen, .rightBrace, .rightBracket:
                let opening: TokenKind = kinds[i] == .rightParen ? .leftParen : kinds[i] == .rightBrace ? .leftBrace : .leftBracket
                // Look a few levels down only: a stray closer must not make matching quadratic.
                let lowest = max(0, stack.count - 8)
                if let found = stack[lowest...].lastIndex(where: { kinds[$0] == opening }) {
                    for unclosed in stack[(found + 1)...] { match[unclosed] = i }
                    match[stack[found]] = i
                    stack.removeSubrange(found...)
                }
            case .poundKeyword:
                switch words[i] {
                case "#if": ifStack.append(i); ifConfigParts[i] = []
                case "#elseif", "#else": if let open = ifStack.last { ifConfigParts[open]?.append(i) }
                case "#endif": if let open = ifStack.popLast() { ifConfigParts[open]?.append(i) }
                default: break
                }
            default: break
            }
        }
        for unclosed in stack { match[unclosed] = sig.count }
        for open in ifStack { ifConfigParts[open]?.append(sig.count) }
    }

    // MARK: - Statements and declarations

    private static let declModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "nonisolated", "convenience", "required",
        "dynamic", "indirect", "optional", "class", "isolated", "package", "consuming", "borrowing",
        "distributed", "prefix", "postfix", "infix",
    ]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    private static let declStarters: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "func", "init", "var", "let",
        "subscript", "typealias", "associatedtype", "case", "deinit", "macro",
    ]

    /// Parses statements in `[start, end)` into `scope`.
    private func parseStatements(_ start: Int, _ end: Int, _ scope: Scope, clauses: [Clause]) {
        guard nesting < Self.nestingLimit else { return }
        nesting += 1
        defer { nesting -= 1 }
        var i = start
        while i < end {
            let before = i
            i = parseStatement(i, end, scope, clauses: clauses)
            if i <= before { i = before + 1 }
        }
    }

    /// Skips tokens up to the end of the current statement (a line break at depth 0).
    private func skipToStatementEnd(_ i: Int, _ end: Int) -> Int {
        var j = i
        while j < end {
            if j > i, startsLine[j] { return j }
            if kinds[j] == .rightBrace { return j }
            if kinds[j] == .leftParen || kinds[j] == .leftBracket || kinds[j] == .leftBrace { j = close(j) + 1; continue }
            j += 1
        }
        return j
    }

    private func parseStatement(_ i: Int, _ end: Int, _ scope: Scope, clauses: [Clause]) -> Int {
        guard let k = kind(i) else { return end }
        let w = words[i]
        switch k {
        case .semicolon, .rightBrace, .rightParen, .rightBracket, .comma:
            return i + 1
        case .atSign:
            // Attribute: `@Name`, `@Name.Member`, `@Name(args)`, `@Name<T>`.
            var j = i + 1
            if kind(j) == .identifier || kind(j) == .keyword { j += 1 }
            while kind(j) == .period, kind(j + 1) == .identifier { j += 2 }
            if kind(j) == .leftParen, !spaceBefore[j] { j = close(j) + 1 }
            return j
        case .poundKeyword where w == "#if":
            return parseIfConfigStatements(i, end, scope, clauses: clauses)
        case .poundKeyword:
            return skipToStatementEnd(i, end)
        case .keyword, .identifier:
            if Self.declModifiers.contains(w), let next = kind(i + 1), next == .keyword || next == .identifier || next == .leftParen {
                let nextWord = word(i + 1)
                if kind(i + 1) == .leftParen, w != "class" {
                    // `private(set)`, `unowned(unsafe)`
                    let after = close(i + 1) + 1
                    if Self.declStarters.contains(word(after)) || Self.declModifiers.contains(word(after)) { return after }
                } else if Self.declStarters.contains(nextWord) || Self.declModifiers.contains(nextWord) {
                    if w == "class" && !Self.declStarters.contains(nextWord) && !Self.declModifiers.contains(nextWord) { break }
                    return i + 1
                }
            }
            if Self.typeKeywords.contains(w), kind(i + 1) == .identifier || kind(i + 1) == .keyword,
               k == .keyword || w == "actor" {
                return parseTypeDecl(i, end, scope, clauses: clauses)
            }
            switch w {
            case "import", "typealias", "associatedtype", "precedencegroup", "operator":
                if w == "typealias", kind(i + 1) == .identifier { declaredTypes.insert(words[i + 1]) }
                return skipToStatementEnd(i, end)
            case "func", "init", "subscript", "deinit":
                return parseFunctionDecl(i, end, scope, clauses: clauses)
            case "var", "let":
                return parseVariableDecl(i, end, scope, clauses: clauses)
            case "if", "guard", "while", "for", "switch":
                return parseControlStatement(i, end, scope, clauses: clauses)
            case "else", "repeat", "do", "defer":
                var j = i + 1
                if kind(j) == .leftBrace {
                    parseBlock(j, scope, clauses: clauses)
                    j = close(j) + 1
                    if w == "repeat", isWord(j, "while") { return skipToStatementEnd(j, end) }
                    return j
                }
                return j
            case "catch":
                var j = i + 1
                while j < end, kinds[j] != .leftBrace { j += 1 }
                if j < end { parseBlock(j, scope, clauses: clauses); return close(j) + 1 }
                return j
            case "case", "default":
                if scope.kind == .type {
                    // enum case declarations
                    return skipToStatementEnd(i, end)
                }
                // `case pattern:` labels inside a switch
                var j = i + 1
                while j < end {
                    if kinds[j] == .colon { return j + 1 }
                    if kinds[j] == .leftParen || kinds[j] == .leftBracket { j = close(j) + 1; continue }
                    if kinds[j] == .leftBrace || kinds[j] == .rightBrace { return j }
                    j += 1
                }
                return j
            case "return":
                if i + 1 < end, !startsLine[i + 1], kinds[i + 1] != .rightBrace {
                    let (expr, next) = parseExpression(i + 1, end, scope, clauses: clauses, trailing: true)
                    if let expr { scope.returns.append(expr); scope.viewExpressions.append(expr) }
                    return next
                }
                return i + 1
            case "throw", "break", "continue", "fallthrough":
                return skipToStatementEnd(i, end)
            default:
                break
            }
        default:
            break
        }
        let (expr, next) = parseExpression(i, end, scope, clauses: clauses, trailing: true)
        if let expr {
            scope.viewExpressions.append(expr)
            scope.statements.append(expr)
        }
        return next
    }

    private func parseIfConfigStatements(_ i: Int, _ end: Int, _ scope: Scope, clauses: [Clause]) -> Int {
        let parts = (ifConfigParts[i] ?? []).filter { $0 < end }
        let id = nextIfConfigID
        nextIfConfigID += 1
        var starts = [i] + parts.dropLast()
        if parts.isEmpty { starts = [i] }
        let endIf = parts.last ?? end
        for (index, directive) in starts.enumerated() {
            let clauseEnd = index + 1 < starts.count ? starts[index + 1] : endIf
            var bodyStart = directive + 1
            if word(directive) != "#else" {
                while bodyStart < clauseEnd, !startsLine[bodyStart] {
                    if kinds[bodyStart] == .leftParen { bodyStart = close(bodyStart) + 1 } else { bodyStart += 1 }
                }
            }
            parseStatements(bodyStart, clauseEnd, scope, clauses: clauses + [Clause(id: id, index: index)])
        }
        return min(endIf + 1, max(end, i + 1))
    }

    private func parseTypeDecl(_ i: Int, _ end: Int, _ scope: Scope, clauses: [Clause]) -> Int {
        let keyword = words[i]
        var j = i + 1
        let nameIndex = j
        var name = words[j]
        j += 1
        while kind(j) == .period, kind(j + 1) == .identifier { name = words[j + 1]; j += 2 }
        let decl = TypeDecl(keyword: keyword, name: name, nameIndex: nameIndex)
        if keyword != "extension" { declaredTypes.insert(name) }
        // Generic parameters.
        if isOperator(j, "<") || word(j).hasPrefix("<") { j = skipAngles(j, end) }
        // Inheritance and where clause.
        if kind(j) == .colon {
            j += 1
            var depth = 0
            var expectName = true
            while j < end, kinds[j] != .leftBrace {
                if isWord(j, "where") { break }
                if kinds[j] == .operator {
                    for c in words[j] { if c == "<" { depth += 1 } else if c == ">" { depth -= 1 } }
                } else if kinds[j] == .comma, depth == 0 {
                    expectName = true
                } else if kinds[j] == .identifier, depth == 0 {
                    // `SwiftUI.Gesture` counts as `Gesture`: keep the last component.
                    if expectName || kind(j - 1) == .period {
                        if expectName { decl.inherits.append(words[j]) } else { decl.inherits[decl.inherits.count - 1] = words[j] }
                        expectName = false
                    }
                }
                j += 1
            }
        }
        while j < end, kinds[j] != .leftBrace { j += 1 }
        types.append(decl)
        guard j < end else { return j }
        let body = newScope(.type, scope)
        body.typeDecl = decl
        decl.scope = body
        parseStatements(j + 1, close(j), body, clauses: clauses)
        return close(j) + 1
    }

    private func skipAngles(_ i: Int, _ end: Int) -> Int {
        var depth = 0
        var j = i
        while j < end {
            if kinds[j] == .operator {
                for c in words[j] { if c == "<" { depth += 1 } else if c == ">" { depth -= 1 } }
                if depth <= 0 { return j + 1 }
            } else if kinds[j] == .leftBrace || kinds[j] == .rightBrace || kinds[j] == .semicolon {
                return j
            } else if kinds[j] == .leftParen || kinds[j] == .leftBracket {
                j = close(j)
            }
            j += 1
        }
        return j
    }

    private func parseFunctionDecl(_ i: Int, _ end: Int, _ scope: Scope, clauses: [Clause]) -> Int {
        var j = i + 1
        let member = Member(kind: .function, name: words[i], nameIndex: i)
        if kind(j) == .identifier || kind(j) == .keyword || kind(j) == .operator {
            member.name = words[j]
            member.nameIndex = j
            j += 1
        }
        if words[i] == "func" { declaredFunctions.insert(member.name) }
        if isOperator(j, "?") || isOperator(j, "!") { j += 1 }
        if isOperator(j, "<") || word(j).hasPrefix("<") { j = skipAngles(j, end) }
        let body = newScope(.function, scope)
        if kind(j) == .leftParen {
            member.parameters = parseParameters(j)
            for parameter in member.parameters { body.parameters[parameter.name] = parameter.type }
            j = close(j) + 1
        }
        // Effects, return type, where clause.
        let typeStart = j
        while j < end, kinds[j] != .leftBrace {
            if j > typeStart, startsLine[j], !(kinds[j] == .operator || isWord(j, "where") || isWord(j, "throws") || isWord(j, "async")) { break }
            if kinds[j] == .leftParen || kinds[j] == .leftBracket { j = close(j) }
            j += 1
        }
        if let arrow = (typeStart..<j).first(where: { isOperator($0, "->") }) {
            member.typeText = text(arrow + 1, (arrow + 1..<j).first(where: { isWord($0, "where") }) ?? j)
        }
        attach(member, to: scope)
        guard j < end, kinds[j] == .leftBrace else { return j }
        member.body = body
        body.member = member
        parseStatements(j + 1, close(j), body, clauses: clauses)
        return close(j) + 1
    }

    private func parseParameters(_ open: Int) -> [Parameter] {
        var result: [Parameter] = []
        let closing = close(open)
        var segmentStart = open + 1
        var j = open + 1
        func finish(_ segmentEnd: Int) {
            guard segmentStart < segmentEnd else { return }
            guard let colon = (segmentStart..<segmentEnd).first(where: { kinds[$0] == .colon }) else { return }
            let names = (segmentStart..<colon).filter { kinds[$0] == .identifier || kinds[$0] == .keyword }
            guard let last = names.last else { return }
            let typeEnd = (colon + 1..<segmentEnd).first(where: { isOperator($0, "=") }) ?? segmentEnd
            result.append(Parameter(label: names.count > 1 ? words[names[0]] : words[last], name: words[last],
                                    type: text(colon + 1, typeEnd)))
        }
        while j < closing {
            if kinds[j] == .comma { finish(j); segmentStart = j + 1 }
            if kinds[j] == .leftParen || kinds[j] == .leftBracket || kinds[j] == .leftBrace { j = close(j) }
            j += 1
        }
        finish(closing)
        return result
    }

    /// The source text of significant tokens `[start, end)`, joined by single spaces where trivia was.
    func text(_ start: Int, _ end: Int) -> String {
        guard start < end, end <= sig.count else { return "" }
        var result = ""
        for j in start..<end {
            if j > start, spaceBefore[j] { result += " " }
            result += file.text(range(j))
        }
        return result
    }

    private func attach(_ member: Member, to scope: Scope) {
        if let decl = scope.typeDecl {
            member.owner = decl
            decl.members.append(member)
        } else {
            scope.localMembers.append(member)
        }
    }

    private func parseVariableDecl(_ i: Int, _ end: Int, _ scope: Scope, clauses: [Clause]) -> Int {
        var j = i + 1
        while true {
            guard kind(j) == .identifier || kind(j) == .keyword else {
                // Tuple or other pattern: skip to the initializer, if any.
                if kind(j) == .leftParen { j = close(j) + 1 }
                if isOperator(j, "=") {
                    let (_, next) = parseExpression(j + 1, end, scope, clauses: clauses, trailing: true)
                    return next
                }
                return skipToStatementEnd(j, end)
            }
            let member = Member(kind: .property, name: words[j], nameIndex: j)
            member.isLet = words[i] == "let"
            j += 1
            if kind(j) == .colon {
                let typeStart = j + 1
                j += 1
                while j < end {
                    if isOperator(j, "=") || kinds[j] == .leftBrace || kinds[j] == .comma || kinds[j] == .semicolon || kinds[j] == .rightBrace { break }
                    if j > typeStart, startsLine[j], !(kinds[j] == .operator || kinds[j] == .period) { break }
                    if kinds[j] == .leftParen || kinds[j] == .leftBracket { j = close(j) }
                    j += 1
                }
                member.typeText = text(typeStart, j)
            }
            if isOperator(j, "=") {
                let (expr, next) = parseExpression(j + 1, end, scope, clauses: clauses, trailing: true)
                member.initializer = expr
                j = next
            }
            if j < end, kinds[j] == .leftBrace, member.initializer == nil || !startsLine[j] {
                // Getter body, or accessor blocks.
                let body = newScope(.function, scope)
                body.member = member
                let closing = close(j)
                var k = j + 1
                let accessors: Set<String> = ["get", "set", "willSet", "didSet", "_modify", "_read", "init", "mutating", "nonmutating"]
                if accessors.contains(word(k)) {
                    while k < closing {
                        if kinds[k] == .leftBrace {
                            let accessorName = (j + 1..<k).reversed().first(where: { accessors.contains(words[$0]) }).map { words[$0] }
                            if accessorName == "get" {
                                member.body = body
                                parseStatements(k + 1, close(k), body, clauses: clauses)
                            } else {
                                parseStatements(k + 1, close(k), newScope(.function, scope), clauses: clauses)
                            }
                            k = close(k)
                        }
                        k += 1
                    }
                } else {
                    member.body = body
                    parseStatements(j + 1, closing, body, clauses: clauses)
                }
                j = closing + 1
            }
            attach(member, to: scope)
            if kind(j) == .comma { j += 1; continue }
            return j
        }
    }

    private func parseControlStatement(_ i: Int, _ end: Int, _ scope: Scope, clauses: [Clause]) -> Int {
        var j = i + 1
        // Conditions: closures in them are parsed, but no trailing closures are taken.
        while j < end, kinds[j] != .leftBrace {
            if kinds[j] == .leftParen || kinds[j] == .leftBracket {
                parseArguments(j, scope, clauses: clauses)
                j = close(j) + 1
                continue
            }
            j += 1
        }
        guard j < end else { return j }
        parseBlock(j, scope, clauses: clauses)
        j = close(j) + 1
        if words[i] == "if", isWord(j, "else") {
            if isWord(j + 1, "if") { return parseControlStatement(j + 1, end, scope, clauses: clauses) }
            if kind(j + 1) == .leftBrace {
                parseBlock(j + 1, scope, clauses: clauses)
                return close(j + 1) + 1
            }
        }
        return j
    }

    /// A `{ }` block of a control statement: its view statements belong to the enclosing scope
    /// (a result builder's `if`/`switch`), its locals to a child scope.
    private func parseBlock(_ open: Int, _ scope: Scope, clauses: [Clause]) {
        let block = newScope(.block, scope)
        parseStatements(open + 1, close(open), block, clauses: clauses)
        scope.viewExpressions.append(contentsOf: block.viewExpressions)
        scope.returns.append(contentsOf: block.returns)
        scope.nestedStatements.append(contentsOf: block.statements + block.nestedStatements)
    }

    // MARK: - Expressions

    /// Parses a sequence `operand (operator operand)*`; returns nil when no operand starts at `i`.
    func parseExpression(_ i: Int, _ end: Int, _ scope: Scope, clauses: [Clause], trailing: Bool) -> (Expr?, Int) {
        let expr = Expr(start: i)
        var j = i
        while j < end {
            // Prefix words and operators.
            while j < end {
                if isWord(j, "try") || isWord(j, "await") || isWord(j, "consume") || isWord(j, "copy") {
                    j += 1
                    if isOperator(j, "?") || isOperator(j, "!") { j += 1 }
                    continue
                }
                if kinds[j] == .operator, !isOperator(j, "="), !(kind(j + 1) == nil), !spaceBeforeOf(j + 1) {
                    j += 1
                    continue
                }
                break
            }
            guard j < end, let chain = parsePostfix(j, end, scope, clauses: clauses, trailing: trailing) else { break }
            expr.operands.append(chain)
            j = chain.end
            // Casts.
            while isWord(j, "as") || isWord(j, "is") {
                j += 1
                if isOperator(j, "?") || isOperator(j, "!") { j += 1 }
                j = skipType(j, end)
            }
            // A binary operator continues the expression.
            guard j < end else { break }
            if kinds[j] == .operator, isBinary(j) {
                expr.operators.append(words[j])
                j += 1
                continue
            }
            if kinds[j] == .colon, expr.operators.contains("?"), !startsLine[j] {
                expr.operators.append(":")
                j += 1
                continue
            }
            break
        }
        expr.end = j
        return (expr.operands.isEmpty ? nil : expr, max(j, i + (expr.operands.isEmpty ? 0 : 1)))
    }

    private func spaceBeforeOf(_ i: Int) -> Bool { i < spaceBefore.count ? spaceBefore[i] : true }

    /// A binary operator has space on both sides or on neither; a `?` ternary has space before.
    private func isBinary(_ i: Int) -> Bool {
        let before = spaceBefore[i]
        let after = spaceBeforeOf(i + 1)
        if words[i] == "?" { return before }
        if words[i] == "!" { return false }
        return before == after
    }

    private func skipType(_ i: Int, _ end: Int) -> Int {
        var j = i
        if isWord(j, "some") || isWord(j, "any") { j += 1 }
        while j < end {
            if kinds[j] == .identifier || kinds[j] == .keyword {
                j += 1
                if isOperator(j, "<") || (kind(j) == .operator && words[j].hasPrefix("<") && !spaceBefore[j]) { j = skipAngles(j, end) }
                if kind(j) == .period { j += 1; continue }
            } else if kinds[j] == .leftParen || kinds[j] == .leftBracket {
                j = close(j) + 1
            } else {
                break
            }
            if isOperator(j, "?") || isOperator(j, "!") { j += 1 }
            if isOperator(j, "->") { j += 1; continue }
            break
        }
        return j
    }

    /// Parses one postfix expression: a primary, then calls, trailing closures, members and
    /// postfix `#if` clauses. Returns nil when no primary starts at `i`.
    private func parsePostfix(_ i: Int, _ end: Int, _ scope: Scope, clauses: [Clause], trailing: Bool) -> Chain? {
        guard i < end, let k = kind(i) else { return nil }
        let chain = Chain(start: i, scope: scope, clauses: clauses)
        var j = i + 1
        switch k {
        case .identifier:
            chain.baseKind = .name
            chain.baseIndex = i
            chain.baseName = words[i]
            // Generic arguments directly after a type name: `ForEach<...>(`.
            if isOperator(j, "<"), !spaceBefore[j], words[i].first?.isUppercase == true {
                let after = skipAngles(j, end)
                if kind(after) == .leftParen || kind(after) == .period { j = after }
            }
        case .keyword:
            switch words[i] {
            case "self", "Self", "super": chain.baseKind = .selfReference
            case "true", "false", "nil": chain.baseKind = .literal
            case "init": chain.baseKind = .name; chain.baseIndex = i; chain.baseName = "init"
            case "_": chain.baseKind = .other
            default: return nil
            }
        case .period:
            guard let next = kind(j), next == .identifier || next == .keyword || next == .integer else { return nil }
            chain.baseKind = .implicitMember
            chain.baseIndex = j
            chain.baseName = words[j]
            j += 1
        case .integer, .float, .regex:
            chain.baseKind = .literal
        case .stringQuote:
            chain.baseKind = .literal
            j = skipString(i)
        case .leftParen, .leftBracket:
            chain.baseKind = k == .leftParen ? .parenthesized : .collection
            let call = Call(open: i, close: close(i))
            call.arguments = parseArguments(i, scope, clauses: clauses)
            chain.baseCall = call
            j = close(i) + 1
        case .leftBrace:
            chain.baseKind = .closure
            chain.baseClosure = parseClosure(i, scope, clauses: clauses, owner: chain, link: nil)
            j = close(i) + 1
        case .backslash:
            chain.baseKind = .literal
            while j < end, kinds[j] == .period || kinds[j] == .identifier || kinds[j] == .keyword, !startsLine[j] || kinds[j] == .period {
                if kinds[j] != .period, kind(j - 1) != .period, j > i + 1 { break }
                j += 1
            }
        case .pound:
            chain.baseKind = .name
            chain.baseIndex = j
            chain.baseName = "#" + word(j)
            j += 1
        case .poundKeyword:
            guard words[i] == "#available" || words[i] == "#unavailable" || words[i] == "#selector" || words[i] == "#keyPath" else { return nil }
            chain.baseKind = .literal
            if kind(j) == .leftParen { j = close(j) + 1 }
        default:
            return nil
        }
        chains.append(chain)
        // Postfix elements.
        var currentLink: Link? = nil
        var currentClauses = clauses
        func addCall(_ call: Call) {
            if let link = currentLink {
                if link.call == nil { link.call = call } else { link.extraCalls.append(call) }
            } else if chain.baseCall == nil {
                chain.baseCall = call
            } else {
                chain.extraBaseCalls.append(call)
            }
        }
        func callForClosures() -> Call {
            if let link = currentLink {
                if let call = link.call { return call }
                let call = Call(open: -1, close: -1)
                link.call = call
                return call
            }
            if let call = chain.baseCall { return call }
            let call = Call(open: -1, close: -1)
            chain.baseCall = call
            return call
        }
        let canTakeClosure = chain.baseKind == .name || chain.baseKind == .implicitMember || chain.baseKind == .selfReference
        while j < end {
            let kj = kinds[j]
            if kj == .leftParen, !startsLine[j], chain.baseKind != .literal || currentLink != nil {
                let call = Call(open: j, close: close(j))
                call.arguments = parseArguments(j, scope, clauses: currentClauses)
                addCall(call)
                j = close(j) + 1
                continue
            }
            if kj == .leftBracket, !startsLine[j], !spaceBefore[j] {
                // Subscript.
                parseArguments(j, scope, clauses: currentClauses)
                j = close(j) + 1
                continue
            }
            if kj == .leftBrace, trailing, !startsLine[j], canTakeClosure || currentLink != nil {
                let call = callForClosures()
                let closure = parseClosure(j, scope, clauses: currentClauses, owner: chain, link: currentLink)
                call.trailingClosures.append(closure)
                call.arguments.append(Argument(label: nil, labelIndex: -1, closure: closure, trailing: true))
                j = close(j) + 1
                // Labelled trailing closures: `} label: { ... }`.
                while kind(j) == .identifier || kind(j) == .keyword, kind(j + 1) == .colon, kind(j + 2) == .leftBrace {
                    let labelled = parseClosure(j + 2, scope, clauses: currentClauses, owner: chain, link: currentLink)
                    call.trailingClosures.append(labelled)
                    call.arguments.append(Argument(label: words[j], labelIndex: j, closure: labelled, trailing: true))
                    j = close(j + 2) + 1
                }
                continue
            }
            if kj == .period, let next = kind(j + 1), next == .identifier || next == .keyword || next == .integer {
                let link = Link(name: words[j + 1], nameIndex: j + 1, dotIndex: j, clauses: currentClauses)
                link.chain = chain
                link.position = chain.links.count
                chain.links.append(link)
                currentLink = link
                j += 2
                continue
            }
            if kj == .operator, (words[j] == "?" || words[j] == "!"), !spaceBefore[j] {
                j += 1
                continue
            }
            if kj == .poundKeyword, words[j] == "#if", let parts = ifConfigParts[j], let last = parts.last, last < end,
               isPostfixIfConfig(j) {
                let id = nextIfConfigID
                nextIfConfigID += 1
                let starts = [j] + parts.dropLast()
                let endIf = parts.last ?? end
                for (index, directive) in starts.enumerated() {
                    let clauseEnd = index + 1 < starts.count ? starts[index + 1] : endIf
                    var bodyStart = directive + 1
                    if words[directive] != "#else" {
                        while bodyStart < clauseEnd, !startsLine[bodyStart] {
                            if kinds[bodyStart] == .leftParen { bodyStart = close(bodyStart) + 1 } else { bodyStart += 1 }
                        }
                    }
                    // The clause's members continue the chain.
                    currentClauses = clauses + [Clause(id: id, index: index)]
                    var k2 = bodyStart
                    while k2 < clauseEnd {
                        if kinds[k2] == .period, let next = kind(k2 + 1), next == .identifier || next == .keyword {
                            let link = Link(name: words[k2 + 1], nameIndex: k2 + 1, dotIndex: k2, clauses: currentClauses)
                            link.chain = chain
                            link.position = chain.links.count
                            chain.links.append(link)
                            currentLink = link
                            k2 += 2
                        } else if kinds[k2] == .leftParen {
                            let call = Call(open: k2, close: close(k2))
                            call.arguments = parseArguments(k2, scope, clauses: currentClauses)
                            addCall(call)
                            k2 = close(k2) + 1
                        } else if kinds[k2] == .leftBrace {
                            let call = callForClosures()
                            let closure = parseClosure(k2, scope, clauses: currentClauses, owner: chain, link: currentLink)
                            call.trailingClosures.append(closure)
                            call.arguments.append(Argument(label: nil, labelIndex: -1, closure: closure, trailing: true))
                            k2 = close(k2) + 1
                        } else if kinds[k2] == .poundKeyword, words[k2] == "#if", let inner = ifConfigParts[k2] {
                            // Nested postfix `#if`: keep it simple, skip it.
                            k2 = (inner.last ?? clauseEnd) + 1
                        } else {
                            k2 += 1
                        }
                    }
                }
                currentClauses = clauses
                currentLink = nil
                j = min(endIf + 1, end)
                continue
            }
            break
        }
        chain.end = j
        // An attach call without a receiver (`onTapGesture { }` in an `extension View` helper)
        // is a modifier on implicit `self`.
        if chain.baseKind == .name, let name = chain.baseName, Outline.implicitSelfModifiers.contains(name),
           let call = chain.baseCall, !call.arguments.isEmpty {
            let link = Link(name: name, nameIndex: chain.baseIndex, dotIndex: -1, clauses: clauses)
            link.call = call
            link.chain = chain
            link.isImplicitSelf = true
            chain.links.insert(link, at: 0)
            for (position, each) in chain.links.enumerated() { each.position = position }
            for closure in call.trailingClosures { closure.ownerLink = link }
            for argument in call.arguments { argument.closure?.ownerLink = link }
            chain.baseKind = .implicitSelf
            chain.baseCall = nil
            chain.baseName = nil
        }
        return chain
    }

    static let implicitSelfModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    ]

    private func isPostfixIfConfig(_ i: Int) -> Bool {
        var j = i + 1
        while j < sig.count, !startsLine[j] {
            if kinds[j] == .leftParen { j = close(j) + 1 } else { j += 1 }
        }
        return kind(j) == .period
    }

    private func skipString(_ i: Int) -> Int {
        // Opening delimiters: `#`s then a quote.
        var j = i
        var hashes = 0
        while kind(j) == .stringQuote, word(j).isEmpty, file.bytes[range(j)].first == UInt8(ascii: "#") { hashes += 1; j += 1 }
        guard kind(j) == .stringQuote else { return j }
        let opening = file.text(range(j))
        j += 1
        while j < sig.count {
            switch kinds[j] {
            case .stringQuote where file.text(range(j)) == opening:
                j += 1
                var closing = 0
                while closing < hashes, kind(j) == .stringQuote, file.bytes[range(j)].first == UInt8(ascii: "#") { closing += 1; j += 1 }
                return j
            case .leftParen:
                j = close(j) + 1
            case .stringSegment, .stringContinuation, .backslash, .stringQuote:
                j += 1
            default:
                // An interpolation's content without parentheses should not occur; stop safely.
                if kinds[j] == .identifier || kinds[j] == .operator || kinds[j] == .period { j += 1 } else { return j }
            }
        }
        return j
    }

    @discardableResult
    private func parseArguments(_ open: Int, _ scope: Scope, clauses: [Clause]) -> [Argument] {
        let closing = close(open)
        var result: [Argument] = []
        guard nesting < Self.nestingLimit else { return result }
        nesting += 1
        defer { nesting -= 1 }
        var j = open + 1
        while j < closing {
            var label: String? = nil
            var labelIndex = -1
            if let k = kind(j), k == .identifier || k == .keyword, kind(j + 1) == .colon {
                label = words[j]
                labelIndex = j
                j += 2
            }
            var segmentEnd = j
            while segmentEnd < closing, kinds[segmentEnd] != .comma {
                if kinds[segmentEnd] == .leftParen || kinds[segmentEnd] == .leftBracket || kinds[segmentEnd] == .leftBrace {
                    segmentEnd = close(segmentEnd)
                }
                segmentEnd += 1
            }
            segmentEnd = min(segmentEnd, closing)
            let argument = Argument(label: label, labelIndex: labelIndex, closure: nil, trailing: false)
            var k = j
            while k < segmentEnd {
                let (expr, next) = parseExpression(k, segmentEnd, scope, clauses: clauses, trailing: true)
                if let expr, argument.value == nil { argument.value = expr }
                k = max(next, k + 1)
            }
            if let value = argument.value, value.operands.count == 1, value.operands[0].baseKind == .closure,
               value.operands[0].links.isEmpty {
                argument.closure = value.operands[0].baseClosure
            }
            argument.start = j
            argument.end = segmentEnd
            result.append(argument)
            j = segmentEnd + 1
        }
        return result
    }

    private func parseClosure(_ open: Int, _ scope: Scope, clauses: [Clause], owner: Chain?, link: Link?) -> Closure {
        let closing = close(open)
        let closure = Closure(open: open, close: closing)
        closure.ownerChain = owner
        closure.ownerLink = link
        closures.append(closure)
        let body = newScope(.closure, scope)
        body.closure = closure
        closure.scope = body
        // Signature: `[captures] (a, b) -> T in` or `a, b in`.
        var j = open + 1
        var bodyStart = open + 1
        var names: [Int] = []
        var sawColon = false
        scan: while j < closing {
            switch kinds[j] {
            case .leftBracket where j == open + 1:
                j = close(j) + 1
                continue
            case .leftParen:
                // Parenthesised parameters.
                let inner = close(j)
                var segmentNames: [Int] = []
                var k = j + 1
                var afterColon = false
                while k < inner {
                    if kinds[k] == .comma { if let last = segmentNames.last { names.append(last) }; segmentNames = []; afterColon = false }
                    else if kinds[k] == .colon { afterColon = true }
                    else if !afterColon, kinds[k] == .identifier || isWord(k, "_") { segmentNames.append(k) }
                    if kinds[k] == .leftParen || kinds[k] == .leftBracket { k = close(k) }
                    k += 1
                }
                if let last = segmentNames.last { names.append(last) }
                j = inner + 1
                continue
            case .identifier:
                if !sawColon { names.append(j) }
            case .keyword:
                if words[j] == "in" { bodyStart = j + 1; closure.hasSignature = true; break scan }
                if words[j] == "_" { if !sawColon { names.append(j) } }
                else if !["throws", "rethrows", "inout", "some", "any", "async"].contains(words[j]) { break scan }
            case .comma:
                sawColon = false
            case .colon:
                sawColon = true
            case .operator:
                if !["->", "?", "!", "...", "<", ">", "&"].contains(words[j]) { break scan }
            case .period:
                break
            default:
                break scan
            }
            j += 1
        }
        if closure.hasSignature {
            closure.parameters = names.map { words[$0] }
            closure.parameterIndices = names
        }
        closure.bodyStart = bodyStart
        for (index, name) in closure.parameters.enumerated() where name != "_" { body.parameters[name] = "" ; _ = index }
        parseStatements(bodyStart, closing, body, clauses: clauses)
        return closure
    }
}

// MARK: - Model

extension Outline {
    /// One `#if` clause: which `#if` (id) and which branch (index).
    struct Clause: Hashable {
        var id: Int
        var index: Int
    }

    /// Whether two clause paths can both be compiled (no `#if` where they take different branches).
    static func compatible(_ a: [Clause], _ b: [Clause]) -> Bool {
        for x in a { for y in b where x.id == y.id && x.index != y.index { return false } }
        return true
    }

    final class Scope {
        enum Kind { case file, type, function, closure, block }
        let kind: Kind
        weak var parent: Scope?
        var typeDecl: TypeDecl?
        weak var member: Member?
        weak var closure: Closure?
        /// Expressions that stand as statements (directly or through `if`/`switch`/`#if`): in a
        /// result builder, the views this scope builds.
        var viewExpressions: [Expr] = []
        /// Expression statements directly in this scope.
        var statements: [Expr] = []
        /// Expression statements in nested control-flow blocks.
        var nestedStatements: [Expr] = []
        var returns: [Expr] = []
        /// Local `let`/`var`/`func` declarations.
        var localMembers: [Member] = []
        /// Parameters visible in this scope: name → declared type text ("" when unknown).
        var parameters: [String: String] = [:]

        init(kind: Kind, parent: Scope?) {
            self.kind = kind
            self.parent = parent
        }

        /// The type declaration whose member block (directly or through functions/closures) holds this scope.
        var enclosingType: TypeDecl? {
            var current: Scope? = self
            while let scope = current {
                if let decl = scope.typeDecl { return decl }
                current = scope.parent
            }
            return nil
        }

        /// The single expression a getter or function body produces: its `return`s, or its only expression statement.
        var producedExpressions: [Expr] {
            if !returns.isEmpty { return returns }
            if statements.count == 1 { return statements }
            return viewExpressions.count == 1 ? viewExpressions : []
        }
    }

    final class TypeDecl {
        let keyword: String
        let name: String
        let nameIndex: Int
        var inherits: [String] = []
        var members: [Member] = []
        var scope: Scope?
        init(keyword: String, name: String, nameIndex: Int) {
            self.keyword = keyword
            self.name = name
            self.nameIndex = nameIndex
        }
    }

    struct Parameter {
        var label: String
        var name: String
        var type: String
    }

    final class Member {
        enum Kind { case property, function }
        let kind: Kind
        var name: String
        var nameIndex: Int
        var isLet = false
        /// Declared type (property) or return type (function), as written; "" when absent.
        var typeText = ""
        var initializer: Expr?
        var body: Scope?
        var parameters: [Parameter] = []
        weak var owner: TypeDecl?
        init(kind: Kind, name: String, nameIndex: Int) {
            self.kind = kind
            self.name = name
            self.nameIndex = nameIndex
        }
    }

    /// `a op b op c`: operands are postfix chains.
    final class Expr {
        let start: Int
        var end: Int
        var operands: [Chain] = []
        var operators: [String] = []
        init(start: Int) {
            self.start = start
            self.end = start
        }
        /// The operand when the expression is a single chain.
        var single: Chain? { operands.count == 1 ? operands[0] : nil }
        /// For `c ? a : b`, the branches `a` and `b`; otherwise the whole expression's operands
        /// when it has no operator.
        var alternatives: [Chain] {
            if operators.isEmpty { return operands }
            if let question = operators.firstIndex(of: "?"), operators.count == question + 2, operators[question + 1] == ":" {
                return Array(operands[(question + 1)...])
            }
            if operators == ["??"] { return operands }
            return []
        }
    }

    final class Chain {
        enum BaseKind { case name, implicitMember, selfReference, implicitSelf, literal, parenthesized, collection, closure, other }
        let start: Int
        var end: Int
        var baseKind: BaseKind = .other
        var baseIndex = -1
        var baseName: String?
        var baseCall: Call?
        var extraBaseCalls: [Call] = []
        var baseClosure: Closure?
        var links: [Link] = []
        weak var scope: Scope?
        let clauses: [Clause]
        init(start: Int, scope: Scope, clauses: [Clause]) {
            self.start = start
            self.end = start
            self.scope = scope
            self.clauses = clauses
        }
        func links(named name: String) -> [Link] { links.filter { $0.name == name } }
    }

    final class Link {
        let name: String
        let nameIndex: Int
        let dotIndex: Int
        var call: Call?
        var extraCalls: [Call] = []
        let clauses: [Clause]
        weak var chain: Chain?
        var position = 0
        var isImplicitSelf = false
        init(name: String, nameIndex: Int, dotIndex: Int, clauses: [Clause]) {
            self.name = name
            self.nameIndex = nameIndex
            self.dotIndex = dotIndex
            self.clauses = clauses
        }
    }

    final class Call {
        let open: Int
        let close: Int
        var arguments: [Argument] = []
        var trailingClosures: [Closure] = []
        init(open: Int, close: Int) {
            self.open = open
            self.close = close
        }
        func argument(_ label: String) -> Argument? { arguments.first { $0.label == label } }
        var unlabelled: [Argument] { arguments.filter { $0.label == nil && !$0.trailing } }
        /// Every closure passed, as an argument or trailing.
        var closures: [Closure] {
            var result: [Closure] = []
            for argument in arguments { if let closure = argument.closure { result.append(closure) } }
            return result
        }
    }

    final class Argument {
        let label: String?
        let labelIndex: Int
        var value: Expr?
        var closure: Closure?
        let trailing: Bool
        var start = -1
        var end = -1
        init(label: String?, labelIndex: Int, closure: Closure?, trailing: Bool) {
            self.label = label
            self.labelIndex = labelIndex
            self.closure = closure
            self.trailing = trailing
        }
    }

    final class Closure {
        let open: Int
        let close: Int
        var bodyStart: Int
        var hasSignature = false
        var parameters: [String] = []
        var parameterIndices: [Int] = []
        var scope: Scope!
        weak var ownerChain: Chain?
        weak var ownerLink: Link?
        init(open: Int, close: Int) {
            self.open = open
            self.close = close
            self.bodyStart = open + 1
        }
        var isEmpty: Bool { bodyStart >= close }
    }
}

// MARK: - Cache

extension Outline {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [(FileAnalysis, Outline)] = []

    /// The outline of a file; built once and shared by the rules that run on it.
    static func of(_ context: RuleContext) -> Outline {
        let analysis = context.analysis
        lock.lock()
        if let hit = cache.first(where: { $0.0 === analysis && $0.1.project === context.project }) {
            lock.unlock()
            return hit.1
        }
        lock.unlock()
        let outline = Outline(analysis: analysis, project: context.project)
        lock.lock()
        cache.append((analysis, outline))
        if cache.count > 32 { cache.removeFirst(cache.count - 32) }
        lock.unlock()
        return outline
    }
}
