import GestureLintCore

/// A closure literal: its braces, parameter names and where its statements start.
struct ClosureInfo {
    var open: Int
    var close: Int
    /// Parameter names in order (`_` included), with their significant index.
    var params: [(name: String, index: Int)]
    /// Type annotations written in the signature (`(v: MagnificationGesture.Value)`): first..last.
    var paramTypes: [(first: Int, last: Int)?]
    /// First significant index of the statements.
    var bodyStart: Int
}

struct FunctionDecl {
    var name: String
    var nameIndex: Int
    /// Internal parameter names with their type spans.
    var params: [(name: String, index: Int, typeFirst: Int, typeLast: Int)]
    var bodyOpen: Int
}

struct PropertyDecl {
    var name: String
    var nameIndex: Int
    var keyword: Int
    /// Attribute names without `@` (`State`, `GestureState`, `Published`, `available`).
    var attributes: [String]
    /// Significant indices of the type annotation, if written.
    var type: (first: Int, last: Int)?
    /// The initial value `= ...`, if written.
    var initial: (first: Int, last: Int)?
    /// The getter body of a computed property.
    var bodyOpen: Int?
    /// The `{` of the type (or extension) that declares it, -1 at file level, or the function body.
    var container: Int
}

struct TypeDecl {
    var keyword: String
    var name: String
    var nameIndex: Int
    var bodyOpen: Int
}

enum GestureTypes {
    static let compositions: Set<String> = ["simultaneously", "sequenced", "exclusively"]
    static let callbacks: Set<String> = ["onChanged", "updating", "onEnded"]
}

/// Per-file structure for `deprecated_gesture_type`'s fix: the file's declarations (as written, with
/// byte-exact spans), postfix chains and closure signatures, over the shared gesture model.
final class GestureFile {
    let code: CodeView
    private(set) var chains: [Chain] = []
    private(set) var functions: [FunctionDecl] = []
    private(set) var properties: [PropertyDecl] = []
    private(set) var types: [TypeDecl] = []
    /// Type names the file declares itself (they are the project's, not SwiftUI's).
    private(set) var shadowedNames: Set<String> = []

    let file: SourceFile
    let model: GestureModel
    let tree: SyntaxTree
    let project: ProjectIndex

    init(analysis: FileAnalysis, model: GestureModel, project: ProjectIndex) {
        self.file = analysis.file
        self.model = model
        self.tree = analysis.tree
        self.project = project
        code = CodeView(file: analysis.file, tokens: analysis.tokens)
        chains = code.allChains()
        scanDeclarations()
    }

    static func of(_ context: RuleContext) -> GestureFile {
        GestureFile(analysis: context.analysis, model: context.model, project: context.project)
    }

