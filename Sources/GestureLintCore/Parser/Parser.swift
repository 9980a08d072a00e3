/// A light recursive-descent parser over the significant tokens of one file.
///
/// It knows enough of Swift to build declarations, statements and postfix chains with exact
/// ranges, and nothing about types beyond their extent. It never fails: a construct it does not
/// understand is skipped by balanced-delimiter matching, reported once as a `ParseError`, and the
/// parse resumes at the next statement. Nesting deeper than `maximumDepth` is skipped the same
/// way, so recursion is bounded and time stays linear.
public enum SwiftParser {
    public static let maximumDepth = 256

    public static func parse(_ bytes: [UInt8], tokens: [Token]) -> SyntaxTree {
        parse(bytes, tokens: tokens, reusing: nil)
    }

    /// With `buffers`, the parser's tables and the tree's arrays come from (and the tables go
    /// back to) that thread's storage; the tree is the same either way.
    static func parse(_ bytes: [UInt8], tokens: [Token], reusing buffers: ParseBuffers?) -> SyntaxTree {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(buffer, tokens, reusing: buffers)
            defer { parser.releaseTables(to: buffers) }
            parser.parseSourceFile()
            parser.tree.nodes = parser.nodes.makeArray()
            parser.tree.childList = parser.childList.makeArray()
            return parser.tree
        }
    }

    /// Parses, hands the tree to `body`, then keeps the tree's arrays in `buffers` for the next
    /// transient tree: for a tree that `body` reads and drops (a file without gestures: its
    /// declarations and parse errors). The tree is the one `parse` makes; only where its arrays'
    /// memory comes from differs. A tree `body` keeps stays valid (its arrays are then shared, and
    /// the next transient tree gets new ones).
    static func withTransientTree<Result>(_ bytes: [UInt8], tokens: [Token], reusing buffers: ParseBuffers?,
                                          _ body: (SyntaxTree) -> Result) -> Result {
        guard let buffers else { return body(parse(bytes, tokens: tokens, reusing: nil)) }
        var tree = bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(buffer, tokens, reusing: buffers)
            defer { parser.releaseTables(to: buffers) }
            parser.parseSourceFile()
            var (nodes, childList) = buffers.takeTransientArrays()
            parser.nodes.copy(into: &nodes)
            parser.childList.copy(into: &childList)
            parser.tree.nodes = nodes
            parser.tree.childList = childList
            return parser.tree
        }
        let result = body(tree)
        var nodes: [SyntaxTree.Node] = []
        var childList: [Int32] = []
        swap(&nodes, &tree.nodes)
        swap(&childList, &tree.childList)
        buffers.giveTransientArrays(nodes, childList)
        return result
    }

    public static func parse(_ file: SourceFile) -> SyntaxTree {
        parse(file.bytes, tokens: Tokenizer.tokenize(file.bytes))
    }
}

struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The tokens and errors; its nodes and children are built in `nodes` and `childList` and
    /// copied in when the parse ends.
    var tree: SyntaxTree
    var nodes: GrowingBuffer<SyntaxTree.Node>
    var childList: GrowingBuffer<Int32>
    /// Full-token index of each significant token.
    // The significant-token tables are read on every step; raw buffers (owned by the parse call,
    // never resized) avoid bounds checks and reference counting on those reads.
    let significant: UnsafeMutableBufferPointer<Int32>
    let kinds: UnsafeMutableBufferPointer<TokenKind>
    let words: UnsafeMutableBufferPointer<Word>
    /// Whether a line break precedes each significant token.
    let startsLine: UnsafeMutableBufferPointer<Bool>
    /// The storage of the four tables above.
    let tables: ParserTables
    var count = 0
    var position = 0
    /// Finished nodes not yet given a parent (`finish` takes its children from the top).
    var scratch: NodeStack
    var depth = 0
    /// Set while parsing an `if`/`guard`/`while`/`for`/`switch` condition, where `{` opens the body.
    var inCondition = false
    /// Set inside `#if` clauses, so their directives end statement lists.
    var ifConfigDepth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ tokens: [Token], reusing buffers: ParseBuffers? = nil) {
        self.bytes = bytes
        self.tree = SyntaxTree(tokens: tokens)
        if let kept = buffers?.takeTreeBuffers() {
            (nodes, childList) = kept
        } else {
            let estimate = tokens.count / 2 + 1
            nodes = GrowingBuffer(capacity: estimate)
            childList = GrowingBuffer(capacity: estimate)
        }
        // One pass writing through raw buffers: appending to four arrays per token costs more
        // than the loop itself.
        scratch = buffers?.takeStack() ?? NodeStack(capacity: 256)
        let tables = buffers?.takeTables(count: tokens.count) ?? ParserTables(capacity: tokens.count)
        self.tables = tables
        significant = tables.significant
        kinds = tables.kinds
        words = tables.words
        startsLine = tables.startsLine
        var found = 0
        tokens.withUnsafeBufferPointer { input in
            var sawNewline = true
            for index in 0..<input.count {
                let token = input[index]
                let kind = token.kind
                if kind.isTrivia {
                    switch kind {
                    case .newline, .shebang, .lineComment, .docLineComment: sawNewline = true
                    case .blockComment, .docBlockComment:
                        if Parser.containsNewline(bytes, token) { sawNewline = true }
                    default: break
                    }
                    continue
                }
                significant[found] = Int32(index)
                kinds[found] = kind
                words[found] = token.word
                startsLine[found] = sawNewline
                sawNewline = false
                found += 1
            }
        }
        count = found
    }

    /// Frees the tables and the node stack, or gives them back to `buffers` for the next parse.
    func releaseTables(to buffers: ParseBuffers?) {
        guard let buffers else {
            scratch.deallocate()
            tables.deallocate()
            nodes.deallocate()
            childList.deallocate()
            return
        }
        buffers.giveStack(scratch)
        buffers.giveTables(tables)
        buffers.giveTreeBuffers(nodes, childList)
    }

    static func containsNewline(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Bool {
        for index in token.range where bytes[index] == 0x0A || bytes[index] == 0x0D { return true }
        return false
    }

    // MARK: - Token access

    @inline(__always) var atEnd: Bool { position >= count }
    @inline(__always) func kind(_ offset: Int = 0) -> TokenKind {
        let index = position + offset
        return index < count ? kinds[index] : .unknown
    }
    @inline(__always) func word(_ offset: Int = 0) -> Word {
        let index = position + offset
        return index < count ? words[index] : .none
    }
    @inline(__always) func isLineStart(_ offset: Int = 0) -> Bool {
        let index = position + offset
        return index < count ? startsLine[index] : true
    }
    @inline(__always) func token(_ offset: Int = 0) -> Token {
        tree.tokens[Int(significant[position + offset])]
    }
    @inline(__always) func at(_ kind: TokenKind) -> Bool { position < count && kinds[position] == kind }
    @inline(__always) func at(_ word: Word) -> Bool { position < count && words[position] == word }

    /// The token's bytes equal `text` (for operators and pound keywords).
    ///
    /// This and the other small token tests are always inlined: called from a `mutating` parse
    /// function, a non-inlined non-mutating method was given a copy of the whole parser (a 296-byte
    /// `memcpy` and the retains of its arrays, per call). The larger lookaheads called per
    /// statement or expression (`startsDeclaration`, `isAtCaseLabel`, `canStartTrailingClosure`
    /// ...) are declared `mutating` for the same reason, though they only read: `inout` passes
    /// the parser by address.
    @inline(__always)
    func tokenIs(_ offset: Int, _ text: StaticString) -> Bool {
        let index = position + offset
        guard index < count else { return false }
        let token = tree.tokens[Int(significant[index])]
        let length = text.utf8CodeUnitCount
        guard token.length == length else { return false }
        for offset in 0..<length where bytes[Int(token.start) + offset] != text.utf8Start[offset] { return false }
        return true
    }

    @inline(__always)
    func firstByte(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        guard index < count else { return 0 }
        return bytes[Int(tree.tokens[Int(significant[index])].start)]
    }

    /// No trivia between this token and the previous one.
    @inline(__always)
    func isLeftBound(_ offset: Int = 0) -> Bool {
        let index = position + offset
        guard index > 0, index < count else { return false }
        let full = Int(significant[index])
        guard full > 0, Int(significant[index - 1]) == full - 1 else { return false }
        switch kinds[index - 1] {
        case .leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon: return false
        default: return true
        }
    }

    /// No trivia between this token and the next one, and the next one is not a closer.
    @inline(__always)
    func isRightBound(_ offset: Int = 0) -> Bool {
        let index = position + offset
        guard index + 1 < count else { return false }
        guard Int(significant[index + 1]) == Int(significant[index]) + 1 else { return false }
        switch kinds[index + 1] {
        case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon: return false
        default: return true
        }
    }

    @inline(__always) mutating func advance() { position += 1 }

    @discardableResult
    mutating func consume(_ kind: TokenKind) -> Bool {
        if at(kind) { position += 1; return true }
        return false
    }

    @discardableResult
    mutating func consume(_ word: Word) -> Bool {
        if at(word) { position += 1; return true }
        return false
    }

    // MARK: - Building nodes

    /// Creates a node over tokens `[start, position)` whose children are `scratch[mark...]`.
    @discardableResult
    mutating func finish(_ kind: SyntaxKind, start: Int, mark: Int, name: Int = -1, keyword: Int = -1,
                         flags: SyntaxFlags = [], nameToken fullName: Int32 = -1) -> Int32 {
        let id = Int32(nodes.count)
        let childStart = Int32(childList.count)
        let childCount = scratch.count - mark
        if childCount > 0 {
            // One loop for both writes: a node has one to a few children, and a separate copy of
            // them became a `memcpy` call per node.
            for child in scratch.entries(from: mark) {
                childList.append(child)
                nodes[Int(child)].parent = id
            }
            scratch.removeLast(childCount)
        }
        let first: Int32
        let end: Int32
        if start < count {
            first = significant[start]
            end = position > start ? significant[position - 1] + 1 : first
        } else {
            first = Int32(max(0, tree.tokens.count - 1))
            end = first
        }
        var nodeFlags = flags
        if start < count, startsLine[start] { nodeFlags.insert(.startsLine) }
        nodes.append(SyntaxTree.Node(
            kind: kind, flags: nodeFlags, firstToken: first, endToken: max(first, end),
            nameToken: fullName >= 0 ? fullName : name >= 0 && name < count ? significant[name] : -1,
            keywordToken: keyword >= 0 && keyword < count ? significant[keyword] : -1,
            childStart: childStart, childCount: Int32(childCount), parent: -1))
        return id
    }

    @inline(__always) mutating func push(_ id: Int32) { if id >= 0 { scratch.append(id) } }

    // MARK: - Errors and recovery

    /// Files past this many errors are not worth describing further (and describing costs time).
    static let maximumErrors = 50

    mutating func reportError(from start: Int, _ message: String) {
        let first = tree.tokens[Int(significant[min(start, count - 1)])]
        let last = position > start ? tree.tokens[Int(significant[position - 1])] : first
        appendError(ParseError(range: Int(first.start)..<Int(last.end), message: message), after: start)
    }

    /// Records an error, merging it into the previous one when only trivia separates them,
    /// so a run of stray tokens is one diagnostic.
    mutating func appendError(_ error: ParseError, after start: Int) {
        if let previous = tree.errors.last {
            let previousTokenEnd = start > 0 && start <= count ? Int(tree.tokens[Int(significant[start - 1])].end) : -1
            if previous.range.upperBound >= previousTokenEnd && previous.range.lowerBound <= error.range.lowerBound {
                tree.errors[tree.errors.count - 1].range = previous.range.lowerBound..<max(previous.range.upperBound, error.range.upperBound)
                return
            }
        }
        guard tree.errors.count < Parser.maximumErrors else { return }
        tree.errors.append(error)
    }

    /// Skips the rest of a statement: balanced groups, up to the next line start, `;`, or an
    /// enclosing closer. Always consumes at least one token. Returns an `unknown` node.
    mutating func skipStatement(_ message: String) -> Int32 {
        let start = position
        var nesting = 0
        while !atEnd {
            let current = kinds[position]
            if nesting == 0, position > start {
                if startsLine[position] || current == .semicolon { break }
            }
            switch current {
            case .leftParen, .leftBracket, .leftBrace:
                nesting += 1
            case .rightParen, .rightBracket, .rightBrace:
                if nesting == 0 {
                    if position == start { position += 1 }
                    return unknownNode(from: start, message)
                }
                nesting -= 1
            default:
                break
            }
            position += 1
        }
        return unknownNode(from: start, message)
    }

    mutating func unknownNode(from start: Int, _ message: String) -> Int32 {
        if position == start, !atEnd { position += 1 }
        guard position > start else { return -1 }
        reportError(from: start, message)
        return finish(.unknown, start: start, mark: scratch.count)
    }

    /// Skips one balanced group starting at an opener, iteratively. Stops early at EOF.
    mutating func skipBalanced() {
        var nesting = 0
        repeat {
            switch kind() {
            case .leftParen, .leftBracket, .leftBrace: nesting += 1
            case .rightParen, .rightBracket, .rightBrace: nesting -= 1
            default: break
            }
            position += 1
        } while nesting > 0 && !atEnd
    }

    /// Guards recursion: past the limit, the group at the cursor is skipped as one error.
    mutating func enter() -> Bool {
        if depth >= SwiftParser.maximumDepth { return false }
        depth += 1
        return true
    }

    mutating func leave() { depth -= 1 }

    mutating func skipTooDeep() -> Int32 {
        let start = position
        switch kind() {
        case .leftParen, .leftBracket, .leftBrace: skipBalanced()
        default: position += 1
        }
        return unknownNode(from: start, "nesting is too deep to analyse")
    }
}
