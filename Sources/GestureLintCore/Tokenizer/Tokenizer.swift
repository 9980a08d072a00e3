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
            // Tokens go straight into the result's storage, sized for half a token per byte
            // (99.8% of real files need less; real code averages under a quarter; a third
            // overflowed for one file in twenty). A denser file moves the tokens to a growing
            // buffer and copies them out at the end.
            var overflow: [Token]?
            let direct = [Token](unsafeUninitializedCapacity: buffer.count / 2 + 16) { storage, initialized in
                var lexer = ByteLexer(buffer, tokens: LexerBuffer(borrowing: storage))
                defer {
                    lexer.tokens.deallocate()
                    lexer.stack.deallocate()
                }
                lexer.run()
                if lexer.tokens.ownsStorage {
                    overflow = lexer.tokens.makeArray()
                    initialized = 0
                } else {
                    initialized = lexer.tokens.count
                }
            }
            return overflow ?? direct
        }
    }

    public static func tokenize(_ file: SourceFile) -> [Token] { tokenize(file.bytes) }
}

/// A string literal or an interpolation inside one: the lexer's nesting.
struct LexerFrame {
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
enum RegexContext {
    case regexPosition        // file start, `{`, `;`, `=`, binary and prefix operators, infix `?`,
                              // most keywords, `#if`, unknown bytes: a spaced `/` is a regex too
    case argumentPosition     // `(`, `[`, `,`, `:`: a spaced `/` may be an unapplied operator
    case operandPosition      // identifiers, literals, `_`, `)`, `.`, `->`, postfix operators: a spaced `/` divides
    case afterFuncOrOperator  // `func /(...)`, `operator /^/`: never a regex
    case afterTryMark         // `try?` / `try!`: a regex even where a binary operator could go
}

/// The bytes the lexer compares against, by name.
let asciiCode = (
    newline: UInt8(ascii: "\n"), carriageReturn: UInt8(ascii: "\r"), space: UInt8(ascii: " "),
    tab: UInt8(ascii: "\t"), slash: UInt8(ascii: "/"), star: UInt8(ascii: "*"),
    backslash: UInt8(ascii: "\\"), quote: UInt8(ascii: "\""), apostrophe: UInt8(ascii: "'"),
    pound: UInt8(ascii: "#"), dot: UInt8(ascii: "."), leftParen: UInt8(ascii: "("),
    rightParen: UInt8(ascii: ")"), backtick: UInt8(ascii: "`"), dollar: UInt8(ascii: "$"),
    lessThan: UInt8(ascii: "<"), greaterThan: UInt8(ascii: ">"), leftBracket: UInt8(ascii: "["),
    rightBracket: UInt8(ascii: "]"), underscore: UInt8(ascii: "_")
)

struct ByteLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    var tokens: LexerBuffer<Token>
    var stack = LexerBuffer<LexerFrame>(capacity: 16)
    var regexContext = RegexContext.regexPosition
    /// The kind of the last significant token (`x.0.1` is tuple access only after a period).
    var previousKind = TokenKind.whitespace
    var previousWasTry = false
    let wordTable = WordTable.shared

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

    init(_ bytes: UnsafeBufferPointer<UInt8>, tokens: LexerBuffer<Token>) {
        self.bytes = bytes
        self.count = bytes.count
        self.tokens = tokens
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
        emitSignificant(Token(kind, start, end), context, isTry: isTry)
    }

    @inline(__always) mutating func emitSignificant(_ token: Token, _ context: RegexContext, isTry: Bool = false) {
        tokens.append(token)
        regexContext = context
        previousWasTry = isTry
        previousKind = token.kind
    }

