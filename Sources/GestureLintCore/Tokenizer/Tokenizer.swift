/// Splits Swift source bytes into a flat, lossless array of tokens.
///
/// One pass over the bytes, no backtracking beyond a bounded look-ahead, no recursion: string
/// literals and their interpolations nest on an explicit stack, so any depth is safe and the
/// time is linear. It never fails; bytes it cannot classify become `unknown` or
/// `unexpectedText` tokens and the scan goes on. Its decisions on the hard corners (regex
/// literal versus `/`, raw strings, `\#(`, multi-line string segments) follow swift-syntax's
/// lexer, which `Scripts/compare-tokens.sh` checks token by token.
public enum Tokenizer {
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            defer {
                lexer.tokens.deallocate()
                lexer.stack.deallocate()
            }
            lexer.run()
            return lexer.tokens.makeArray()
        }
    }

    public static func tokenize(_ file: SourceFile) -> [Token] { tokenize(file.bytes) }
}

/// A string literal or an interpolation inside one: the lexer's nesting.
private struct Frame {
    var isString: Bool
    /// `"` or `'`.
    var quote: UInt8
    var isMultiline: Bool
    /// Raw-string `#` count of the string (of the enclosing string, for an interpolation).
    var pounds: Int
    /// Unclosed `(` inside an interpolation.
    var parenDepth: Int
}

/// What the previous significant token says about a following `/` (swift-syntax's
/// `isInRegexLiteralPosition` and its special cases). It matters most for a `/` spaced like a
/// binary operator (`a / b`, `return / x /`), which is a regex only in regex position.
private enum RegexContext {
    case regexPosition        // file start, `{`, `;`, `=`, binary and prefix operators, infix `?`,
                              // most keywords, `#if`, unknown bytes: a spaced `/` is a regex too
    case argumentPosition     // `(`, `[`, `,`, `:`: a spaced `/` may be an unapplied operator
    case operandPosition      // identifiers, literals, `_`, `)`, `.`, `->`, postfix operators: a spaced `/` divides
    case afterFuncOrOperator  // `func /(...)`, `operator /^/`: never a regex
    case afterTryMark         // `try?` / `try!`: a regex even where a binary operator could go
}

private let ascii = (
    newline: UInt8(ascii: "\n"), carriageReturn: UInt8(ascii: "\r"), space: UInt8(ascii: " "),
    tab: UInt8(ascii: "\t"), slash: UInt8(ascii: "/"), star: UInt8(ascii: "*"),
    backslash: UInt8(ascii: "\\"), quote: UInt8(ascii: "\""), apostrophe: UInt8(ascii: "'"),
    pound: UInt8(ascii: "#"), dot: UInt8(ascii: "."), leftParen: UInt8(ascii: "("),
    rightParen: UInt8(ascii: ")"), backtick: UInt8(ascii: "`"), dollar: UInt8(ascii: "$"),
    lessThan: UInt8(ascii: "<"), greaterThan: UInt8(ascii: ">"), leftBracket: UInt8(ascii: "["),
    rightBracket: UInt8(ascii: "]"), underscore: UInt8(ascii: "_")
)

private struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    var tokens: LexerBuffer<Token>
    var stack = LexerBuffer<Frame>(capacity: 16)
    var regexContext = RegexContext.regexPosition
    /// The kind of the last significant token (`x.0.1` is tuple access only after a period).
    var previousKind = TokenKind.whitespace
    var previousWasTry = false

    // Memos that keep pathological inputs linear: each records how far a look-ahead went, so a
    // later look-ahead from inside the same stretch does not scan it again.
    var gitConflictEndSearchFailed = false
    var perforceConflictEndSearchFailed = false
    var unterminatedExtendedRegex: (start: Int, pounds: Int)?
    var curlyQuoteCloseMissingBefore = -1
    /// The end of the last run of `#` that `lexPound` counted.
    var poundRunEnd = -1
    /// Per raw-string `#` count: where `closesOnSameLine` last searched from, and where it stopped
    /// (the closing quote it found, or the end of the line).
    var rawCloseSearches: [Int: (from: Int, stoppedAt: Int, found: Bool)] = [:]
    var placeholderEndSearch: (from: Int, stoppedAt: Int, found: Bool)?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
        self.tokens = LexerBuffer(capacity: bytes.count / 3 + 16)
    }

    @inline(__always) func byte(at index: Int) -> UInt8 { index < count ? bytes[index] : 0 }

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, to end: Int) {
        tokens.append(Token(kind, start, end))
    }

    /// Adjacent pieces of unexpected text (invalid UTF-8, control characters, BOMs, no-break
    /// spaces) form one token, as in swift-syntax's trivia.
    @inline(__always) mutating func emitUnexpectedText(from start: Int, to end: Int) {
        if let last = tokens.last, last.kind == .unexpectedText, Int(last.end) == start {
            tokens[tokens.count - 1].end = UInt32(truncatingIfNeeded: end)
        } else {
            tokens.append(Token(.unexpectedText, start, end))
        }
    }

    /// Emits a significant (non-trivia) token and records what it means for a following `/`.
    @inline(__always) mutating func emitSignificant(_ kind: TokenKind, from start: Int, to end: Int,
                                                    _ context: RegexContext, isTry: Bool = false) {
        tokens.append(Token(kind, start, end))
        regexContext = context
        previousWasTry = isTry
        previousKind = kind
    }

    mutating func run() {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            emitUnexpectedText(from: 0, to: 3)
            position = 3
        } else if count >= 2, bytes[0] == ascii.pound, bytes[1] == UInt8(ascii: "!") {
            let end = endOfLine(from: 2)
            emit(.shebang, from: 0, to: end)
            position = end
        }
        while position < count {
            if let top = stack.last, top.isString {
                lexStringContents(top)
            } else {
                lexCodeToken()
            }
        }
    }

    func endOfLine(from start: Int) -> Int {
        var index = start
        while index < count, bytes[index] != ascii.newline, bytes[index] != ascii.carriageReturn { index += 1 }
        return index
    }

    // MARK: - Code

    mutating func lexCodeToken() {
        let start = position
        let first = bytes[start]
        switch first {
        case ascii.space, ascii.tab, 0x0B, 0x0C:
            var end = start + 1
            while end < count, isHorizontalWhitespace(bytes[end]) { end += 1 }
            emit(.whitespace, from: start, to: end)
            position = end
        case ascii.newline, ascii.carriageReturn:
            lexNewline(at: start)
        case ascii.slash:
            let next = byte(at: start + 1)
            if next == ascii.slash {
                lexLineComment(at: start)
            } else if next == ascii.star {
                lexBlockComment(at: start)
            } else {
                lexOperator(at: start)
            }
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), ascii.underscore:
            lexIdentifier(at: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber(at: start)
        case ascii.quote, ascii.apostrophe:
            lexStringOpening(at: start, pounds: 0)
        case ascii.pound:
            lexPound(at: start)
        case ascii.leftParen:
            if let top = stack.last, !top.isString { stack[stack.count - 1].parenDepth += 1 }
            emitSignificant(.leftParen, from: start, to: start + 1, .argumentPosition)
            position = start + 1
        case ascii.rightParen:
            emitSignificant(.rightParen, from: start, to: start + 1, .operandPosition)
            position = start + 1
            if let top = stack.last, !top.isString {
                if top.parenDepth == 0 {
                    stack.removeLast()   // the `)` closes an interpolation: back to the string
                } else {
                    stack[stack.count - 1].parenDepth -= 1
                }
            }
        case UInt8(ascii: "{"): punctuation(.leftBrace, .regexPosition)
        case UInt8(ascii: "}"): punctuation(.rightBrace, .operandPosition)
        case ascii.leftBracket: punctuation(.leftBracket, .argumentPosition)
        case ascii.rightBracket: punctuation(.rightBracket, .operandPosition)
        case UInt8(ascii: ","): punctuation(.comma, .argumentPosition)
        case UInt8(ascii: ";"): punctuation(.semicolon, .regexPosition)
        case UInt8(ascii: ":"):
            if byte(at: start + 1) == UInt8(ascii: ":") {
                emitSignificant(.doubleColon, from: start, to: start + 2, .operandPosition)
                position = start + 2
            } else {
                punctuation(.colon, .argumentPosition)
            }
        case UInt8(ascii: "@"): punctuation(.atSign, .operandPosition)
        case ascii.backslash: punctuation(.backslash, .operandPosition)
        case ascii.dot:
            if scanOperatorCharacters(at: start).end > start + 1 {
                lexOperator(at: start)   // `...`, `..<`, `.+.`
            } else {
                punctuation(.period, .operandPosition)
            }
        case ascii.dollar:
            var end = start + 1
            while end < count {
                let byte = bytes[end]
                if byte < 0x80 {
                    guard isASCIIIdentifierContinuation(byte) else { break }
                    end += 1
                } else if let scalar = decodeScalar(bytes, at: end), UnicodeClasses.isIdentifierContinuation(scalar.value) {
                    end += scalar.length
                } else {
                    break
                }
            }
            emitSignificant(.identifier, from: start, to: end, .operandPosition)
            position = end
        case ascii.backtick:
            lexBacktick(at: start)
        case ascii.lessThan, ascii.greaterThan:
            if isAtLineStart(start), lexConflictMarker(at: start) { return }
            if first == ascii.lessThan, byte(at: start + 1) == ascii.pound, lexEditorPlaceholder(at: start) { return }
            lexOperator(at: start)
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(start) {
                // A left-bound `!` or `?` is always a one-character postfix token (`a!=b` is `a! = b`).
                let context: RegexContext = previousWasTry ? .afterTryMark : .operandPosition
                emitSignificant(.operator, from: start, to: start + 1, context)
                position = start + 1
            } else {
                lexOperator(at: start)
            }
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), ascii.star, UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            lexOperator(at: start)
        case 0x80...0xFF:
            lexNonASCII(at: start)
        default:
            // Control characters and NUL: not Swift, skipped as trivia.
            var end = start + 1
            while end < count, isStrayControl(bytes[end]) { end += 1 }
            emitUnexpectedText(from: start, to: end)
            position = end
        }
    }

    @inline(__always) func isStrayControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != ascii.newline && byte != ascii.carriageReturn && byte != ascii.tab
            && byte != 0x0B && byte != 0x0C) || byte == 0x7F
    }

    @inline(__always) mutating func punctuation(_ kind: TokenKind, _ context: RegexContext) {
        emitSignificant(kind, from: position, to: position + 1, context)
        position += 1
    }

    mutating func lexNewline(at start: Int) {
        var end = start + 1
        if bytes[start] == ascii.carriageReturn, byte(at: end) == ascii.newline { end += 1 }
        emit(.newline, from: start, to: end)
        position = end
        // A line break ends every interpolation of a single-line string, and that string.
        while let top = stack.last, !top.isString, !top.isMultiline {
            stack.removeLast()
            if let string = stack.last, string.isString { stack.removeLast() }
        }
    }

    mutating func lexLineComment(at start: Int) {
        let end = endOfLine(from: start + 2)
        let isDoc = byte(at: start + 2) == ascii.slash   // `////` too, as swift-syntax has it
        emit(isDoc ? .docLineComment : .lineComment, from: start, to: end)
        position = end
    }

    mutating func lexBlockComment(at start: Int) {
        var index = start + 2
        var depth = 1
        while index < count {
            let byte = bytes[index]
            if byte == ascii.star, self.byte(at: index + 1) == ascii.slash {
                index += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == ascii.slash, self.byte(at: index + 1) == ascii.star {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
        let isDoc = byte(at: start + 2) == ascii.star && !(byte(at: start + 3) == ascii.slash && index == start + 4)
        emit(isDoc ? .docBlockComment : .blockComment, from: start, to: index)
        position = index
    }

    // MARK: Words

    mutating func lexIdentifier(at start: Int) {
        var end = start
        while end < count {
            let byte = bytes[end]
            if isASCIIIdentifierContinuation(byte) {   // the common case first: one mask test per byte
                end += 1
            } else if byte < 0x80 {
                break
            } else if let scalar = decodeScalar(bytes, at: end), UnicodeClasses.isIdentifierContinuation(scalar.value) {
                end += scalar.length
            } else {
                break
            }
        }
        let word = Keyword.classify(bytes, start, end)
        switch word {
        case .none:
            emitSignificant(.identifier, from: start, to: end, .operandPosition)
        case .operandKeyword:
            emitSignificant(.keyword, from: start, to: end, .operandPosition)
        case .funcOrOperator:
            emitSignificant(.keyword, from: start, to: end, .afterFuncOrOperator)
        case .try:
            emitSignificant(.keyword, from: start, to: end, .regexPosition, isTry: true)
        case .other:
            emitSignificant(.keyword, from: start, to: end, .regexPosition)
        }
        position = end
    }

    mutating func lexBacktick(at start: Int) {
        // `` `name` `` and raw identifiers `` `tap on row` ``: anything but a backtick or line break.
        var index = start + 1
        while index < count {
            let byte = bytes[index]
            if byte == ascii.backtick || byte == ascii.newline || byte == ascii.carriageReturn { break }
            index += 1
        }
        if index < count, bytes[index] == ascii.backtick {   // `` `` `` too: an empty escaped identifier
            emitSignificant(.identifier, from: start, to: index + 1, .operandPosition)
            position = index + 1
        } else {
            emitSignificant(.backtick, from: start, to: start + 1, .operandPosition)
            position = start + 1
        }
    }

    mutating func lexEditorPlaceholder(at start: Int) -> Bool {
        var index = start + 2
        while index + 1 < count {
            let byte = bytes[index]
            if byte == ascii.newline { return false }
            if byte == ascii.lessThan, bytes[index + 1] == ascii.pound { return false }
            if byte == ascii.pound, bytes[index + 1] == ascii.greaterThan {
                emitSignificant(.identifier, from: start, to: index + 2, .operandPosition)
                position = index + 2
                return true
            }
            index += 1
        }
        return false
    }

    mutating func lexNonASCII(at start: Int) {
        guard let scalar = decodeScalar(bytes, at: start) else {
            // Invalid UTF-8: skip to the next byte that can start a character.
            var end = start + 1
            while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            emitUnexpectedText(from: start, to: end)
            position = end
            return
        }
        let value = scalar.value
        if value == 0xFEFF {
            emitUnexpectedText(from: start, to: start + scalar.length)   // a byte order mark
            position = start + scalar.length
        } else if UnicodeClasses.isIdentifierHead(value) {
            lexIdentifier(at: start)
        } else if UnicodeClasses.isOperatorHead(value) {
            lexOperator(at: start)
        } else if UnicodeClasses.isIdentifierContinuation(value) {
            // A combining mark cannot start an identifier, but swift-syntax lexes the run as one.
            var end = start + scalar.length
            while end < count, let next = decodeScalar(bytes, at: end), UnicodeClasses.isIdentifierContinuation(next.value) {
                end += next.length
            }
            emitSignificant(.identifier, from: start, to: end, .operandPosition)
            position = end
        } else if value == 0x201D {
            emitSignificant(.unknown, from: start, to: start + scalar.length, .regexPosition)
            position = start + scalar.length
        } else if value == 0x201C {
            // swift-syntax lexes a curly-quoted string (or a lone opening curly quote) as an identifier.
            let end = endOfCurlyQuotedString(from: start + scalar.length) ?? start + scalar.length
            emitSignificant(.identifier, from: start, to: end, .operandPosition)
            position = end
        } else {
            // No-break spaces, BOMs and other characters Swift does not allow outside strings.
            var end = start + scalar.length
            if value == 0xA0 {
                while end + 1 < count, bytes[end] == 0xC2, bytes[end + 1] == 0xA0 { end += 2 }
            }
            emitUnexpectedText(from: start, to: end)
            position = end
        }
    }

    /// After an opening curly quote, the end of a `“...”` or `“..."` on the same line. Like
    /// swift-syntax, it gives up at an interpolation, a control character (tab included),
    /// invalid UTF-8 or an invalid escape.
    mutating func endOfCurlyQuotedString(from start: Int) -> Int? {
        if start < curlyQuoteCloseMissingBefore { return nil }
        var index = start
        scan: while index < count {
            let byte = bytes[index]
            if byte == ascii.quote { return index + 1 }
            if byte == ascii.backslash {
                switch self.byte(at: index + 1) {
                case UInt8(ascii: "0"), ascii.backslash, UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
                     ascii.quote, ascii.apostrophe:
                    index += 2
                case UInt8(ascii: "u"):
                    guard let (end, value) = unicodeEscape(at: index + 2),
                          value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { break scan }
                    index = end
                default:
                    break scan   // `\(` or an invalid escape
                }
                continue
            }
            if byte < 0x20 || byte == 0x7F { break }   // line breaks and other control characters
            if byte < 0x80 {
                index += 1
                continue
            }
            guard let scalar = decodeScalar(bytes, at: index) else { break }
            if scalar.value == 0x201D { return index + scalar.length }
            index += scalar.length
        }
        curlyQuoteCloseMissingBefore = index
        return nil
    }

    // MARK: Numbers

    mutating func lexNumber(at start: Int) {
        let (end, isFloat) = scanNumber(at: start)
        emitSignificant(isFloat ? .float : .integer, from: start, to: end, .operandPosition)
        position = end
    }

    /// Consumes identifier characters after a malformed literal, as the compiler does.
    func skipIdentifierContinuation(from start: Int) -> Int {
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard isASCIIIdentifierContinuation(byte) else { break }
                index += 1
            } else if let scalar = decodeScalar(bytes, at: index), UnicodeClasses.isIdentifierContinuation(scalar.value) {
                index += scalar.length
            } else {
                break
            }
        }
        return index
    }

    func scanNumber(at start: Int) -> (end: Int, isFloat: Bool) {
        var index = start
        if bytes[start] == UInt8(ascii: "0") {
            switch byte(at: start + 1) {
            case UInt8(ascii: "x"): return scanHexNumber(at: start)
            case UInt8(ascii: "o"), UInt8(ascii: "b"):
                // Invalid digits are swallowed into the literal: the compiler diagnoses them.
                return (skipIdentifierContinuation(from: start + 2), false)
            default: break
            }
        }
        while index < count, isDecimalDigit(bytes[index]) || bytes[index] == ascii.underscore { index += 1 }
        let next = byte(at: index)
        if next == ascii.dot {
            // `4.x` and tuple access `x.0.1` are an integer and a period.
            if !isDecimalDigit(byte(at: index + 1)) || previousKind == .period {
                return (index, false)
            }
        } else if next != UInt8(ascii: "e") && next != UInt8(ascii: "E") {
            return (skipIdentifierContinuation(from: index), false)
        }
        if byte(at: index) == ascii.dot {
            index += 1
            while index < count, isDecimalDigit(bytes[index]) || bytes[index] == ascii.underscore { index += 1 }
        }
        if byte(at: index) == UInt8(ascii: "e") || byte(at: index) == UInt8(ascii: "E") {
            index += 1
            if byte(at: index) == UInt8(ascii: "-") || byte(at: index) == UInt8(ascii: "+") { index += 1 }
            guard isDecimalDigit(byte(at: index)) else {
                return (skipIdentifierContinuation(from: index), true)
            }
            while index < count, isDecimalDigit(bytes[index]) || bytes[index] == ascii.underscore { index += 1 }
            return (skipIdentifierContinuation(from: index), true)
        }
        return (index, true)
    }

    func scanHexNumber(at start: Int) -> (end: Int, isFloat: Bool) {
        var index = start + 2
        guard index < count else { return (index, false) }
        guard isHexDigit(bytes[index]) else { return (skipIdentifierContinuation(from: index), false) }
        while index < count, isHexDigit(bytes[index]) || bytes[index] == ascii.underscore { index += 1 }
        let next = byte(at: index)
        if next != ascii.dot && next != UInt8(ascii: "p") && next != UInt8(ascii: "P") {
            return (skipIdentifierContinuation(from: index), false)
        }
        var dotIndex: Int?
        if next == ascii.dot {
            dotIndex = index
            // `0xff.description`: an integer followed by a member.
            guard isHexDigit(byte(at: index + 1)) else { return (index, false) }
            index += 1
            while index < count, isHexDigit(bytes[index]) || bytes[index] == ascii.underscore { index += 1 }
            let afterFraction = byte(at: index)
            if afterFraction != UInt8(ascii: "p") && afterFraction != UInt8(ascii: "P") {
                if index + 1 < count, !isDecimalDigit(bytes[index + 1]) { return (dotIndex!, false) }
                return (index, false)
            }
        }
        index += 1   // p or P
        var signed = false
        if byte(at: index) == UInt8(ascii: "+") || byte(at: index) == UInt8(ascii: "-") {
            index += 1
            signed = true
        }
        if index < count, !isDecimalDigit(bytes[index]) {
            if let dotIndex, dotIndex + 1 < count, !isDecimalDigit(bytes[dotIndex + 1]), !signed {
                return (dotIndex, false)
            }
            return (skipIdentifierContinuation(from: index), true)
        }
        while index < count, isDecimalDigit(bytes[index]) || bytes[index] == ascii.underscore { index += 1 }
        return (skipIdentifierContinuation(from: index), true)
    }

    // MARK: Pound

    mutating func lexPound(at start: Int) {
        // A run of `#` not followed by `"` or `/` is lexed one `#` at a time: count it once.
        var index = start < poundRunEnd ? poundRunEnd : start
        while index < count, bytes[index] == ascii.pound { index += 1 }
        poundRunEnd = index
        let pounds = index - start
        if byte(at: index) == ascii.quote {
            emitSignificant(.stringQuote, from: start, to: index, .operandPosition)
            position = index
            lexStringOpening(at: index, pounds: pounds)
            return
        }
        if byte(at: index) == ascii.slash, let end = scanRegex(at: start, mustBeRegex: true) {
            emitSignificant(.regex, from: start, to: end, .operandPosition)
            position = end
            return
        }
        // `#if`, `#available`, ...: letters and underscores, as swift-syntax scans them (`#if_x` is
        // `#` and `if_x`, but `#if1` is `#if` and `1`).
        var end = start + 1
        while end < count, bytes[end] | 0x20 >= UInt8(ascii: "a") && bytes[end] | 0x20 <= UInt8(ascii: "z")
                || bytes[end] == ascii.underscore { end += 1 }
        switch PoundKeyword.classify(bytes, start + 1, end) {
        case .conditional:
            emitSignificant(.poundKeyword, from: start, to: end, .regexPosition)
            position = end
        case .other:
            emitSignificant(.poundKeyword, from: start, to: end, .operandPosition)
            position = end
        case .none:
            emitSignificant(.pound, from: start, to: start + 1, .operandPosition)
            position = start + 1
        }
    }

    // MARK: Operators

    @inline(__always) func isLeftBound(_ index: Int) -> Bool {
        if index == 0 { return false }
        switch bytes[index - 1] {
        case ascii.space, ascii.carriageReturn, ascii.newline, ascii.tab, ascii.leftParen, ascii.leftBracket,
             UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case ascii.slash:
            return !(index >= 2 && bytes[index - 2] == ascii.star)   // the end of `*/` is whitespace
        case 0xA0:
            return !(index >= 2 && bytes[index - 2] == 0xC2)         // a no-break space
        default:
            return true
        }
    }

    @inline(__always) func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < count else { return false }
        switch bytes[index] {
        case ascii.space, ascii.carriageReturn, ascii.newline, ascii.tab, ascii.rightParen, ascii.rightBracket,
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case ascii.dot:
            return !leftBound
        case ascii.slash:
            let next = byte(at: index + 1)
            return !(next == ascii.slash || next == ascii.star)
        case 0xC2:
            return byte(at: index + 1) != 0xA0
        default:
            return true
        }
    }

    /// Whether `#>` occurs before the end of the line (swift-syntax's `containsPlaceholderEnd`).
    mutating func placeholderEndFollows(_ start: Int) -> Bool {
        if let memo = placeholderEndSearch, memo.from <= start, start <= memo.stoppedAt { return memo.found }
        var index = start
        var found = false
        while index + 1 < count, bytes[index] != ascii.newline {
            if bytes[index] == ascii.pound, bytes[index + 1] == ascii.greaterThan {
                found = true
                break
            }
            index += 1
        }
        placeholderEndSearch = (start, index, found)
        return found
    }

    /// Scans the operator characters starting at `start`. `end` stops before a `//` or `/*` inside
    /// them (a comment starts there); `fullEnd` does not, and is what the regex decision looks at.
    mutating func scanOperatorCharacters(at start: Int) -> (end: Int, fullEnd: Int) {
        let startsWithDot = bytes[start] == ascii.dot
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == ascii.dot {
                    guard startsWithDot else { break }
                } else if !isASCIIOperatorCharacter(byte) {
                    break
                } else if byte == ascii.lessThan, index > start, self.byte(at: index + 1) == ascii.pound,
                          placeholderEndFollows(index + 2) {
                    break   // `+<#name#>`: the placeholder is a token of its own
                }
                index += 1
            } else if let scalar = decodeScalar(bytes, at: index),
                      index == start ? UnicodeClasses.isOperatorHead(scalar.value)
                                     : UnicodeClasses.isOperatorContinuation(scalar.value) {
                index += scalar.length
            } else {
                break
            }
        }
        // `//` or `/*` inside an operator starts a comment.
        if index - start > 2 {
            var scan = start + 1
            while scan < index - 1 {
                if bytes[scan] == ascii.slash, bytes[scan + 1] == ascii.slash || bytes[scan + 1] == ascii.star {
                    return (scan, index)
                }
                scan += 1
            }
        }
        return (index, index)
    }

    mutating func lexOperator(at start: Int) {
        let (end, fullEnd) = scanOperatorCharacters(at: start)
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)

        // A regex literal may start at the operator's first `/` (`/re/`, `!/re/`).
        if !leftBound, regexContext != .afterFuncOrOperator {
            var slash = start
            while slash < fullEnd, bytes[slash] != ascii.slash { slash += 1 }
            // `*/` ends a block comment, so a `/` right after `*` never opens a regex (`{ */x/`).
            if slash < fullEnd, slash == start || bytes[slash - 1] != ascii.star {
                var mustBeRegex = false
                var allowed = true
                if !isRightBound(fullEnd, leftBound: false) {   // spaced like a binary operator
                    switch regexContext {
                    case .regexPosition, .afterTryMark: mustBeRegex = true
                    case .argumentPosition: break
                    case .operandPosition, .afterFuncOrOperator: allowed = false
                    }
                }
                if allowed, let regexEnd = scanRegex(at: slash, mustBeRegex: mustBeRegex) {
                    if slash > start {
                        emitSignificant(.operator, from: start, to: slash, .regexPosition)
                    }
                    emitSignificant(.regex, from: slash, to: regexEnd, .operandPosition)
                    position = regexEnd
                    return
                }
            }
        }

        let length = end - start
        let context: RegexContext
        var kind = TokenKind.operator
        if length == 1 && bytes[start] == UInt8(ascii: "=") {
            context = .regexPosition     // `=` however it is spaced
        } else if length == 1 && bytes[start] == UInt8(ascii: "?") {
            context = leftBound ? .operandPosition : .regexPosition
        } else if length == 2 && bytes[start] == UInt8(ascii: "-") && bytes[start + 1] == ascii.greaterThan {
            context = .operandPosition
        } else if containsBlockCommentEnd(start, end) {
            kind = .unknown
            context = .regexPosition
        } else if leftBound && !rightBound {
            context = .operandPosition   // postfix
        } else {
            context = .regexPosition     // binary, prefix, `=`, `&`
        }
        emitSignificant(kind, from: start, to: end, context)
        position = end
    }

    func containsBlockCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index + 1 < end {
            if bytes[index] == ascii.star, bytes[index + 1] == ascii.slash { return true }
            index += 1
        }
        return false
    }

    // MARK: Regex literals

    /// Scans a regex literal `/.../` or `#/.../#` (any number of `#`, multi-line when the opening
    /// delimiter ends its line) starting at `start`. Returns its end, or nil when it is not one.
    mutating func scanRegex(at start: Int, mustBeRegex: Bool) -> Int? {
        var index = start
        while index < count, bytes[index] == ascii.pound { index += 1 }
        let pounds = index - start
        guard byte(at: index) == ascii.slash else { return nil }
        index += 1

        if pounds == 0, index < count {
            let next = bytes[index]
            if next == ascii.space || next == ascii.tab {
                if !mustBeRegex { return nil }
            } else if next == ascii.star || next == ascii.slash {
                return nil
            }
        }

        var firstNewline: Int?
        if pounds > 0 {
            var scan = index
            while scan < count, bytes[scan] == ascii.space || bytes[scan] == ascii.tab { scan += 1 }
            if scan < count, bytes[scan] == ascii.newline || bytes[scan] == ascii.carriageReturn {
                firstNewline = scan
                index = scan
                if let memo = unterminatedExtendedRegex, memo.start <= start, pounds >= memo.pounds {
                    return scan   // a scan from earlier already ran off the end of the file
                }
            }
        }

        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -1
        while true {
            // Closing delimiter?
            if index < count, bytes[index] == ascii.slash {
                var closeEnd = index + 1
                var closePounds = 0
                if pounds > 0 {
                    while closeEnd < count, bytes[closeEnd] == ascii.pound { closeEnd += 1; closePounds += 1 }
                }
                if closePounds >= pounds {
                    if closePounds == 0 {
                        let after = byte(at: closeEnd)
                        if after == ascii.star || after == ascii.slash {
                            return mustBeRegex ? index : nil   // `/.../` ending on a comment: unterminated before it
                        }
                        if lastUnescapedSpace == index - 1 && !mustBeRegex { return nil }
                    }
                    return closeEnd
                }
            }
            // Pattern character.
            guard index < count else {
                if let firstNewline {
                    unterminatedExtendedRegex = (start, pounds)
                    return mustBeRegex ? firstNewline : nil
                }
                return mustBeRegex ? index : nil
            }
            var byte = bytes[index]
            var escaped = false
            if byte == ascii.backslash {
                escaped = true
                index += 1
                guard index < count else { return mustBeRegex ? index : nil }
                byte = bytes[index]
            }
            if byte == ascii.newline || byte == ascii.carriageReturn {
                if firstNewline == nil { return mustBeRegex ? index : nil }
                index += 1
                continue
            }
            if !escaped {
                switch byte {
                case ascii.leftParen where classDepth == 0:
                    groupDepth += 1
                case ascii.rightParen where classDepth == 0:
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                case ascii.leftBracket:
                    classDepth += 1
                case ascii.rightBracket:
                    if classDepth > 0 { classDepth -= 1 }
                case ascii.space:
                    // Not a tab: swift-syntax files an unescaped tab as an unprintable character instead.
                    lastUnescapedSpace = index
                default:
                    break
                }
            } else if byte == ascii.leftBracket || byte == ascii.rightBracket {
                // escaped brackets do not open or close a class
            }
            index += 1
        }
    }

    // MARK: Conflict markers

    func isAtLineStart(_ index: Int) -> Bool {
        index == 0 || bytes[index - 1] == ascii.newline || bytes[index - 1] == ascii.carriageReturn
    }

    /// `<<<<<<< ` (git) or `>>>> ` (Perforce) at a line start, up to the end of the line holding the
    /// matching `>>>>>>> ` / `<<<<` terminator, becomes one trivia token.
    mutating func lexConflictMarker(at start: Int) -> Bool {
        let isGit = starts(with: "<<<<<<< ", at: start)
        guard isGit || starts(with: ">>>> ", at: start) else { return false }
        if isGit ? gitConflictEndSearchFailed : perforceConflictEndSearchFailed { return false }
        var index = start + (isGit ? 8 : 5)
        while index < count {
            let found = isGit ? starts(with: ">>>>>>> ", at: index)
                              : (starts(with: "<<<<", at: index) && byte(at: index + 4) == ascii.newline)
            if found, isAtLineStart(index) {
                let end = endOfLine(from: isGit ? index : index + 5)
                emit(.conflictMarker, from: start, to: end)
                position = end
                return true
            }
            index += 1
        }
        // Every later marker of this kind would search the same tail in vain.
        if isGit { gitConflictEndSearchFailed = true } else { perforceConflictEndSearchFailed = true }
        return false
    }

    func starts(with prefix: StaticString, at index: Int) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard index + length <= count else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    // MARK: - Strings

    /// At `"`, `"""` or `'` (after any raw-string `#`s already emitted): emits the opening quote
    /// and pushes the string.
    mutating func lexStringOpening(at start: Int, pounds: Int) {
        let quote = bytes[start]
        var isMultiline = false
        if quote == ascii.quote, byte(at: start + 1) == ascii.quote, byte(at: start + 2) == ascii.quote {
            isMultiline = true
            if pounds > 0, closesOnSameLine(from: start + 1, pounds: pounds) {
                isMultiline = false   // `#"""#` or `#""abc"#`: a single-line raw string
            }
        }
        let end = start + (isMultiline ? 3 : 1)
        emitSignificant(.stringQuote, from: start, to: end, .operandPosition)
        position = end
        stack.append(Frame(isString: true, quote: quote, isMultiline: isMultiline, pounds: pounds, parenDepth: 0))
        if isMultiline {
            // Spaces and the line break after an opening `"""` are not part of the string's text.
            var index = end
            while index < count, bytes[index] == ascii.space || bytes[index] == ascii.tab { index += 1 }
            if index < count, bytes[index] == ascii.newline || bytes[index] == ascii.carriageReturn {
                if index > end { emit(.whitespace, from: end, to: index) }
                var lineEnd = index + 1
                if bytes[index] == ascii.carriageReturn, byte(at: lineEnd) == ascii.newline { lineEnd += 1 }
                emit(.newline, from: index, to: lineEnd)
                position = lineEnd
            }
        }
    }

    /// Whether a `"` followed by `pounds` `#`s occurs before the end of the line.
    mutating func closesOnSameLine(from start: Int, pounds: Int) -> Bool {
        if let memo = rawCloseSearches[pounds], memo.from <= start, start <= memo.stoppedAt {
            return memo.found   // nested `#"""\#(#"""...`: the answer lies past the same stretch
        }
        var index = start
        var found = false
        while index < count, bytes[index] != ascii.newline, bytes[index] != ascii.carriageReturn {
            if bytes[index] == ascii.quote, poundRun(at: index + 1) >= pounds {
                found = true
                break
            }
            index += 1
        }
        rawCloseSearches[pounds] = (start, index, found)
        return found
    }

    @inline(__always) func poundRun(at start: Int) -> Int {
        var index = start
        while index < count, bytes[index] == ascii.pound { index += 1 }
        return index - start
    }

    /// Lexes string text from `position` up to the next split point: the closing delimiter, an
    /// interpolation, a line break (a segment per line in multi-line strings), or after an escaped
    /// `\n`/`\r` (where swift-syntax splits segments too).
    mutating func lexStringContents(_ frame: Frame) {
        let start = position
        var index = start
        let pounds = frame.pounds
        while index < count {
            let byte = bytes[index]
            if byte == ascii.backslash, pounds == 0 || poundRun(at: index + 1) >= pounds {
                // In a raw string the escape takes every `#` that follows (`\##(` in `#"..."#`); only
                // an exact count makes `\#n` a line-break escape.
                let run = pounds == 0 ? 0 : poundRun(at: index + 1)
                let afterPounds = index + 1 + run
                let escaped = self.byte(at: afterPounds)
                if escaped == ascii.leftParen {
                    if index > start { emit(.stringSegment, from: start, to: index) }
                    emitSignificant(.backslash, from: index, to: index + 1, .operandPosition)
                    if pounds > 0 { emitSignificant(.stringQuote, from: index + 1, to: afterPounds, .operandPosition) }
                    emitSignificant(.leftParen, from: afterPounds, to: afterPounds + 1, .argumentPosition)
                    position = afterPounds + 1
                    stack.append(Frame(isString: false, quote: frame.quote, isMultiline: frame.isMultiline,
                                       pounds: pounds, parenDepth: 0))
                    return
                }
                if frame.isMultiline, let continuationEnd = lineContinuationEnd(from: afterPounds) {
                    if index > start { emit(.stringSegment, from: start, to: index) }
                    emit(.stringContinuation, from: index, to: continuationEnd)
                    position = continuationEnd
                    return
                }
                index = afterPounds
                switch escaped {
                case UInt8(ascii: "n") where run == pounds, UInt8(ascii: "r") where run == pounds:
                    emit(.stringSegment, from: start, to: index + 1)
                    position = index + 1
                    return
                case UInt8(ascii: "u"):
                    if let (end, value) = unicodeEscape(at: index + 1) {
                        if run == pounds, value == 0x0A || value == 0x0D {
                            emit(.stringSegment, from: start, to: end)
                            position = end
                            return
                        }
                        index = end
                    } else {
                        index += 1
                    }
                case ascii.newline, ascii.carriageReturn, 0:
                    break   // a stray backslash at a line end: the line break is handled below
                default:
                    if escaped < 0x80 {
                        index += 1
                    }
                }
                continue
            }
            if byte == frame.quote {
                if let closeEnd = closingDelimiterEnd(at: index, frame) {
                    if index > start { emit(.stringSegment, from: start, to: index) }
                    let quoteEnd = index + (frame.isMultiline ? 3 : 1)
                    emitSignificant(.stringQuote, from: index, to: quoteEnd, .operandPosition)
                    if pounds > 0 { emitSignificant(.stringQuote, from: quoteEnd, to: closeEnd, .operandPosition) }
                    position = closeEnd
                    stack.removeLast()
                    return
                }
                index += 1
                continue
            }
            if byte == ascii.newline || byte == ascii.carriageReturn {
                if frame.isMultiline {
                    var end = index + 1
                    if byte == ascii.carriageReturn, self.byte(at: end) == ascii.newline { end += 1 }
                    emit(.stringSegment, from: start, to: end)
                    position = end
                    return
                }
                // Unterminated single-line string: the line break ends it.
                if index > start { emit(.stringSegment, from: start, to: index) }
                position = index
                stack.removeLast()
                lexNewline(at: index)
                return
            }
            index += 1
        }
        if index > start { emit(.stringSegment, from: start, to: index) }
        position = index
    }

    /// After `\` (and its pounds) in a multi-line string: the end of spaces/tabs and a line break.
    func lineContinuationEnd(from start: Int) -> Int? {
        var index = start
        while index < count, bytes[index] == ascii.space || bytes[index] == ascii.tab { index += 1 }
        guard index < count else { return nil }
        if bytes[index] == ascii.newline { return index + 1 }
        if bytes[index] == ascii.carriageReturn { return byte(at: index + 1) == ascii.newline ? index + 2 : index + 1 }
        return nil
    }

    /// `\u{...}` after the `u`: the end of the escape and its value, when well-formed.
    func unicodeEscape(at braceIndex: Int) -> (Int, UInt32)? {
        guard byte(at: braceIndex) == UInt8(ascii: "{") else { return nil }
        var index = braceIndex + 1
        var value: UInt32 = 0
        var digits = 0
        while index < count, isHexDigit(bytes[index]), digits < 9 {
            let digit = bytes[index]
            let nibble = digit <= 0x39 ? digit - 0x30 : (digit | 0x20) - 0x61 + 10
            value = value &* 16 &+ UInt32(nibble)
            digits += 1
            index += 1
        }
        guard byte(at: index) == UInt8(ascii: "}") else { return nil }
        return (index + 1, digits >= 1 && digits <= 8 ? value : 0xFFFF_FFFF)
    }

    /// If a closing delimiter of `frame` starts at `index`, its end (quotes and pounds).
    func closingDelimiterEnd(at index: Int, _ frame: Frame) -> Int? {
        var end = index + 1
        if frame.isMultiline {
            guard byte(at: index + 1) == ascii.quote, byte(at: index + 2) == ascii.quote else { return nil }
            end = index + 3
        }
        if frame.pounds > 0 {
            let run = poundRun(at: end)
            guard run >= frame.pounds else { return nil }
            end += run   // extra `#`s belong to the delimiter too (`#"a"##`)
        }
        return end
    }
}

