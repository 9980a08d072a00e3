#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds suppression commands in a file's comment tokens. Only comments count, so the words in a
/// string literal never suppress anything.
public enum SuppressionParser {
    static let marker = Array("gesturelint:".utf8)

    /// Commands in source order, and `invalid_suppression` findings for comments that are
    /// commands but malformed (unknown action, no rule ids).
    public static func commands(in file: SourceFile, tokens: [Token]) -> (commands: [SuppressionCommand], problems: [(Range<Int>, String)]) {
        var commands: [SuppressionCommand] = []
        var problems: [(Range<Int>, String)] = []
        guard contains(file.bytes, marker, in: 0..<file.bytes.count) else { return ([], []) }
        for token in tokens where token.kind.isComment && contains(file.bytes, marker, in: token.range) {
            switch parse(token: token, in: file) {
            case .command(let command)?: commands.append(command)
            case .problem(let range, let message)?: problems.append((range, message))
            case nil: break
            }
        }
        return (commands, problems)
    }

    enum Outcome {
        case command(SuppressionCommand)
        case problem(Range<Int>, String)
    }

    static let actions = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]

    static func parse(token: Token, in file: SourceFile) -> Outcome? {
        let bytes = file.bytes
        var start = token.range.lowerBound
        var end = token.range.upperBound
        // Strip the comment delimiters: `//`, `///`, `/*`, `/**`, `*/`.
        while start < end, bytes[start] == UInt8(ascii: "/") || bytes[start] == UInt8(ascii: "*") { start += 1 }
        if token.kind == .blockComment || token.kind == .docBlockComment {
            if end - start >= 2, bytes[end - 1] == UInt8(ascii: "/"), bytes[end - 2] == UInt8(ascii: "*") { end -= 2 }
        }
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        // A command is one line: the rest of a multi-line block comment is prose.
        if let lineEnd = bytes[start..<end].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) { end = lineEnd }
        // A command must open the comment: prose that mentions gesturelint:disable is not one.
        guard end - start >= marker.count, Array(bytes[start..<(start + marker.count)]) == marker else { return nil }
        var cursor = start + marker.count
        let actionStart = cursor
        while cursor < end, !isSpace(bytes[cursor]) { cursor += 1 }
        let actionText = file.text(actionStart..<cursor)
        guard let action = SuppressionCommand.Action(rawValue: actionText) else {
            return .problem(actionStart..<cursor, "unknown suppression command 'gesturelint:\(SuppressionFilter.shown(actionText))'"
                            + SuppressionFilter.hint(for: actionText, among: Set(actions))
                            + " (use disable, enable, disable:next, disable:this or disable:previous)")
        }
        var ids: [(id: String, range: Range<Int>)] = []
        var reason: String? = nil
        while cursor < end {
            while cursor < end, isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ",") { cursor += 1 }
            if cursor >= end { break }
            // ` - ` starts the reason; everything after it is free text.
            if bytes[cursor] == UInt8(ascii: "-"), cursor + 1 >= end || isSpace(bytes[cursor + 1]) {
                let text = file.text((cursor + 1)..<end)
                reason = text.trimmingSpaces()
                break
            }
            let idStart = cursor
            while cursor < end, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ",") { cursor += 1 }
            ids.append((file.text(idStart..<cursor), idStart..<cursor))
        }
        if ids.isEmpty {
            return .problem(token.range, "'gesturelint:\(actionText)' names no rule; add rule ids or 'all'")
        }
        let line = file.location(of: token.range.lowerBound).line
        var endLine = line
        if token.kind == .blockComment || token.kind == .docBlockComment {
            endLine = file.location(of: max(token.range.lowerBound, token.range.upperBound - 1)).line
        }
        return .command(SuppressionCommand(action: action, ruleIDs: ids, reason: reason, range: token.range,
                                           line: line, endLine: endLine))
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Whether `needle` occurs in `bytes[range]`. Every file is searched once, so candidates are
    /// found with `memchr` (vectorised) rather than byte by byte.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8], in range: Range<Int>) -> Bool {
        guard range.count >= needle.count, let first = needle.first else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            var start = range.lowerBound
            let last = range.upperBound - needle.count
            while start <= last {
                guard let found = memchr(base + start, Int32(first), last - start + 1) else { return false }
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index, needle, needle.count) == 0 { return true }
                start = index + 1
            }
            return false
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
