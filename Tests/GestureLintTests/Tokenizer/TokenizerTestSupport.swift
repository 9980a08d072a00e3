import Testing
@testable import GestureLintCore

/// The tokens of `source` as `kind:text`, spaces and line breaks left out, for readable expectations.
/// It also checks what must hold for every input: the tokens cover the bytes exactly, in order,
/// with no empty token. Together with the texts, that pins every token's byte range.
func tokens(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    tokens(bytes: Array(source.utf8), sourceLocation: sourceLocation)
}

func tokens(bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    let result = Tokenizer.tokenize(bytes)
    #expect(coverageProblem(result, byteCount: bytes.count) == nil, sourceLocation: sourceLocation)
    return result.filter { $0.kind != .whitespace && $0.kind != .newline }.map {
        "\($0.kind):\(String(decoding: bytes[$0.range], as: UTF8.self))"
    }
}

/// The tokens of `source` as `kind@start..<end`, every token included.
func spans(_ source: String) -> [String] {
    spans(bytes: Array(source.utf8))
}

func spans(bytes: [UInt8]) -> [String] {
    Tokenizer.tokenize(bytes).map { "\($0.kind)@\($0.start)..<\($0.end)" }
}

/// Why `tokens` do not cover `byteCount` bytes exactly once, in order, without empty tokens; nil if they do.
func coverageProblem(_ tokens: [Token], byteCount: Int) -> String? {
    var expectedStart = 0
    for (index, token) in tokens.enumerated() {
        if Int(token.start) != expectedStart {
            return "token \(index) starts at \(token.start), expected \(expectedStart)"
        }
        if token.end <= token.start { return "token \(index) is empty" }
        expectedStart = Int(token.end)
    }
    return expectedStart == byteCount ? nil : "tokens end at \(expectedStart) of \(byteCount) bytes"
}
