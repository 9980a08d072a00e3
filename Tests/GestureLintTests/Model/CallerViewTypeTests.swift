import Foundation
import Testing
@testable import GestureLintCore

/// `GestureModel.namesCallerView` reads ASCII type texts from their bytes: it answers as the
/// character version on every property type of the fixtures and on hand-made edge cases.
@Suite struct CallerViewTypeTests {
    static let edgeCases = [
        "", "Content", "Content?", "AnyView", "AnyView!", "some View", "any View", "() -> Content", "(() -> Header)?",
        "@escaping (Item) -> AnyView", "@MainActor @Sendable () -> Content??", "((Content))", "(()", "()", "(", ")",
        "@", "@@", "@escaping", "->", "- >", "() -> () -> Content", "(A) -> (B) -> AnyView?", "(Content) -> Void",
        "Binding<Content>", "[Content]", "(Content, Label)", "(\n  () -> Content\n)", "\tContent\r\n", "@_ab1 Content",
        "(((((Content)))))", "Content?!?!?", "((Content)->Label)", "->Content", "Content->", "some\u{0B}View",
    ]

    static func expectSameAnswers(_ declared: String) {
        for generics in [Set<String>(), ["Content", "Label", "Header"]] {
            for called in [false, true] {
                for opaque in [false, true] {
                    let fast = GestureModel.asciiNamesCallerView(declared, generics: generics, called: called, opaque: opaque)
                    let slow = GestureModel.characterNamesCallerView(declared, generics: generics, called: called, opaque: opaque)
                    #expect(fast == slow, "\(declared.debugDescription) called: \(called) opaque: \(opaque) generics: \(generics)")
                }
            }
        }
    }

    @Test func edgeCasesMatchTheCharacterVersion() {
        for declared in Self.edgeCases { Self.expectSameAnswers(declared) }
    }

    @Test func fixturePropertyTypesMatchTheCharacterVersion() throws {
        var types: Set<String> = []
        for (_, paths) in try FixtureHarness.projectFolders(under: "Fixtures") {
            for path in paths {
                let data = try Data(contentsOf: FixtureHarness.repositoryRoot.appendingPathComponent(path))
                let analysis = FileAnalysis(file: SourceFile(path: path, bytes: [UInt8](data)))
                for property in analysis.declarations.properties { if let type = property.typeText { types.insert(type) } }
            }
        }
        #expect(types.count > 100)
        for declared in types { Self.expectSameAnswers(declared) }
    }

    @Test func nonASCIITextIsLeftToTheCharacterVersion() {
        #expect(GestureModel.asciiNamesCallerView("Cöntent", generics: ["Cöntent"], called: false, opaque: false) == nil)
        #expect(GestureModel.namesCallerView("Cöntent", generics: ["Cöntent"], called: false))
    }
}
