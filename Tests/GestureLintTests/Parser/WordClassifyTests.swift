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

    @Test func agreesOnEveryWordOfTheRepositorysSources() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources").path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var words = 0, found = 0
        while let entry = enumerator.nextObject() as? String {
            guard entry.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + entry) else { continue }
            let bytes = [UInt8](data)
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
