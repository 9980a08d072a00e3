import Testing
@testable import GestureLintCore

/// `ScopeIndices` builds one `ProjectIndex` per set of visible scopes, on `jobs` threads: every
/// scope's index must hold exactly the declarations of the scopes it sees, whatever `jobs` is.
struct ScopeIndicesTests {
    /// Scope 0 is seen by every other (a shared target); 3 sees 1 and 0; 4 sees 2 and 0. Each
    /// scope has its own set, so five indices are built, scope 0's files going into all of them.
    static let scopes = IndexScopes(visible: [[0], [1, 0], [2, 0], [3, 1, 0], [2, 0]])
    static let sources: [(scope: Int, path: String, text: String)] = [
        (0, "Core/A.swift", "struct Shared {}\nstruct CoreOnly {}\n"),
        (1, "Feature/B.swift", "struct FeatureView {}\nstruct FeaturePreview: PreviewProvider {}\n"),
        (2, "Other/C.swift", "struct OtherView {}\n"),
        (3, "App/D.swift", "struct AppView {}\n"),
        (4, "Tool/E.swift", "struct ToolView {}\n"),
        (0, "Core/F.swift", "extension Shared {}\n"),
    ]

    func build(jobs: Int) -> ScopeIndices {
        var files = Self.sources.map { source in
            let file = SourceFile(path: source.path, bytes: Array(source.text.utf8))
            return IndexedFile(file: file, declarations: FileAnalysis(file: file).declarations)
        }
        return ScopeIndices(files: &files, scopeOfFile: Self.sources.map(\.scope), scopes: Self.scopes,
                            store: AnalysisStore(), jobs: jobs)
    }

    func typeNames(_ index: ProjectIndex) -> [String] { index.types.map(\.name) }

    @Test(arguments: [1, 2, 4])
    func eachScopeSeesItsOwnSet(jobs: Int) {
        let indices = build(jobs: jobs)
        #expect(typeNames(indices.index(forScope: 0)) == ["Shared", "CoreOnly", "Shared"])
        #expect(typeNames(indices.index(forScope: 1)) == ["Shared", "CoreOnly", "Shared", "FeatureView", "FeaturePreview"])
        #expect(typeNames(indices.index(forScope: 2)) == ["Shared", "CoreOnly", "Shared", "OtherView"])
        // In (path, offset) order.
        #expect(typeNames(indices.index(forScope: 3)) == ["AppView", "Shared", "CoreOnly", "Shared", "FeatureView", "FeaturePreview"])
        // 4 sees 2 and 0, and itself.
        #expect(typeNames(indices.index(forScope: 4)) == ["Shared", "CoreOnly", "Shared", "OtherView", "ToolView"])
        #expect(indices.index(forScope: 9).types.isEmpty)
    }

    @Test func previewProvidersAreFoundPerIndex() {
        let indices = build(jobs: 2)
        #expect(indices.index(forScope: 1).previewProviderNames == ["FeaturePreview"])
        #expect(indices.index(forScope: 3).previewProviderNames == ["FeaturePreview"])
        #expect(indices.index(forScope: 0).previewProviderNames.isEmpty)
        #expect(indices.index(forScope: 2).previewProviderNames.isEmpty)
    }
}
