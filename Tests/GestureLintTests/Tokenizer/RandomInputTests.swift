import Foundation
import Testing
@testable import GestureLintCore

/// Thousands of seeded random and mutated inputs. Each must tokenize (no trap, no endless loop:
/// the test finishing is the check) into tokens that cover the input exactly, and the same input
/// must always give the same tokens. A failure names the case so it can be replayed.
@Suite struct RandomInputTests {
    /// Punctuation-heavy pieces of Swift: the bytes that open and close the tokenizer's constructs.
    static let pieces: [String] = [
        "a", "x", "_", "$0", "$", "é", "√", "1", "0x1", "1.5", "e", "p", ".", "..", "...", " ", "\t", "\n", "\r\n", "\r",
        "/", "/", "/", "*", "//", "/*", "*/", "(", ")", "[", "]", "{", "}", ",", ":", ";", "=", "!", "?", "<", ">",
        "&", "-", "+", "|", "^", "~", "%", "@", "\\", "\\(", "\\#(", "\"", "\"\"\"", "'", "#", "##", "#\"", "\"#",
        "#/", "/#", "`", "`a b`", "<#", "#>", "“", "”", "\u{A0}", "\u{FEFF}", "\u{301}", "\0", "\u{1}", "if", "let",
        "func", "try", "return", "operator", "#if", "#endif", "<<<<<<< ", ">>>>>>> ", "=======", ">>>> ", "<<<<\n",
    ]

    @Test func randomBytes() {
        var random = SplitMix64(seed: 1)
        for index in 0..<1500 {
            let length = Int(random.next() % 160)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            checkTokenizes(bytes, "random bytes #\(index)")
        }
    }

    @Test func randomPunctuationHeavyText() {
        var random = SplitMix64(seed: 2)
        for index in 0..<2500 {
            let count = Int(random.next() % 48)
            let text = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            checkTokenizes(Array(text.utf8), "random text #\(index)")
        }
    }

    @Test func truncatedSplicedAndMutatedRealCode() throws {
        let sources = try Self.realSources()
        try #require(!sources.isEmpty)
        var random = SplitMix64(seed: 3)
        func window(_ maximum: Int) -> ArraySlice<UInt8> {
            let source = sources[Int(random.next() % UInt64(sources.count))]
            let start = Int(random.next() % UInt64(source.count))
            let length = Int(random.next() % UInt64(maximum))
            return source[start..<min(source.count, start + length)]
        }
        for index in 0..<1000 {
            checkTokenizes(Array(window(3000)), "truncation #\(index)")
        }
        for index in 0..<1000 {
            let spliced = (0..<(1 + random.next() % 6)).flatMap { _ in window(300) }
            checkTokenizes(spliced, "splice #\(index)")
        }
        for index in 0..<1000 {
            var bytes = Array(window(1000))
            for _ in 0..<(1 + random.next() % 4) where !bytes.isEmpty {
                let position = Int(random.next() % UInt64(bytes.count))
                let byte = UInt8(truncatingIfNeeded: random.next())
                switch random.next() % 3 {
                case 0: bytes[position] = byte
                case 1: bytes.insert(byte, at: position)
                default: bytes.remove(at: position)
                }
            }
            checkTokenizes(bytes, "mutation #\(index)")
        }
    }

    @Test func deepNesting() {
        let openers = ["\"\\(", "#\"\\#(", "#\"\"\"\\#(", "/*", "(", "[", "{", "\"\"\"\n\\(", "#/", "“"]
        let closers = [")\"", ")\"#", ")\"\"\"#", "*/", ")", "]", "}", ")\n\"\"\"", "/#", "”"]
        for (opener, closer) in zip(openers, closers) {
            for depth in [1, 10, 3000] {
                let open = String(repeating: opener, count: depth)
                checkTokenizes(Array((open + "x").utf8), "\(depth) × \(opener)")
                checkTokenizes(Array((open + "x" + String(repeating: closer, count: depth)).utf8),
                               "\(depth) × \(opener)…\(closer)")
            }
        }
    }

    func checkTokenizes(_ bytes: [UInt8], _ label: String) {
        let first = Tokenizer.tokenize(bytes)
        let problem = coverageProblem(first, byteCount: bytes.count)
        #expect(problem == nil, "\(label): \(problem ?? "") in \(Self.describe(bytes))")
        #expect(Tokenizer.tokenize(bytes) == first, "\(label): not deterministic")
    }

    static func describe(_ bytes: [UInt8]) -> String {
        let shown = bytes.prefix(200).map { String($0, radix: 16) }.joined(separator: " ")
        return "[\(shown)\(bytes.count > 200 ? " …" : "")]"
    }

    /// The fixtures and up to four toolchain interfaces (their first 64 KB).
    static func realSources() throws -> [[UInt8]] {
        let fixtures = FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures").path
        var paths = SourceCorpus.files(under: fixtures, suffixes: [".swift"])
        if let toolchain = SourceCorpus.toolchainFolder() {
            paths += SourceCorpus.files(under: toolchain, suffixes: [".swiftinterface"]).prefix(4)
        }
        return try paths.map { Array(try SourceCorpus.read($0).prefix(65_536)) }.filter { !$0.isEmpty }
    }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed gives the
/// same inputs on every run and platform.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