    mutating func run() {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            emitUnexpectedText(from: 0, to: 3)
            position = 3
        } else if count >= 2, bytes[0] == asciiCode.pound, bytes[1] == UInt8(ascii: "!") {
            let end = endOfLine(from: 2)
            emitSignificant(.shebang, from: 0, to: end, .operandPosition)
            position = end
        }
        while position < count {
            // Outside every string literal (most tokens) this reads the stack's count alone.
            if stack.count > 0, stack[stack.count - 1].isString {
                lexStringContents(stack[stack.count - 1])
            } else {
                lexCodeToken()
            }
        }
    }

    /// The offset of the first `\n` or `\r` at or after `start`, or `count`. Line comments are a
    /// large share of real files' bytes, so eight bytes are tested at a time (`lineBreakBits`).
    func endOfLine(from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let found = ByteLexer.lineBreakBits(word)
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < count, bytes[index] != asciiCode.newline, bytes[index] != asciiCode.carriageReturn { index += 1 }
        return index
    }

    /// For eight bytes read little-endian (byte 0 lowest): a value whose lowest set bit is the top
    /// bit of the first byte equal to `\n` or `\r`, or 0 when none is. `(v - 0x01..) & ~v & 0x80..`
    /// flags every zero byte of `v` exactly up to the first one (a borrow only moves upward, past a
    /// zero byte), so the lowest flag of each test, and of their union, is exact.
    @inline(__always) static func lineBreakBits(_ word: UInt64) -> UInt64 {
        equalBits(word, asciiCode.newline) | equalBits(word, asciiCode.carriageReturn)
    }

    /// For eight bytes read little-endian: a value whose lowest set bit is the top bit of the first
    /// byte equal to `byte`, or 0 when none is (flags above that one may be wrong, so a union of
    /// such values still has an exact lowest bit).
    @inline(__always) static func equalBits(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let zeroWhereEqual = word ^ (ones &* UInt64(byte))
        return (zeroWhereEqual &- ones) & ~zeroWhereEqual & highs
    }

    // MARK: - Code

    /// Inlined into `run`, its one caller: called per token, the call's register saves and
    /// restores cost as much as lexing a space or a punctuation mark.
    @inline(__always)
    mutating func lexCodeToken() {
        let start = position
        let first = bytes[start]
        switch first {
        case asciiCode.space, asciiCode.tab, 0x0B, 0x0C:
            var end = start + 1
            while end < count, isHorizontalWhitespace(bytes[end]) { end += 1 }
            emit(.whitespace, from: start, to: end)
            position = end
        case asciiCode.newline, asciiCode.carriageReturn:
            lexNewline(at: start)
        case asciiCode.slash:
            let next = byte(at: start + 1)
            if next == asciiCode.slash {
                lexLineComment(at: start)
            } else if next == asciiCode.star {
                lexBlockComment(at: start)
            } else {
                lexOperator(at: start)
            }
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), asciiCode.underscore:
            lexIdentifier(at: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber(at: start)
        case asciiCode.quote, asciiCode.apostrophe:
            lexStringOpening(at: start, pounds: 0)
        case asciiCode.pound:
            lexPound(at: start)
        case asciiCode.leftParen:
            if let top = stack.last, !top.isString { stack[stack.count - 1].parenDepth += 1 }
            emitSignificant(.leftParen, from: start, to: start + 1, .argumentPosition)
            position = start + 1
        case asciiCode.rightParen:
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
        case asciiCode.leftBracket: punctuation(.leftBracket, .argumentPosition)
        case asciiCode.rightBracket: punctuation(.rightBracket, .operandPosition)
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
        case asciiCode.backslash: punctuation(.backslash, .operandPosition)
        case asciiCode.dot:
            // Most periods are member accesses: an ASCII byte after it that neither is a dot nor
            // continues an operator makes it a period without scanning.
            let next = byte(at: start + 1)
            if next < 0x80, next != asciiCode.dot, !isASCIIOperatorCharacter(next) {
                punctuation(.period, .operandPosition)
            } else if scanOperatorCharacters(at: start).end > start + 1 {
                lexOperator(at: start)   // `...`, `..<`, `.+.`
            } else {
                punctuation(.period, .operandPosition)
            }
        case asciiCode.dollar:
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
        case asciiCode.backtick:
            lexBacktick(at: start)
        case asciiCode.lessThan, asciiCode.greaterThan:
            if isAtLineStart(start), lexConflictMarker(at: start) { return }
            if first == asciiCode.lessThan, byte(at: start + 1) == asciiCode.pound, lexEditorPlaceholder(at: start) { return }
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
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), asciiCode.star, UInt8(ascii: "%"),
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
        (byte < 0x20 && byte != asciiCode.newline && byte != asciiCode.carriageReturn && byte != asciiCode.tab
            && byte != 0x0B && byte != 0x0C) || byte == 0x7F
    }

    @inline(__always) mutating func punctuation(_ kind: TokenKind, _ context: RegexContext) {
        emitSignificant(kind, from: position, to: position + 1, context)
        position += 1
    }

    @inline(__always)   // once per line, from `lexCodeToken` (inlined into `run`)
    mutating func lexNewline(at start: Int) {
        var end = start + 1
        if bytes[start] == asciiCode.carriageReturn, byte(at: end) == asciiCode.newline { end += 1 }
        emit(.newline, from: start, to: end)
        position = end
        // A line break ends every interpolation of a single-line string, and that string. swift-syntax
        // then behaves as after a string (its empty closing pieces are not printed): no regex position.
        while let top = stack.last, !top.isString, !top.isMultiline {
            stack.removeLast()
            if let string = stack.last, string.isString { stack.removeLast() }
            regexContext = .operandPosition
        }
    }

    mutating func lexLineComment(at start: Int) {
        let end = endOfLine(from: start + 2)
        let isDoc = byte(at: start + 2) == asciiCode.slash   // `////` too, as swift-syntax has it
        emit(isDoc ? .docLineComment : .lineComment, from: start, to: end)
        position = end
    }

    mutating func lexBlockComment(at start: Int) {
        var index = start + 2
        var depth = 1
        while index < count {
            let byte = bytes[index]
            if byte == asciiCode.star, self.byte(at: index + 1) == asciiCode.slash {
                index += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == asciiCode.slash, self.byte(at: index + 1) == asciiCode.star {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
        // `/**/` is empty and a lone unterminated `/**` is not a doc comment either (swift-syntax).
        let isDoc = byte(at: start + 2) == asciiCode.star && index > start + 3
            && !(byte(at: start + 3) == asciiCode.slash && index == start + 4)
        emit(isDoc ? .docBlockComment : .blockComment, from: start, to: index)
        position = index
    }
}
