import Testing
@testable import GestureLintCore

/// `ProjectIndex.init(files:)` moves each file's declarations into its own arrays instead of
/// copying them: the index must hold every declaration once, in (path, offset) order, and an
/// analysis that shares a file's arrays must keep its declarations.
struct ProjectIndexMoveTests {
    static let sources: [(path: String, text: String)] = [
        ("B.swift", "struct Second { var b1 = 1\n var b2: Int { 2 }\n func g() {} }\nlet globalB = 0\n"),
        ("A.swift", "struct First { var a1 = 1\n func f(x: Int) {} }\nextension First { func h() {} }\n"),
        ("C.swift", "// nothing declared\n"),
        ("D.swift", "func top() {}\n"),
    ]

    static func analyses() -> [FileAnalysis] {
        sources.map { FileAnalysis(file: SourceFile(path: $0.path, bytes: Array($0.text.utf8))) }
    }

    @Test func everyDeclarationOnceInPathOrder() {
        let index = ProjectIndex(files: Self.analyses().map { IndexedFile(file: $0.file, declarations: $0.declarations) },
                                 store: nil)
        #expect(index.types.map(\.name) == ["First", "First", "Second"])
        #expect(index.properties.map(\.name) == ["a1", "b1", "b2", "globalB"])
        #expect(index.properties.map(\.site.path) == ["A.swift", "B.swift", "B.swift", "B.swift"])
        #expect(index.functions.map(\.name) == ["f", "h", "g", "top"])
        #expect(index.functions.map(\.ownerType) == ["First", "First", "Second", nil])
        #expect(index.functions(named: "f").first?.parameterNames == ["x"])
        #expect(index.property("b2", in: "Second")?.isComputed == true)
        #expect(index.property("globalB", in: nil)?.site.path == "B.swift")
    }

    @Test func sharedArraysAreCopiedNotTaken() {
        let analyses = Self.analyses()
        // The files share their declaration arrays with the analyses, which stay in use.
        let index = ProjectIndex(analyses: analyses)
        #expect(index.properties.count == 4)
        #expect(analyses.map { $0.declarations.properties.map(\.name) } == [["b1", "b2", "globalB"], ["a1"], [], []])
        #expect(analyses.map { $0.declarations.functions.count } == [1, 2, 0, 1])
        #expect(analyses.map { $0.declarations.types.count } == [1, 2, 0, 0])
    }

    @Test func noDeclarationsAtAll() {
        let file = SourceFile(path: "Empty.swift", bytes: Array("// empty\n".utf8))
        let index = ProjectIndex(files: [IndexedFile(file: file, declarations: FileAnalysis(file: file).declarations)], store: nil)
        #expect(index.types.isEmpty && index.properties.isEmpty && index.functions.isEmpty)
        #expect(index.fileCount == 1)
    }
}
