import GestureLintCore

/// A light structural view of one file for the callback-centric rules: the significant tokens
/// (no trivia, no comments, no string text) with matched brackets, postfix chains, call arguments
/// and closure signatures.
///
/// Gestures, callbacks, property wrappers and availability come from the shared gesture model and
/// project index; this view answers the byte-exact questions the fix and the in-callback checks
/// need on top of it (every read of a closure parameter, the extent of an assignment, the
/// arguments of a deprecated initializer). It never looks inside strings or comments.
final class CodeView {
    let file: SourceFile
    let tokens: [Token]
    /// Indices into `tokens` of every significant token.
    let sig: [Int]
    /// For a bracket at significant index `i`, the index of its partner; -1 otherwise.
    private(set) var partner: [Int]
    /// Whether a line break precedes significant token `i` (since the previous significant one).
    private(set) var newlineBefore: [Bool]
    /// The innermost opening bracket enclosing significant token `i`, or -1.
    private var enclosing: [Int]
    /// The text of every significant token, made once.
    private let texts: [String]

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
        var sig: [Int] = []
        var newlineBefore: [Bool] = []
        var sawNewline = true
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .newline: sawNewline = true
            case .lineComment, .docLineComment, .blockComment, .docBlockComment, .whitespace,
                 .unexpectedText, .shebang, .conflictMarker:
                continue
            case .stringSegment, .stringContinuation:
                continue
            case .stringQuote:
                // Quotes are kept so that string literals stay one opaque operand.
                sig.append(index)
                newlineBefore.append(sawNewline)
                sawNewline = false
            default:
                sig.append(index)
                newlineBefore.append(sawNewline)
                sawNewline = false
            }
        }
        self.sig = sig
        self.newlineBefore = newlineBefore
        self.texts = sig.map { file.text(tokens[$0].range) }
        self.partner = Array(repeating: -1, count: sig.count)
        self.enclosing = Array(repeating: -1, count: sig.count)
        var stack: [Int] = []
        for i in 0..<sig.count {
            switch tokens[sig[i]].kind {
            case .leftParen, .leftBrace, .leftBracket:
                enclosing[i] = stack.last ?? -1
                stack.append(i)
            case .rightParen, .rightBrace, .rightBracket:
                if let open = stack.popLast() {
                    partner[open] = i
                    partner[i] = open
                }
                enclosing[i] = stack.last ?? -1
            default:
                enclosing[i] = stack.last ?? -1
            }
        }
    }

    var count: Int { sig.count }

    /// The significant token that starts at byte `offset` (or the first one after it).
    func index(atByte offset: Int) -> Int? {
        var low = 0
        var high = sig.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[sig[middle]].start) < offset { low = middle + 1 } else { high = middle }
        }
        return low < sig.count ? low : nil
    }

    func token(_ i: Int) -> Token { tokens[sig[i]] }
    func kind(_ i: Int) -> TokenKind { i >= 0 && i < sig.count ? tokens[sig[i]].kind : .unknown }
    func range(_ i: Int) -> Range<Int> { tokens[sig[i]].range }
    func text(_ i: Int) -> String { i >= 0 && i < sig.count ? texts[i] : "" }
    func text(from first: Int, to last: Int) -> String {
        guard first <= last, first >= 0, last < count else { return "" }
        return file.text(range(first).lowerBound..<range(last).upperBound)
    }

    /// Whether token `i` is the word `word` (identifier or keyword).
    func isWord(_ i: Int, _ word: String) -> Bool {
        guard i >= 0, i < count else { return false }
        let kind = kind(i)
        guard kind == .identifier || kind == .keyword else { return false }
        return text(i) == word
    }

    func isIdentifier(_ i: Int) -> Bool { kind(i) == .identifier }
    func isOperator(_ i: Int, _ op: String) -> Bool { kind(i) == .operator && text(i) == op }

    /// The opening bracket that most closely encloses `i` (any of `(`, `[`, `{`), or -1.
    func enclosingOpen(_ i: Int) -> Int {
        guard i >= 0, i < count else { return -1 }
        return enclosing[i]
    }

    /// Every enclosing opening brace of `i`, innermost first.
    func enclosingBraces(_ i: Int) -> [Int] {
        var result: [Int] = []
        var j = enclosingOpen(i)
        while j >= 0 {
            if kind(j) == .leftBrace { result.append(j) }
            j = enclosingOpen(j)
        }
        return result
    }

    /// Whether `i` lies between the brackets opened at `open`.
    func contains(_ open: Int, _ i: Int) -> Bool {
        open >= 0 && partner[open] > open && i > open && i < partner[open]
    }
}

// MARK: - Postfix chains

/// One link of a postfix chain: a name (a member `.name`, or the chain's first word) with
/// an optional argument list and trailing closures.
struct ChainLink {
    /// Significant index of the name; for a parenthesized primary, its `(`.
    var name: Int
    /// Whether the name was written with a leading dot (`.gesture`) or is the chain's head.
    var isMember: Bool
    /// Significant index of `(` of the argument list, if any.
    var open: Int?
    /// Trailing closures: label (nil for the first, unlabelled one) and `{` index.
    var trailing: [(label: String?, labelIndex: Int?, brace: Int)]
}