// MARK: - Reserved words

/// What a word means to the lexer: whether it is reserved, and how it affects a following `/`.
private enum Keyword {
    case none                 // an identifier (contextual keywords included)
    case operandKeyword       // `true false nil self Self super Any` and `_`: an operand
    case funcOrOperator
    case `try`
    case other

    /// The 53 words swift-syntax's lexer reserves, and `_`.
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length >= 1 && length <= 15 else { return .none }
        if length > 8 { return classifyLong(bytes, start, end) }
        // Up to 8 bytes as one little-endian integer ("if" is 0x6669), compared with the keywords of
        // that length: a few integer comparisons instead of string comparisons.
        var packed: UInt64 = 0
        if start + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self)
            packed = word & (length == 8 ? ~0 : (1 &<< UInt64(length * 8)) &- 1)
        } else {
            var index = end
            while index > start {
                index -= 1
                packed = packed << 8 | UInt64(bytes[index])
            }
        }
        switch length {
        case 1:
            switch packed {
            case 0x5F: return .operandKeyword   // _
            default: return .none
            }
        case 2:
            switch packed {
            case 0x6669, 0x6E69, 0x7369, 0x7361, 0x6F64: return .other   // if in is as do
            default: return .none
            }
        case 3:
            switch packed {
            case 0x6C696E, 0x796E41: return .operandKeyword   // nil Any
            case 0x797274: return .`try`   // try
            case 0x74656C, 0x726176, 0x726F66: return .other   // let var for
            default: return .none
            }
        case 4:
            switch packed {
            case 0x65757274, 0x666C6573, 0x666C6553: return .operandKeyword   // true self Self
            case 0x636E7566: return .funcOrOperator   // func
            case 0x65736163, 0x65736C65, 0x6D756E65, 0x74696E69:
                return .other   // case else enum init
            default: return .none
            }
        case 5:
            switch packed {
            case 0x65736C6166, 0x7265707573: return .operandKeyword   // false super
            // break catch class defer guard inout throw where while
            case 0x6B61657262, 0x6863746163, 0x7373616C63, 0x7265666564, 0x6472617567, 0x74756F6E69,
                 0x776F726874, 0x6572656877, 0x656C696877:
                return .other
            default: return .none
            }
        case 6:
            switch packed {
            // deinit import public repeat return static struct switch throws
            case 0x74696E696564, 0x74726F706D69, 0x63696C627570, 0x746165706572, 0x6E7275746572,
                 0x636974617473, 0x746375727473, 0x686374697773, 0x73776F726874:
                return .other
            default: return .none
            }
        case 7:
            switch packed {
            case 0x746C7561666564, 0x65746176697270: return .other   // default private
            default: return .none
            }
        case 8:
            switch packed {
            case 0x726F74617265706F: return .funcOrOperator   // operator
            case 0x65756E69746E6F63, 0x6C616E7265746E69, 0x6C6F636F746F7270, 0x73776F7268746572:
                return .other   // continue internal protocol rethrows
            default: return .none
            }
        default:
            return .none
        }
    }

    static func classifyLong(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let pointer = word.utf8Start
            for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        if equals("extension") || equals("subscript") || equals("typealias") || equals("fallthrough")
            || equals("fileprivate") || equals("associatedtype") || equals("precedencegroup") { return .other }
        return .none
    }
}

private enum PoundKeyword {
    case none, conditional, other

    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> PoundKeyword {
        let length = end - start
        @inline(__always) func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let pointer = word.utf8Start
            for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        if equals("if") || equals("else") || equals("elseif") || equals("endif") { return .conditional }
        if equals("available") || equals("unavailable") || equals("sourceLocation") { return .other }
        return .none
    }
}

/// A growable array of plain values for the lexer's tokens and string nesting. A Swift Array was
/// slower twice over: every append checked uniqueness (a tenth of tokenizing time), and when the
/// optimiser kept the nesting stack's buffer retained across a call, each push copied the whole
/// stack, which made 80,000 nested interpolations quadratic. This buffer is never shared.
private struct LexerBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always) var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always) subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    @inline(__always) mutating func removeLast() { count -= 1 }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    func makeArray() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The elements are plain values, so the memory needs no deinitialisation.
    func deallocate() { base.deallocate() }
}
