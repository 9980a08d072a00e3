import GestureLintCore

/// A postfix expression as SwiftUI code writes it: a base (`HStack { ... }`, `image`,
/// `content`, an implicit-`self` call) followed by modifier links (`.padding()`,
/// `.gesture(drag)`), including links inside postfix `#if ... #endif` blocks.
struct OutlineChain {
    struct Link {
        /// The member name (`gesture`).
        var name: Int
        /// The `(` of its argument list, if any.
        var arguments: Int?
        /// The `{` of each trailing closure.
        var closures: [Int]
        /// Inside a postfix `#if` block.
        var conditional: Bool
    }

    /// The first token of the base expression.
    var base: Int
    /// The base's name token (`HStack`, `image`, `content`, `self`), if it is a name.
    var baseName: Int?
    var baseArguments: Int?
    var baseClosures: [Int]
    var links: [Link]
    /// The last token of the chain.
    var end: Int

    /// The links before the one whose name is at `name`.
    func links(before name: Int) -> ArraySlice<Link> {
        let index = links.firstIndex { $0.name == name } ?? links.count
        return links[..<index]
    }
}

extension TokenOutline {
    /// The `#if` that opens the directive group of a directive, and the group's `#endif`.
    func directiveGroup(of directive: Int) -> (open: Int, close: Int)? {
        // Walk back to the group's `#if`.
        var depth = 0
        var position = directive
        var open = -1
        while position >= 0 {
            if kind(position) == .poundKeyword, directiveLineEnd[position] != nil {
                let word = text(position)
                if word == "#endif" && position != directive { depth += 1 }
                if word == "#if" {
                    if depth == 0 { open = position; break }
                    depth -= 1
                }
            }
            position -= 1
        }
        guard open >= 0 else { return nil }
        depth = 0
        position = open + 1
        while position < count {
            if kind(position) == .poundKeyword, directiveLineEnd[position] != nil {
                let word = text(position)
                if word == "#if" { depth += 1 }
                if word == "#endif" {
                    if depth == 0 { return (open, position) }
                    depth -= 1
                }
            }
            position += 1
        }
        return nil
    }

    /// The directive whose line holds `position`.
    func directiveStart(ofLineAt position: Int) -> Int? {
        var probe = position
        while probe >= 0, inDirectiveLine[probe] {
            if directiveLineEnd[probe] != nil { return probe }
            probe -= 1
        }
        return nil
    }

    /// Whether a `#if` starts a postfix block (its first content line starts with `.`).
    func isPostfixIfConfig(_ directive: Int) -> Bool {
        guard let end = directiveLineEnd[directive] else { return false }
        return kind(end + 1) == .period
    }

    /// The first token of the chain whose link (or implicit-`self` base call) is named at `name`.
    func chainBase(forNameAt name: Int) -> Int {
        guard kind(name - 1) == .period, !inDirectiveLine[name - 1] else { return name }
        var position = name - 2
        while position >= 0 {
            if inDirectiveLine[position] {
                guard let directive = directiveStart(ofLineAt: position),
                      let group = directiveGroup(of: directive), isPostfixIfConfig(group.open) else {
                    return position + 1
                }
                position = group.open - 1
                continue
            }
            switch kind(position) {
            case .rightParen, .rightBracket, .rightBrace:
                guard match[position] >= 0 else { return position + 1 }
                position = match[position] - 1
                if kind(position) == .colon, kind(position - 1) == .identifier, kind(position - 2) == .rightBrace {
                    position -= 2
                }
                continue
            case .identifier, .keyword:
                if kind(position - 1) == .period, !inDirectiveLine[position - 1] {
                    position -= 2
                    continue
                }
                if kind(position) == .keyword, !isWord(position, in: ["self", "Self", "super", "init"]) {
                    return position + 1
                }
                return position
            case .operator:
                let op = text(position)
                if (op == "?" || op == "!"), position > 0, token(position - 1).end == token(position).start {
                    position -= 1
                    continue
                }
                if op == ">", let open = genericStart(endingAt: position), kind(open - 1) == .identifier {
                    position = open - 1
                    continue
                }
                return position + 1
            default:
                return position + 1
            }
        }
        return 0
    }

    private func genericStart(endingAt close: Int) -> Int? {
        var position = close - 1
        while position > max(0, close - 12) {
            if isOperator(position, "<") { return token(position - 1).end == token(position).start ? position : nil }
            if lineBreakBefore[position] { return nil }
            position -= 1
        }
        return nil
    }

    /// Parses the chain that starts at `start`; nil if `start` does not begin an expression.
    func chain(from start: Int) -> OutlineChain? {
        var position = start
        var baseName: Int?
        if kind(position) == .identifier || isWord(position, in: ["self", "Self", "super"]) {
            baseName = position
            position += 1
            if isOperator(position, "<"), token(position - 1).end == token(position).start {
                var probe = position + 1
                while probe < count, probe < position + 12, !isOperator(probe, ">") { probe += 1 }
                if isOperator(probe, ">") { position = probe + 1 }
            }
        } else if kind(position) == .period, kind(position + 1) == .identifier {
            position += 2
        } else if (kind(position) == .leftParen || kind(position) == .leftBracket), match[position] > position {
            position = match[position] + 1
        } else {
            return nil
        }
        var result = OutlineChain(base: start, baseName: baseName, baseArguments: nil, baseClosures: [],
                                  links: [], end: position - 1)
        parsePostfix(from: &position, into: &result, conditional: false, stopAtDirective: false)
        result.end = position - 1
        return result
    }