struct Chain {
    var links: [ChainLink]
    /// Significant index of the first token of the chain and of its last token.
    var first: Int
    var last: Int
}

struct Argument {
    var label: String?
    var labelIndex: Int?
    /// First and last significant index of the value (first > last when empty).
    var first: Int
    var last: Int
    /// A trailing closure passed as this argument.
    var isTrailing: Bool
}

extension CodeView {
    /// Parses the postfix chain whose head (an identifier, a `.member` or a `(`) is at `start`.
    /// Postfix `#if ... #endif` blocks of members are flattened into the chain.
    func chain(from start: Int) -> Chain {
        var links: [ChainLink] = []
        var i = start
        var last = start
        if kind(i) == .period, isIdentifier(i + 1) || kind(i + 1) == .keyword {
            links.append(ChainLink(name: i + 1, isMember: true, open: nil, trailing: []))
            i += 2
            last = i - 1
        } else if kind(i) == .leftParen, partner[i] > i {
            links.append(ChainLink(name: i, isMember: false, open: nil, trailing: []))
            i = partner[i] + 1
            last = i - 1
        } else {
            links.append(ChainLink(name: i, isMember: false, open: nil, trailing: []))
            i += 1
            last = i - 1
            // Generic arguments: `Foo<Bar>(`
            if isOperator(i, "<") || (kind(i) == .operator && text(i).hasPrefix("<")) {
                var j = i
                var depthText = 0
                while j < count, j < i + 40 {
                    let t = text(j)
                    if kind(j) == .operator { depthText += t.filter { $0 == "<" }.count - t.filter { $0 == ">" }.count }
                    if depthText <= 0 { break }
                    j += 1
                }
                if depthText == 0, j < count, kind(j + 1) == .leftParen || kind(j + 1) == .period {
                    i = j + 1
                    last = j
                }
            }
        }
        var pendingIfConfig = 0
        // Whether the statement around this chain lets `{` be a trailing closure (not `if x {`):
        // the same for every link, so it is decided once per chain.
        var statementAllowsTrailing: Bool?
        loop: while i < count {
            switch kind(i) {
            case .leftParen where !newlineBefore[i] && partner[i] > i:
                if links[links.count - 1].open == nil && links[links.count - 1].trailing.isEmpty {
                    links[links.count - 1].open = i
                } else {
                    links.append(ChainLink(name: i, isMember: false, open: i, trailing: []))
                }
                i = partner[i] + 1
                last = i - 1
            case .leftBracket where !newlineBefore[i] && partner[i] > i:
                i = partner[i] + 1
                last = i - 1
            case .leftBrace where partner[i] > i && followsOperand(i)
                && (statementAllowsTrailing ?? { statementAllowsTrailing = isTrailingClosurePosition(i); return statementAllowsTrailing! }()):
                links[links.count - 1].trailing.append((nil, nil, i))
                i = partner[i] + 1
                last = i - 1
                // Labelled trailing closures: `label: { ... }`
                while isIdentifier(i) || kind(i) == .keyword, kind(i + 1) == .colon, kind(i + 2) == .leftBrace,
                      partner[i + 2] > i + 2 {
                    links[links.count - 1].trailing.append((text(i), i, i + 2))
                    i = partner[i + 2] + 1
                    last = i - 1
                }
            case .period where isIdentifier(i + 1) || kind(i + 1) == .keyword || kind(i + 1) == .integer:
                links.append(ChainLink(name: i + 1, isMember: true, open: nil, trailing: []))
                i += 2
                last = i - 1
            case .operator where (text(i) == "?" || text(i) == "!") && !newlineBefore[i] && kind(i + 1) == .period:
                i += 1
            case .poundKeyword where text(i) == "#if" || ((text(i) == "#elseif" || text(i) == "#else") && pendingIfConfig > 0):
                // Postfix `#if cond .member ... #endif`: skip the condition, continue with members.
                var j = i + 1
                if text(i) != "#else" {
                    while j < count, !newlineBefore[j] { j = kind(j) == .leftParen && partner[j] > j ? partner[j] + 1 : j + 1 }
                }
                guard kind(j) == .period || kind(j) == .poundKeyword else { break loop }
                if text(i) == "#if" { pendingIfConfig += 1 }
                i = j
            case .poundKeyword where text(i) == "#endif" && pendingIfConfig > 0:
                pendingIfConfig -= 1
                i += 1
                last = i - 1
            default:
                break loop
            }
        }
        return Chain(links: links, first: start, last: last)
    }

    /// A `{` right after a call, a name or a closing bracket on the same line is a trailing
    /// closure, except after the condition of a statement (`if x {`), which we recognise by the
    /// statement keyword starting the line.
    /// A `{` that directly follows a call, a name or a closing bracket.
    func followsOperand(_ brace: Int) -> Bool {
        guard brace > 0 else { return false }
        switch kind(brace - 1) {
        case .rightParen, .identifier, .rightBracket: return true
        case .operator: return text(brace - 1) == ">"
        case .keyword: return text(brace - 1) == "self" || text(brace - 1) == "Self"
        default: return false
        }
    }

