import Foundation
import Testing
@testable import GestureLintCore

/// `Word.classify` (a hash slot and two integer compares) must give exactly what the word-by-word
/// `Word.classifyBySpelling` gives, for the words themselves, for near misses, and for every
/// identifier and keyword of this repository's own sources.
@Suite struct WordClassifyTests {
    /// Classifies `text` as one token, with `padding` bytes after it (0 exercises the byte-by-byte
    /// read at the end of a buffer, 8 or more the eight-byte loads).
    static func both(_ text: String, padding: Int) -> (fast: Word, reference: Word) {
        let word = Array(text.utf8)
        let bytes = word + [UInt8](repeating: UInt8(ascii: " "), count: padding)
        return bytes.withUnsafeBufferPointer { buffer in
            let token = Token(.identifier, 0, word.count)
            return (Word.classify(buffer, token, WordTable.shared), Word.classifyBySpelling(buffer, token))
        }
    }

    @Test func everyWordIsFoundAtTheEndOfTheBufferAndBeforeMoreBytes() {
        #expect(Word.spellings.count == 99)
        for (spelling, word) in Word.spellings + [("_", .underscore)] {
            let text = spelling.description
            for padding in [0, 3, 8, 16] {
                let result = Self.both(text, padding: padding)
                #expect(result.fast == word, "\(text) with \(padding) bytes after it")
                #expect(result.reference == word, "\(text) (reference)")
            }
        }
    }

    @Test func nearMissesAreNotWords() {
        var checked = 0
        for (spelling, _) in Word.spellings {
            let text = Array(spelling.description.utf8)
            var variants: [[UInt8]] = [Array(text.dropLast()), Array(text.dropFirst()), text + [UInt8(ascii: "s")],
                                       [UInt8(ascii: "x")] + text, text + text]
            for index in text.indices {
                var changed = text
                changed[index] ^= 0x20   // case flipped (or `_` turned into DEL, a byte no word has)
                variants.append(changed)
                changed[index] = UInt8(ascii: "q")
                variants.append(changed)
            }
            for variant in variants where !variant.isEmpty {
                let string = String(decoding: variant, as: UTF8.self)
                for padding in [0, 8] {
                    let result = Self.both(string, padding: padding)
                    #expect(result.fast == result.reference, "\(string) with \(padding) bytes after it")
                    checked += 1
                }
            }
        }
        #expect(checked > 2_000)
    }

    /// Each `.swift` file of this repository's sources, as its path and bytes.
    static func repositorySources() throws -> [(path: String, bytes: [UInt8])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources").path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var sources: [(path: String, bytes: [UInt8])] = []
        while let entry = enumerator.nextObject() as? String {
            guard entry.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + entry) else { continue }
            sources.append((entry, [UInt8](data)))
        }
        return sources
    }

    /// The lexer's `Token.word` is the reference's word for every token (`.none` for any token but
    /// an identifier or keyword spelling one), and a word is a `keyword` token exactly when it is
    /// one of the words swift-syntax's lexer reserves.
    @Test func theLexersWordsAreTheReferenceWords() throws {
        let reserved: Set<String> = [
            "_", "Any", "Self", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
            "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
            "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
            "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static",
            "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
            "where", "while",
        ]
        #expect(reserved.count == 54)
        var words = 0, keywords = 0
        for (path, bytes) in try Self.repositorySources() {
            let tokens = Tokenizer.tokenize(bytes)
            bytes.withUnsafeBufferPointer { buffer in
                for token in tokens {
                    let isWord = token.kind == .identifier || token.kind == .keyword
                    let reference = isWord ? Word.classifyBySpelling(buffer, token) : .none
                    if token.word != reference {
                        Issue.record("\(path) at \(token.start): \(token.word) against \(reference)")
                    }
                    guard isWord else { continue }
                    let text = String(decoding: buffer[token.range], as: UTF8.self)
                    if (token.kind == .keyword) != reserved.contains(text) {
                        Issue.record("\(path) at \(token.start): \(text) lexed as \(token.kind)")
                    }
                    if reference != .none { words += 1 }
                    if token.kind == .keyword { keywords += 1 }
                }
            }
        }
        #expect(words > 10_000)
        #expect(keywords > 10_000)
    }

    @Test func agreesOnEveryWordOfTheRepositorysSources() throws {
        var words = 0, found = 0
        for (entry, bytes) in try Self.repositorySources() {
            let tokens = Tokenizer.tokenize(bytes)
            bytes.withUnsafeBufferPointer { buffer in
                for token in tokens where token.kind == .identifier || token.kind == .keyword {
                    let fast = Word.classify(buffer, token, WordTable.shared)
                    let reference = Word.classifyBySpelling(buffer, token)
                    if fast != reference {
                        Issue.record("\(entry) at \(token.start): \(fast) against \(reference)")
                    }
                    words += 1
                    if reference != .none { found += 1 }
                }
            }
        }
        #expect(words > 50_000)
        #expect(found > 10_000)
    }
}