    private func parsePostfix(from position: inout Int, into chain: inout OutlineChain, conditional: Bool,
                              stopAtDirective: Bool) {
        func addArguments(_ open: Int) {
            if chain.links.isEmpty { chain.baseArguments = open } else { chain.links[chain.links.count - 1].arguments = open }
        }
        func addClosure(_ open: Int) {
            if chain.links.isEmpty { chain.baseClosures.append(open) } else { chain.links[chain.links.count - 1].closures.append(open) }
        }
        while position < count {
            let kind = kind(position)
            if kind == .leftParen, !lineBreakBefore[position], match[position] > position {
                addArguments(position)
                position = match[position] + 1
            } else if kind == .leftBrace, !lineBreakBefore[position], match[position] > position,
                      case .call = owner(ofBrace: position) {
                addClosure(position)
                position = match[position] + 1
                while self.kind(position) == .identifier, self.kind(position + 1) == .colon,
                      self.kind(position + 2) == .leftBrace, match[position + 2] > position + 2 {
                    addClosure(position + 2)
                    position = match[position + 2] + 1
                }
            } else if kind == .leftBracket, !lineBreakBefore[position], match[position] > position {
                position = match[position] + 1
            } else if kind == .period, self.kind(position + 1) == .identifier || self.kind(position + 1) == .keyword {
                chain.links.append(OutlineChain.Link(name: position + 1, arguments: nil, closures: [],
                                                     conditional: conditional))
                position += 2
            } else if kind == .operator, ["?", "!"].contains(text(position)), position > 0,
                      token(position - 1).end == token(position).start {
                position += 1
            } else if kind == .poundKeyword, directiveLineEnd[position] != nil {
                let word = text(position)
                if stopAtDirective { return }
                guard word == "#if", isPostfixIfConfig(position), let group = directiveGroup(of: position) else { return }
                var inner = directiveLineEnd[position]! + 1
                while inner < group.close {
                    if self.kind(inner) == .poundKeyword, let lineEnd = directiveLineEnd[inner] {
                        if text(inner) == "#if", let nested = directiveGroup(of: inner) {
                            inner = nested.close + 1
                        } else {
                            inner = lineEnd + 1
                        }
                        continue
                    }
                    let before = inner
                    parsePostfix(from: &inner, into: &chain, conditional: true, stopAtDirective: true)
                    if inner == before { inner += 1 }
                }
                position = (directiveLineEnd[group.close] ?? group.close) + 1
            } else {
                return
            }
        }
    }

    /// The chain in which the member (or implicit-`self` call) named at `name` is a link or the base.
    func chain(containingNameAt name: Int) -> OutlineChain? {
        guard let chain = chain(from: chainBase(forNameAt: name)) else { return nil }
        if chain.baseName == name || chain.links.contains(where: { $0.name == name }) { return chain }
        return nil
    }

    /// The closure of a call: its trailing closure, or the closure passed as `label:` (or the
    /// first closure argument when `label` is nil), or nil when none is written inline.
    func closure(ofArguments open: Int?, trailing: [Int], label: String? = nil) -> Int? {
        if label == nil, let first = trailing.first { return first }
        if let open, let argument = argument(in: open, label: label), kind(argument) == .leftBrace {
            return argument
        }
        if label != nil, trailing.count > 1 {
            // Labeled trailing closures: `} label: {`.
            for brace in trailing.dropFirst() where isWord(brace - 2, label!) { return brace }
        }
        return label == nil ? nil : nil
    }

    /// The first token of the argument labelled `label` (or the first unlabelled argument).
    func argument(in open: Int, label: String?) -> Int? {
        guard match[open] > open else { return nil }
        var position = open + 1
        var argumentStart = position
        while position < match[open] {
            if position == argumentStart {
                let labelled = (kind(position) == .identifier || kind(position) == .keyword) && kind(position + 1) == .colon
                if let label {
                    if labelled, text(position) == label { return position + 2 }
                } else if !labelled {
                    return position
                }
            }
            if kind(position) == .comma {
                argumentStart = position + 1
            } else if match[position] > position {
                position = match[position]
            }
            position += 1
        }
        return nil
    }

    /// The labels of a call's arguments.
    func argumentLabels(in open: Int) -> [String] {
        guard match[open] > open else { return [] }
        var labels: [String] = []
        var position = open + 1
        var argumentStart = position
        while position < match[open] {
            if position == argumentStart, kind(position + 1) == .colon,
               kind(position) == .identifier || kind(position) == .keyword {
                labels.append(text(position))
            }
            if kind(position) == .comma {
                argumentStart = position + 1
            } else if match[position] > position {
                position = match[position]
            }
            position += 1
        }
        return labels
    }

    /// The end (exclusive) of the argument starting at `start` inside the call opened at `open`.
    func argumentEnd(from start: Int, in open: Int) -> Int {
        var position = start
        while position < match[open] {
            if kind(position) == .comma { return position }
            if match[position] > position { position = match[position] }
            position += 1
        }
        return match[open]
    }

    /// Whether a closure `{ ... }` has no statements (only a signature like `_ in`).
    func isEmptyClosure(_ open: Int) -> Bool {
        guard match[open] > open else { return false }
        var position = open + 1
        let close = match[open]
        if position == close { return true }
        // Skip a signature `a, b in` / `_ in`.
        var probe = position
        while probe < close, !isWord(probe, "in") {
            if kind(probe) != .identifier && kind(probe) != .keyword && kind(probe) != .comma
                && kind(probe) != .leftParen && kind(probe) != .rightParen {
                return false
            }
            probe += 1
        }
        if probe < close, isWord(probe, "in") { position = probe + 1 }
        return position == close
    }
}
