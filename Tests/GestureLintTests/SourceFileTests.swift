import Testing
@testable import GestureLintCore

@Suite struct SourceFileTests {
    @Test func columnsCountUnicodeScalars() {
        let file = SourceFile(path: "a.swift", text: "let é = 1\nlet 👍 = 2\r\nx\ry")
        #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
        // "é" is two bytes, one scalar: `=` is at byte 7, column 7.
        #expect(file.location(of: 7) == SourceLocation(line: 1, column: 7))
        // line 2 starts at byte 11; "👍" is four bytes.
        #expect(file.location(of: 11 + 8) == SourceLocation(line: 2, column: 6))
        // CRLF is one break; a lone CR too.
        #expect(file.location(of: file.count - 3) == SourceLocation(line: 3, column: 1))
        #expect(file.location(of: file.count - 1) == SourceLocation(line: 4, column: 1))
        #expect(file.lines.lineCount == 4)
    }
}