    func isTrailingClosurePosition(_ brace: Int) -> Bool {
        guard brace > 0 else { return false }
        guard followsOperand(brace) else { return false }
        // Walk back to the start of the statement; if it starts with a statement keyword, no.
        var j = brace - 1
        while j > 0 {
            if kind(j).isClosing, partner[j] >= 0 { j = partner[j] }
            if newlineBefore[j] && !(kind(j) == .period || kind(j) == .poundKeyword) { break }
            let k = kind(j - 1)
            if k == .leftBrace || k == .semicolon || k == .leftParen || k == .comma || k == .leftBracket { break }
            j -= 1
        }
        // Scan the statement's words for a keyword whose clause ends at this brace.
        var k = j
        while k < brace {
            if kind(k).isOpening, partner[k] > k, partner[k] < brace { k = partner[k] + 1; continue }
            if kind(k) == .keyword, ["if", "guard", "while", "for", "switch", "catch", "where", "else", "repeat", "do"].contains(text(k)) {
                return false
            }
            if kind(k) == .identifier || kind(k) == .keyword,
               ["struct", "class", "enum", "extension", "protocol", "actor", "func", "init", "var", "let", "get", "set", "willSet", "didSet", "subscript"].contains(text(k)),
               !(kind(k) == .keyword && (text(k) == "var" || text(k) == "let") && hasAssignment(from: k, to: brace)) {
                return false
            }
            k += 1
        }
        return true
    }

    private func hasAssignment(from start: Int, to end: Int) -> Bool {
        var k = start
        while k < end {
            if kind(k).isOpening, partner[k] > k, partner[k] < end { k = partner[k] + 1; continue }
            if isOperator(k, "=") { return true }
            k += 1
        }
        return false
    }

    /// The arguments of a link: those in parentheses, then its trailing closures.
    func arguments(of link: ChainLink) -> [Argument] {
        var result: [Argument] = []
        if let open = link.open, partner[open] > open {
            let close = partner[open]
            var start = open + 1
            var j = open + 1
            while j <= close {
                if j == close || kind(j) == .comma {
                    if start < j || j != close {
                        var argument = Argument(label: nil, labelIndex: nil, first: start, last: j - 1, isTrailing: false)
                        if (isIdentifier(start) || kind(start) == .keyword), kind(start + 1) == .colon, start + 1 < j {
                            argument.label = text(start)
                            argument.labelIndex = start
                            argument.first = start + 2
                        }
                        result.append(argument)
                    }
                    start = j + 1
                } else if kind(j).isOpening, partner[j] > j {
                    j = partner[j]
                }
                j += 1
            }
        }
        for closure in link.trailing {
            result.append(Argument(label: closure.label, labelIndex: closure.labelIndex, first: closure.brace,
                                   last: partner[closure.brace], isTrailing: true))
        }
        return result
    }

    /// Every postfix chain of the file, including those nested in arguments and closures, in
    /// source order. A chain starts at a word not preceded by `.`, or at an implicit member
    /// (`.name` where no operand precedes).
    func allChains() -> [Chain] {
        var result: [Chain] = []
        var i = 0
        while i < count {
            let k = kind(i)
            if k == .poundKeyword, text(i) == "#if" || text(i) == "#elseif" {
                // The directive's condition (`os(iOS)`) is no expression of the file.
                i += 1
                while i < count, !newlineBefore[i] { i += 1 }
                continue
            }
            if (k == .identifier || (k == .keyword && (text(i) == "self" || text(i) == "Self" || text(i) == "super"))),
               kind(i - 1) != .period || i == 0 {
                result.append(chain(from: i))
            } else if k == .period, i > 0, isIdentifier(i + 1), !endsOperand(i - 1) {
                result.append(chain(from: i))
            } else if k == .leftParen, i > 0, !endsOperand(i - 1), partner[i] > i {
                let c = chain(from: i)
                if c.links.count > 1 { result.append(c) }
            }
            i += 1
        }
        return result
    }

    /// Whether the token at `i` can end an operand (so a following `.x` is a member of it).
    func endsOperand(_ i: Int) -> Bool {
        guard i >= 0 else { return false }
        switch kind(i) {
        case .identifier, .integer, .float, .rightParen, .rightBracket, .rightBrace, .stringQuote, .regex:
            return true
        case .keyword:
            return ["self", "Self", "super", "true", "false", "nil"].contains(text(i))
        case .operator:
            return text(i) == "?" || text(i) == "!" || text(i) == ">"
        case .poundKeyword:
            return text(i) == "#endif"
        default:
            return false
        }
    }
}

extension TokenKind {
    var isOpening: Bool { self == .leftParen || self == .leftBrace || self == .leftBracket }
    var isClosing: Bool { self == .rightParen || self == .rightBrace || self == .rightBracket }
}
