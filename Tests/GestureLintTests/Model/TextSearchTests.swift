import Foundation
import Testing
@testable import GestureLintCore

/// `TextSearch` and `LowercasedText` (perf10) answer as the Foundation calls they replace,
/// `text.contains(needle)` and `text.lowercased().contains(needle)`, ASCII or not.
@Suite struct TextSearchTests {
    static let texts = [
        "", ".", "self.focus", "isFocused", "FOCUS", "model.selectedItem", "UIApplication.shared.endEditing()",
        "resignFirstResponder", "() -> some View", "(() -> Void)?", "ke", "keyboardVisible",
        "\u{212A}eyboard", "café.focus", "e\u{301}.", ".\u{301}x", "\r\n.ignoresSafeArea()", "İfocus", "ＦＯＣＵＳ",
        "Color.black.edgesIgnoringSafeArea(.all)", "a\u{0}b", "selectselect",
    ]
    static let needles = [
        ".", "->", "focus", "select", "keyboard", "resignFirstResponder", ".ignoresSafeArea(",
        ".edgesIgnoringSafeArea(", "endediting", "", "é", "FOCUS", "\u{301}",
    ]

    @Test func containsAnswersAsFoundation() {
        for text in Self.texts {
            for needle in Self.needles {
                #expect(TextSearch.contains(text, needle) == text.contains(needle), "\(text) / \(needle)")
            }
        }
    }

    @Test func lowercasedContainsAnswersAsFoundation() {
        for text in Self.texts {
            for needle in Self.needles {
                let expected = text.lowercased().contains(needle)
                #expect(TextSearch.lowercasedContains(text, needle) == expected, "\(text) / \(needle)")
                #expect(LowercasedText(text).contains(needle) == expected, "\(text) / \(needle)")
            }
        }
        // The Kelvin sign lowercases to an ASCII `k`: the fallback keeps that answer.
        #expect(TextSearch.lowercasedContains("\u{212A}EYBOARD", "keyboard"))
        #expect(!TextSearch.contains("isFocused", "focus"))
        #expect(TextSearch.lowercasedContains("isFocused", "focus"))
    }

    @Test func sourceRangesAnswerAsTheirText() {
        let source = "let a = isFocused; \u{212A}eyboard.hide(); x = Café.FOCUS\r\nend"
        let file = SourceFile(path: "main.swift", text: source)
        let count = file.bytes.count
        for start in 0...count {
            for end in start...(count + 2) {
                let lowered = file.text(start..<end).lowercased()
                let text = LowercasedText(file, start..<end)
                for needle in ["focus", "keyboard", "café", "end", "x", ""] {
                    #expect(text.contains(needle) == lowered.contains(needle), "\(start)..<\(end) \(needle)")
                }
            }
        }
    }
}
