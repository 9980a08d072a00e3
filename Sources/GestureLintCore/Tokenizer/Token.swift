/// One lexeme: a kind and a byte range. Every byte of a file belongs to exactly one token,
/// so joining the tokens' bytes gives the file back.
public struct Token: Hashable, Sendable, BitwiseCopyable {
    public var kind: TokenKind
    /// The word the parser switches on that an identifier or keyword spells (`Word.classify`),
    /// else `.none`. The lexer classifies each word once, as it decides whether it is reserved;
    /// declared after `kind` so it fills padding (the token stays 12 bytes).
    var word: Word
    public var start: UInt32
    public var end: UInt32

    public init(_ kind: TokenKind, _ start: Int, _ end: Int) {
        self.init(kind, start, end, word: .none)
    }

    init(_ kind: TokenKind, _ start: Int, _ end: Int, word: Word) {
        self.kind = kind
        self.word = word
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var length: Int { Int(end &- start) }

    /// A token is its kind and range: `word` is what those bytes spell, kept by the lexer, so a
    /// token made by hand (`Token(.identifier, 0, 3)`) equals the lexed one.
    public static func == (lhs: Token, rhs: Token) -> Bool {
        lhs.kind == rhs.kind && lhs.start == rhs.start && lhs.end == rhs.end
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(start)
        hasher.combine(end)
    }
}

/// What a token is. Punctuation is split by character because the parser switches on it;
/// `oracleClass` maps every kind to the classes of the `swift-tokens` oracle.
public enum TokenKind: UInt8, Sendable, CaseIterable, BitwiseCopyable {
    // Trivia
    case whitespace          // spaces, tabs, vertical tab, form feed
    case newline             // LF, CRLF or CR (one token per break)
    case lineComment         // `// ...`
    case docLineComment      // `/// ...`
    case blockComment        // `/* ... */`, nested
    case docBlockComment     // `/** ... */`
    case unexpectedText      // a BOM, a no-break space, control characters, invalid UTF-8
    case shebang             // `#!...` at the very start of the file
    case conflictMarker      // a whole `<<<<<<< ... >>>>>>> ...` merge-conflict region

    // Words and literals
    case identifier          // also contextual keywords, `` `escaped` ``, `$0`, `$name`
    case keyword             // a word the Swift lexer reserves, and `_`
    case integer
    case float
    case stringQuote         // `"`, `"""`, `'`, and raw-string `#` delimiters
    case stringSegment       // literal text between quotes and interpolations
    case stringContinuation  // `\` + line break joining two lines of a multi-line string
    case regex               // a whole regex literal, delimiters included
    case `operator`          // operators and operator-like punctuation: `=`, `->`, `?`, `!`, `&`, `...`
    case poundKeyword        // `#if #elseif #else #endif #available #unavailable #sourceLocation`
    case pound               // the `#` of a macro or pound name (`#selector`: `#` then `selector`)

    // Punctuation
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftBracket, rightBracket
    case comma, colon, semicolon, period
    case atSign              // `@` of an attribute; the name follows as an identifier
    case backslash           // `\` of a key path or an interpolation `\(`
    case backtick            // a lone backtick that does not start an escaped identifier
    case doubleColon         // `::` (module selector)

    case unknown             // bytes the lexer cannot classify, and unterminated constructs' remainders

    /// Comments, spaces, line breaks, BOM, shebang: nothing the parser reads.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.conflictMarker.rawValue }

    @inlinable public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
    }

    /// The token class the `swift-tokens --lexer --trivia` oracle prints, or nil for what it omits
    /// (whitespace, line breaks, and a multi-line string's escaped line break).
    public var oracleClass: String? {
        switch self {
        case .whitespace, .newline: return nil
        case .lineComment: return "line-comment"
        case .docLineComment: return "doc-line-comment"
        case .blockComment: return "block-comment"
        case .docBlockComment: return "doc-block-comment"
        case .unexpectedText: return "unexpected-text"
        case .shebang: return "shebang"
        case .conflictMarker: return "unexpected-text"
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .integer: return "integer"
        case .float: return "float"
        case .stringQuote: return "string-quote"
        case .stringSegment: return "string-segment"
        case .stringContinuation: return nil
        case .regex: return "regex"
        case .operator: return "operator"
        case .poundKeyword: return "pound-keyword"
        case .pound: return "pound"
        case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket,
             .comma, .colon, .semicolon, .period, .atSign, .backslash, .backtick, .doubleColon:
            return "punctuation"
        case .unknown: return "unknown"
        }
    }
}
