/// A hand-written parser for the subset of YAML the configuration needs: block maps and lists
/// (indented with spaces), flow lists of scalars, plain and quoted scalars, `#` comments.
/// Everything else (anchors, tags, flow maps, block scalars, several documents) is rejected
/// with its line, because silently misreading a configuration is worse than refusing it.
public struct YAMLParser {
    struct Line {
        var number: Int
        var indent: Int
        var text: Substring
        var isListItem: Bool { text == "-" || text.hasPrefix("- ") }
    }

    var lines: [Line] = []
    var index = 0

    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode {
        var parser = YAMLParser()
        try parser.split(text)
        guard let first = parser.lines.first else { return YAMLNode(.null, line: 1) }
        if first.indent != 0 {
            throw YAMLError(line: first.number, message: "the document must start at column 1")
        }
        let root = try parser.parseBlock(indent: 0)
        if parser.index < parser.lines.count {
            let line = parser.lines[parser.index]
            throw YAMLError(line: line.number, message: "unexpected indentation")
        }
        return root
    }

    /// Splits the text into meaningful lines: comments and blank lines dropped, indentation measured.
    mutating func split(_ text: String) throws(YAMLError) {
        var number = 0
        // CR LF is a single `Character` in Swift, so it is matched as such.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            var line = raw
            if number == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            let content = try Self.stripComment(line, line: number)
            let indentCount = content.prefix(while: { $0 == " " }).count
            let rest = content.dropFirst(indentCount)
            if rest.first == "\t" {
                throw YAMLError(line: number, message: "tabs are not allowed for indentation; use spaces")
            }
            var trimmed = rest
            while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
            if trimmed.isEmpty { continue }
            if trimmed == "---" && lines.isEmpty && indentCount == 0 { continue }
            if trimmed == "---" || trimmed == "..." || trimmed.hasPrefix("%") {
                throw YAMLError(line: number, message: "only one YAML document is supported")
            }
            lines.append(Line(number: number, indent: indentCount, text: trimmed))
        }
    }

    /// Removes a `#` comment (at the start or after a space, outside quotes).
    static func stripComment(_ line: Substring, line number: Int) throws(YAMLError) -> Substring {
        var quote: Character? = nil
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if open == "\"" && character == "\\" {
                    index = line.index(after: index)
                    if index < line.endIndex { index = line.index(after: index) }
                    continue
                }
                if character == open {
                    // `''` inside a single-quoted value is an escaped quote, not the end.
                    let next = line.index(after: index)
                    if open == "'", next < line.endIndex, line[next] == "'" {
                        index = line.index(after: next)
                        continue
                    }
                    quote = nil
                }
            } else if character == "#" && (previous == " " || previous == "\t") {
                return line[line.startIndex..<index]
            } else if (character == "\"" || character == "'")
                        && (previous == " " || previous == "[" || previous == "," || previous == "-"
                            || index == line.startIndex) {
                quote = character
            }
            previous = character
            index = line.index(after: index)
        }
        return line
    }

    mutating func parseBlock(indent: Int) throws(YAMLError) -> YAMLNode {
        let line = lines[index]
        return line.isListItem ? try parseList(indent: indent) : try parseMap(indent: indent)
    }

    mutating func parseMap(indent: Int) throws(YAMLError) -> YAMLNode {
        var entries: [YAMLEntry] = []
        let startLine = lines[index].number
        while index < lines.count, lines[index].indent == indent, !lines[index].isListItem {
            let line = lines[index]
            let (key, rest) = try Self.splitKey(line)
            if entries.contains(where: { $0.key == key }) {
                throw YAMLError(line: line.number, message: "duplicate key '\(key)'")
            }
            index += 1
            let value: YAMLNode
            if !rest.isEmpty {
                value = try Self.inlineValue(rest, line: line.number)
            } else if index < lines.count, lines[index].indent > indent {
                value = try parseBlock(indent: lines[index].indent)
            } else if index < lines.count, lines[index].indent == indent, lines[index].isListItem {
                // `key:` followed by `- item` at the same indentation is a list in YAML.
                value = try parseList(indent: indent)
            } else {
                value = YAMLNode(.null, line: line.number)
            }
            entries.append(YAMLEntry(key: key, line: line.number, value: value))
        }
        if index < lines.count, lines[index].indent > indent {
            throw YAMLError(line: lines[index].number, message: "unexpected indentation")
        }
        return YAMLNode(.map(entries), line: startLine)
    }

    mutating func parseList(indent: Int) throws(YAMLError) -> YAMLNode {
        var items: [YAMLNode] = []
        let startLine = lines[index].number
        while index < lines.count, lines[index].indent == indent, lines[index].isListItem {
            let line = lines[index]
            let rest = line.text.dropFirst(1).drop(while: { $0 == " " })
            index += 1
            if rest.isEmpty {
                if index < lines.count, lines[index].indent > indent {
                    items.append(try parseBlock(indent: lines[index].indent))
                } else {
                    items.append(YAMLNode(.null, line: line.number))
                }
                continue
            }
            if rest.first != "\"" && rest.first != "'" && rest.first != "[" && Self.keyColon(in: rest) != nil {
                throw YAMLError(line: line.number,
                                message: "maps inside lists are not supported; list plain values")
            }
            items.append(try Self.inlineValue(rest, line: line.number))
        }
        return YAMLNode(.list(items), line: startLine)
    }

    /// The index of the `:` that ends a plain key: followed by a space or the end of the line.
    static func keyColon(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    static func splitKey(_ line: Line) throws(YAMLError) -> (String, Substring) {
        let text = line.text
        if text.first == "\"" || text.first == "'" {
            let (key, after) = try quoted(text, line: line.number)
            let rest = after.drop(while: { $0 == " " })
            guard rest.first == ":" else {
                throw YAMLError(line: line.number, message: "expected ':' after the key \(key)")
            }
            return (key, rest.dropFirst().drop(while: { $0 == " " }))
        }
        if text.first == "?" || text.first == "{" || text.first == "[" {
            throw YAMLError(line: line.number, message: "complex keys are not supported; write 'key: value'")
        }
        guard let colon = keyColon(in: text) else {
            throw YAMLError(line: line.number, message: "expected 'key: value', found '\(text)'")
        }
        var key = text[text.startIndex..<colon]
        while key.last == " " { key = key.dropLast() }
        let rest = text[text.index(after: colon)...].drop(while: { $0 == " " })
        return (String(key), rest)
    }

    static func inlineValue(_ text: Substring, line: Int) throws(YAMLError) -> YAMLNode {
        switch text.first {
        case "[":
            return try flowList(text, line: line)
        case "{":
            throw YAMLError(line: line, message: "flow maps ('{ ... }') are not supported; use an indented block map")
        case "\"", "'":
            let (value, after) = try quoted(text, line: line)
            if !after.allSatisfy({ $0 == " " }) {
                throw YAMLError(line: line, message: "unexpected text after a quoted value: '\(after)'")
            }
            return YAMLNode(.scalar(value, quoted: true), line: line)
        case "&", "*", "!", "|", ">", "%", "@", "`":
            throw YAMLError(line: line, message: "'\(text.first!)' (anchors, aliases, tags, block scalars) is not supported")
        default:
            if text == "~" || text == "null" || text == "Null" || text == "NULL" { return YAMLNode(.null, line: line) }
            if keyColon(in: text) != nil {
                throw YAMLError(line: line, message: "a value cannot itself be 'key: value' on the same line; indent it on the next line")
            }
            return YAMLNode(.scalar(String(text), quoted: false), line: line)
        }
    }

    static func flowList(_ text: Substring, line: Int) throws(YAMLError) -> YAMLNode {
        var items: [YAMLNode] = []
        var rest = text.dropFirst().drop(while: { $0 == " " })
        if rest.first == "]" {
            rest = rest.dropFirst()
        } else {
            while true {
                guard let first = rest.first else {
                    throw YAMLError(line: line, message: "unclosed '['; flow lists must end on the same line")
                }
                if first == "[" || first == "{" {
                    throw YAMLError(line: line, message: "nested flow collections are not supported")
                }
                if first == "\"" || first == "'" {
                    let (value, after) = try quoted(rest, line: line)
                    items.append(YAMLNode(.scalar(value, quoted: true), line: line))
                    rest = after.drop(while: { $0 == " " })
                } else {
                    let end = rest.firstIndex(where: { $0 == "," || $0 == "]" }) ?? rest.endIndex
                    var item = rest[rest.startIndex..<end]
                    while item.last == " " { item = item.dropLast() }
                    if item.isEmpty { throw YAMLError(line: line, message: "empty item in a flow list") }
                    items.append(YAMLNode(.scalar(String(item), quoted: false), line: line))
                    rest = rest[end...]
                }
                guard let separator = rest.first else {
                    throw YAMLError(line: line, message: "unclosed '['; flow lists must end on the same line")
                }
                rest = rest.dropFirst().drop(while: { $0 == " " })
                if separator == "]" { break }
                if separator != "," { throw YAMLError(line: line, message: "expected ',' or ']' in a flow list") }
            }
        }
        if !rest.allSatisfy({ $0 == " " }) {
            throw YAMLError(line: line, message: "unexpected text after ']': '\(rest)'")
        }
        return YAMLNode(.list(items), line: line)
    }

    /// A single- or double-quoted scalar at the start of `text`, and what follows it.
    static func quoted(_ text: Substring, line: Int) throws(YAMLError) -> (String, Substring) {
        let quote = text.first!
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == quote {
                let next = text.index(after: index)
                if quote == "'", next < text.endIndex, text[next] == "'" {
                    value.append("'")
                    index = text.index(after: next)
                    continue
                }
                return (value, text[next...])
            }
            if quote == "\"", character == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex else { break }
                switch text[index] {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                case "\\", "\"", "/": value.append(text[index])
                case "u":
                    let digits = text[text.index(after: index)...].prefix(4)
                    guard digits.count == 4, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw YAMLError(line: line, message: "invalid \\u escape in a quoted value")
                    }
                    value.unicodeScalars.append(scalar)
                    index = text.index(index, offsetBy: 4)
                default:
                    throw YAMLError(line: line, message: "unknown escape '\\\(text[index])' in a quoted value")
                }
                index = text.index(after: index)
                continue
            }
            value.append(character)
            index = text.index(after: index)
        }
        throw YAMLError(line: line, message: "unclosed quote; quoted values must end on the same line")
    }
}
