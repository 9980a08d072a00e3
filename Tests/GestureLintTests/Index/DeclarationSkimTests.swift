import Foundation
import Testing
@testable import GestureLintCore
import GestureLintRules

/// The skim must give the project index exactly what the full parse gives (every field but the
/// syntax-node handles), or give up.
@Suite struct DeclarationSkimTests {
    static func fullAndSkim(_ text: String) -> (full: [String], skim: [String]?) {
        let file = SourceFile(path: "Skim.swift", text: text)
        return (FileAnalysis(file: file).declarations.indexContent, DeclarationSkim.declarations(of: file)?.indexContent)
    }

    /// Every fixture and golden model input, gestures or not (the engine skims only files without
    /// gestures; these are the densest declarations we have).
    @Test func fixturesAndGoldenInputsGiveTheFullParsesIndex() throws {
        let root = FixtureHarness.repositoryRoot
        var checked = 0
        for folder in ["Fixtures", "Tests/GestureLintTests/Golden"] {
            let base = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: base.path)
            while let entry = enumerator?.nextObject() as? String {
                guard entry.hasSuffix(".swift") else { continue }
                let path = base.appendingPathComponent(entry).path
                let bytes = try #require(FileManager.default.contents(atPath: path))
                let file = SourceFile(path: path, bytes: [UInt8](bytes))
                let full = FileAnalysis(file: file).declarations.indexContent
                let skim = try #require(DeclarationSkim.declarations(of: file), "skim gave up on \(entry)").indexContent
                #expect(skim == full, "\(folder)/\(entry)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }

    @Test(arguments: [
        // Stored properties with wrappers, initial values that hold closures, observers.
        """
        struct A: View {
            @State private var offset = CGSize.zero
            @GestureState(resetTransaction: Transaction(animation: .spring)) var drag = CGSize.zero
            let handler: () -> Void = { print("x"); struct Local {} }
            var computed: Int { let y = 2; return y }
            var observed = 0 { didSet { print(oldValue) } willSet { } }
            var explicit: Int { get { 1 } set { print(newValue) } }
            var protocolLike: Int { mutating get { 0 } nonmutating set { } }
            lazy var lazyValue = makeValue { $0 + 1 }
            var pinch: some Gesture { MagnifyGesture().onChanged { _ in } }
            func zoom(_ scale: CGFloat, by factor: Double = 2) -> some Gesture { struct Inner {}; return TapGesture() }
            var a = 1, b = "two", (c, d) = (3, 4)
            var body: some View { Text("}") /* } */ .onTapGesture { } }
        }
        """,
        // Nested types, extensions of unusual types, `class func`, `actor`, protocols, `#if`.
        """
        enum Outer { struct Inner: Gesture { var body: some Gesture { TapGesture() } } case a, b(Int) }
        extension [Int] { func total() -> Int { reduce(0, +) } }
        extension Outer.Inner where Self: Sendable { static var shared: Self { .init() } }
        class Base { class func make() -> Base { Base() } class var name: String { "" } final class Nested {} }
        actor Store { var items: [String] = [] ; func add() { items.append("") } }
        protocol P: AnyObject { var value: Int { get set } ; func onTapGesture(perform: @escaping () -> Void) -> Self }
        #if os(iOS)
        extension View { func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self } }
        #else
        let platform = "mac"
        #endif
        @available(iOS 17, *) struct New: View { var body: some View { EmptyView() } }
        func topLevel() { if true { struct NotIndexed {} } }
        let regex = /\\{[a-z]+/
        let text = \"\"\"
            { not a brace
            \"\"\"
        subscript(i: Int) -> Int { get { i } }
        """,
        // Trailing closures and key paths in initial values, a `do` at top level.
        """
        var formatter = DateFormatter() { }
        let mapped = [1, 2].map { value in value * 2 }.filter { $0 > 1 }
        let path = \\Outer.Inner.body
        do { var hidden = 1; hidden += 1 }
        struct Z { var v = Foo(a: { 1 }(), b: [1, 2].map { $0 }) { didSet {} } }
        """,
    ])
    func trickyDeclarationsMatch(_ text: String) throws {
        let (full, skim) = Self.fullAndSkim(text)
        #expect(!full.isEmpty)
        #expect(skim == full)
    }

    @Test func unbalancedBracesGiveUp() {
        #expect(DeclarationSkim.declarations(of: SourceFile(path: "a.swift", text: "struct A { func f() {\n")) == nil)
        #expect(DeclarationSkim.declarations(of: SourceFile(path: "a.swift", text: "struct A { }\n}\n")) == nil)
        #expect(DeclarationSkim.declarations(of: SourceFile(path: "a.swift", text: "let a = (1, 2))\n")) == nil)
    }

    @Test func bodiesAreRemovedButTheirBracesAndOffsetsStay() {
        let text = "struct A {\n  func f() {\n    let x = 1\n    print(x)\n  }\n  var v: Int = 1\n}\n"
        let tokens = Tokenizer.tokenize(Array(text.utf8))
        let kept = DeclarationSkim.skimmedTokens(tokens, bytes: Array(text.utf8))!
        #expect(kept.count < tokens.count)
        let keptText = kept.map { String(decoding: Array(text.utf8)[$0.range], as: UTF8.self) }.joined()
        #expect(keptText == "struct A {\n  func f() {\n  }\n  var v: Int = 1\n}\n")
    }

    @Test func gestureWordsAreFoundInIdentifiersOnly() {
        func names(_ text: String) -> Bool { DeclarationSkim.namesGesture(Tokenizer.tokenize(Array(text.utf8)), bytes: Array(text.utf8)) }
        #expect(names("let g = DragGesture()"))
        #expect(names("view.onTapGesture { }"))
        #expect(!names("// DragGesture in a comment\nlet s = \"onTapGesture\""))
        #expect(!names("struct Plain { var gest = 1 }"))
    }

    /// The byte search that runs before the token check: every position, both buffer ends, and
    /// `esture` beside multibyte UTF-8. Its answer must be that of a plain loop over the bytes.
    @Test func theByteSearchFindsEstureAnywhere() {
        func plain(_ bytes: [UInt8]) -> Bool {
            let needle = Array("esture".utf8)
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<$0 + needle.count]) == needle }
        }
        #expect(DeclarationSkim.containsEsture(Array("esture".utf8)))
        #expect(!DeclarationSkim.containsEsture(Array("estur".utf8)))
        #expect(!DeclarationSkim.containsEsture([]))
        #expect(!DeclarationSkim.containsEsture(Array("uuuuuuuu".utf8)))
        // At the very start and the very end of the buffer, and cut off by the end.
        #expect(DeclarationSkim.containsEsture(Array("esture and more text".utf8)))
        #expect(DeclarationSkim.containsEsture(Array("some text, then DragGesture".utf8)))
        #expect(!DeclarationSkim.containsEsture(Array("some text, then DragGestur".utf8)))
        // Many `u`s and near misses before the match (each `u` is a candidate).
        #expect(DeclarationSkim.containsEsture(Array("u uu estu esturr estxre stur gesture".utf8)))
        #expect(!DeclarationSkim.containsEsture(Array("u uu estu esturr estxre stur gestrue".utf8)))
        // Beside non-ASCII text, and split by a multibyte character (no match).
        #expect(DeclarationSkim.containsEsture(Array("let é = \"日本語esture🙂\"".utf8)))
        #expect(!DeclarationSkim.containsEsture(Array("let é = \"日本語estéure🙂\"".utf8)))
        // Every position in buffers of every length up to 20.
        for length in 0...20 {
            for position in 0...max(0, length - 6) where length >= 6 {
                var bytes = [UInt8](repeating: UInt8(ascii: "u"), count: length)
                bytes.replaceSubrange(position..<position + 6, with: Array("esture".utf8))
                #expect(DeclarationSkim.containsEsture(bytes) == plain(bytes), "length \(length), at \(position)")
                #expect(DeclarationSkim.containsEsture(bytes))
                bytes[position + 5] = UInt8(ascii: "x")
                #expect(DeclarationSkim.containsEsture(bytes) == plain(bytes), "length \(length), cut at \(position)")
            }
        }
    }

    @Test func gestureWordsInCommentsOrStringsOnlyAreNotNames() {
        func names(_ text: String) -> Bool { DeclarationSkim.namesGesture(Tokenizer.tokenize(Array(text.utf8)), bytes: Array(text.utf8)) }
        // The bytes are there, so the token check decides.
        #expect(!names("struct A {}\n// a gesture, in a comment only"))
        #expect(!names("let s = \"gesture\"\n/* TapGesture */"))
        #expect(!names("let 日本 = \"🙂gesture\""))
        // At the buffer's end, as an identifier.
        #expect(names("let x = 1\nlet y = MagnifyGesture"))
        #expect(names("let 🙂 = 1; let 日本Gesture = 2"))
    }
}

/// `GestureFreeFile` knows every built-in rule: a whole run with the default rules drops the
/// trees of files without gestures after pass 1. A rule it does not know turns that off.
@Suite struct GestureFreeFileTests {
    @Test func everyBuiltInRuleIsKnown() {
        #expect(GestureFreeFile.covers(allRules))
        #expect(Set(allRules.map(\.description.id)) == GestureFreeFile.knownRules)
    }

    @Test func anUnknownRuleIsNotCovered() {
        struct Other: Rule {
            static let description = RuleDescription(id: "other_rule", name: "Other", severity: .warning,
                                                     summary: "Test-only.", rationale: "Test-only.")
            func check(_ context: RuleContext) {}
        }
        #expect(!GestureFreeFile.covers(allRules + [Other()]))
    }
}