    // MARK: Declarations

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]

    private func scanDeclarations() {
        var i = 0
        while i < code.count {
            let word = code.kind(i) == .keyword || code.kind(i) == .identifier ? code.text(i) : ""
            if Self.typeKeywords.contains(word), code.kind(i) == .keyword || word == "actor", code.isIdentifier(i + 1) {
                var j = i + 2
                while j < code.count, code.kind(j) != .leftBrace, code.kind(j) != .semicolon, code.kind(j) != .rightBrace { j += 1 }
                if code.kind(j) == .leftBrace {
                    // `extension Foo.Bar` names the last component.
                    var name = code.text(i + 1)
                    var k = i + 2
                    while code.kind(k) == .period, code.isIdentifier(k + 1) { name = code.text(k + 1); k += 2 }
                    types.append(TypeDecl(keyword: word, name: name, nameIndex: i + 1, bodyOpen: j))
                    if word != "extension" { shadowedNames.insert(code.text(i + 1)) }
                }
            } else if word == "typealias", code.isIdentifier(i + 1) {
                shadowedNames.insert(code.text(i + 1))
            } else if word == "func", code.kind(i) == .keyword, code.isIdentifier(i + 1) {
                if let function = parseFunction(at: i) { functions.append(function) }
            } else if (word == "var" || word == "let"), code.kind(i) == .keyword, code.isIdentifier(i + 1) {
                properties.append(parseProperty(at: i))
            }
            i += 1
        }
    }

    private func parseFunction(at keyword: Int) -> FunctionDecl? {
        var j = keyword + 2
        if code.kind(j) == .operator, code.text(j).hasPrefix("<") {
            while j < code.count, code.kind(j) != .leftParen { j += 1 }
        }
        guard code.kind(j) == .leftParen, code.partner[j] > j else { return nil }
        let close = code.partner[j]
        var params: [(String, Int, Int, Int)] = []
        var start = j + 1
        var k = j + 1
        while k <= close {
            if k == close || code.kind(k) == .comma {
                // `label name: Type = default` or `name: Type`
                var colon = start
                while colon < k, code.kind(colon) != .colon { colon += 1 }
                if colon < k, colon > start {
                    let nameIndex = colon - 1
                    var typeLast = k - 1
                    var d = colon + 1
                    while d < k { if code.isOperator(d, "=") { typeLast = d - 1; break }; d += 1 }
                    params.append((code.text(nameIndex), nameIndex, colon + 1, typeLast))
                }
                start = k + 1
            } else if code.kind(k).isOpening, code.partner[k] > k {
                k = code.partner[k]
            }
            k += 1
        }
        var b = close + 1
        while b < code.count, code.kind(b) != .leftBrace {
            if code.kind(b) == .rightBrace || code.kind(b) == .semicolon { return nil }
            if code.isWord(b, "func") || code.isWord(b, "var") || code.isWord(b, "let") { return nil }
            if code.kind(b).isOpening, code.partner[b] > b { b = code.partner[b] }
            b += 1
        }
        guard code.kind(b) == .leftBrace, code.partner[b] > b else { return nil }
        return FunctionDecl(name: code.text(keyword + 1), nameIndex: keyword + 1, params: params, bodyOpen: b)
    }

    private static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "class", "lazy", "weak", "unowned",
        "final", "override", "nonisolated", "mutating", "dynamic", "required", "convenience",
    ]

    private func parseProperty(at keyword: Int) -> PropertyDecl {
        var attributes: [String] = []
        var j = keyword - 1
        while j >= 0 {
            if code.kind(j) == .rightParen, code.partner[j] >= 0 {
                let open = code.partner[j]
                if code.isIdentifier(open - 1), code.kind(open - 2) == .atSign {
                    attributes.append(code.text(open - 1)); j = open - 3; continue
                }
                // `private(set)`
                if Self.declarationModifiers.contains(code.text(open - 1)) { j = open - 2; continue }
                break
            }
            if code.isIdentifier(j) || code.kind(j) == .keyword {
                if code.kind(j - 1) == .atSign { attributes.append(code.text(j)); j -= 2; continue }
                // `@SwiftUI.State`
                if code.kind(j - 1) == .period, code.isIdentifier(j - 2), code.kind(j - 3) == .atSign {
                    attributes.append(code.text(j)); j -= 4; continue
                }
                if Self.declarationModifiers.contains(code.text(j)) { j -= 1; continue }
            }
            break
        }
        var property = PropertyDecl(name: code.text(keyword + 1), nameIndex: keyword + 1, keyword: keyword,
                                    attributes: attributes, type: nil, initial: nil, bodyOpen: nil,
                                    container: code.enclosingBraces(keyword).first ?? -1)
        var k = keyword + 2
        if code.kind(k) == .colon {
            let first = k + 1
            var last = first
            var m = first
            while m < code.count {
                if m > first, code.newlineBefore[m], !(code.kind(m) == .period) { break }
                if code.isOperator(m, "=") || code.kind(m) == .leftBrace || code.kind(m) == .comma
                    || code.kind(m) == .rightBrace || code.kind(m) == .semicolon { break }
                if code.kind(m).isOpening, code.partner[m] > m { m = code.partner[m] }
                last = m
                m += 1
            }
            property.type = (first, last)
            k = m
        }
        if code.isOperator(k, "=") {
            let end = statementEnd(from: k + 1)
            property.initial = (k + 1, end)
        } else if code.kind(k) == .leftBrace, code.partner[k] > k {
            property.bodyOpen = k
        }
        return property
    }

    /// The last significant index of the expression statement that starts at `start`.
    func statementEnd(from start: Int) -> Int {
        var j = start
        var last = start
        while j < code.count {
            let kind = code.kind(j)
            if kind.isClosing || kind == .semicolon { return last }
            if j > start, code.newlineBefore[j] {
                // A new line continues the expression after a binary operator, before `.member`,
                // before a binary operator, or before postfix `#if`.
                let previousIsOperator = code.kind(last) == .operator && !(["?", "!"].contains(code.text(last)))
                let continues = kind == .period || (kind == .operator && !["!", "&"].contains(code.text(j)))
                    || (kind == .poundKeyword && ["#if", "#elseif", "#else", "#endif"].contains(code.text(j)) && isPostfixIfConfig(j))
                    || code.isWord(j, "else") && code.kind(last) == .rightBrace && false
                if !previousIsOperator && !continues && !(code.kind(last) == .comma) && !(code.kind(last) == .colon) {
                    return last
                }
            }
            if kind.isOpening, code.partner[j] > j {
                j = code.partner[j]
            }
            last = j
            j += 1
        }
        return last
    }

    private func isPostfixIfConfig(_ i: Int) -> Bool {
        var j = i
        while j < code.count, code.kind(j) == .poundKeyword {
            if code.text(j) == "#endif" { return true }
            var k = j + 1
            while k < code.count, !code.newlineBefore[k] { k += 1 }
            if code.kind(k) == .period { return true }
            if code.kind(k) != .poundKeyword { return false }
            j = k
        }
        return false
    }

    // MARK: Closures

    func closure(at open: Int) -> ClosureInfo? {
        guard code.kind(open) == .leftBrace, code.partner[open] > open else { return nil }
        let close = code.partner[open]
        var j = open + 1
        if code.kind(j) == .leftBracket, code.partner[j] > j { j = code.partner[j] + 1 }
        var params: [(String, Int)] = []
        var types: [(Int, Int)?] = []
        // Find `in` among signature-like tokens.
        var k = j
        var sawIn = false
        while k < close {
            let kind = code.kind(k)
            if code.isWord(k, "in"), kind == .keyword { sawIn = true; break }
            if kind == .leftParen, code.partner[k] > k { k = code.partner[k] + 1; continue }
            if kind == .identifier || kind == .comma || kind == .colon || kind == .period || kind == .operator
                || code.isWord(k, "_") || code.isWord(k, "throws") || code.isWord(k, "async") || code.isWord(k, "inout") {
                k += 1
                continue
            }
            break
        }
        var bodyStart = j
        if sawIn {
            bodyStart = k + 1
            if code.kind(j) == .leftParen, code.partner[j] > j {
                let pclose = code.partner[j]
                var start = j + 1
                var m = j + 1
                while m <= pclose {
                    if m == pclose || code.kind(m) == .comma {
                        if start < m {
                            params.append((code.text(start), start))
                            if code.kind(start + 1) == .colon, start + 2 <= m - 1 { types.append((start + 2, m - 1)) } else { types.append(nil) }
                        }
                        start = m + 1
                    } else if code.kind(m).isOpening, code.partner[m] > m { m = code.partner[m] }
                    m += 1
                }
            } else {
                var m = j
                while m < k {
                    if code.isIdentifier(m) || code.isWord(m, "_") {
                        if m == j || code.kind(m - 1) == .comma { params.append((code.text(m), m)); types.append(nil) }
                    }
                    m += 1
                }
            }
        } else {
            // Shorthand arguments: `$0`, `$1`.
            var maxIndex = -1
            var m = open + 1
            while m < close {
                if code.kind(m) == .leftBrace, code.partner[m] > m { m = code.partner[m] + 1; continue }
                let t = code.text(m)
                if code.isIdentifier(m), t.hasPrefix("$"), let n = Int(t.dropFirst()) { maxIndex = max(maxIndex, n) }
                m += 1
            }
            if maxIndex >= 0 { for n in 0...maxIndex { params.append(("$\(n)", -1)); types.append(nil) } }
        }
        return ClosureInfo(open: open, close: close, params: params, paramTypes: types, bodyStart: bodyStart)
    }

    // MARK: Statements

    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/="]
}
