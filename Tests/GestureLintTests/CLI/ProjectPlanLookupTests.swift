import Foundation
import Testing
@testable import GestureLintCore
@testable import GestureLintCLI

/// The project plan's per-file lookups, made once per folder or target instead of once per file,
/// give what the per-file lookups gave.
@Suite struct ProjectPlanLookupTests {
    /// `PathText.relative` as it was: the cut after `prefix.count` `Character`s.
    static func referenceRelative(_ path: String, to base: String) -> String? {
        if path == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    @Test func relativeCutsWhereCountingCharactersCut() {
        let bases = ["/", "/work", "/work/pkg", "/Caf\u{E9}", "/Cafe\u{301}", "/a/\u{1F600}"]
        let paths = ["/", "/work", "/work/", "/work/pkg", "/work/pkg/Sources/A.swift", "/workshop/A.swift", "/work/\u{301}x.swift",
                     "/work/e\u{301}.swift", "/work/\u{1F1EB}\u{1F1F7}/x.swift", "/Caf\u{E9}/x.swift", "/Cafe\u{301}/x.swift",
                     "/Caf\u{E9}/\u{301}x", "/a/\u{1F600}/b/c.swift", "/a/\u{1F600}\u{FE0F}/b.swift", "relative/x.swift"]
        for base in bases {
            for path in paths {
                #expect(PathText.relative(path, to: base) == Self.referenceRelative(path, to: base), "\(path) against \(base)")
            }
        }
    }

    @Test func projectsOfFilesAreEachFilesProject() throws {
        // Real folders: this repository's sources, fixtures and tests (a package, nested fixture
        // packages and plain folders), in discovery's order, and a few paths outside any folder.
        let root = Executable.repositoryRoot.path
        let discovery = FileDiscovery(excludes: ExcludeSet(globs: [], base: root), forceExclude: false, warn: { _ in },
                                      display: { $0 })
        let files = try discovery.discover(["Sources", "Fixtures", "Tests"].map { root + "/" + $0 })
            + ["/", "/x.swift", "/nowhere/at/all.swift", root + "/Package.swift"]
        #expect(files.count > 100)
        let perFile = ProjectLocator()
        let expected = files.map { perFile.project(ofFile: $0) }
        #expect(ProjectLocator().projects(ofFiles: files) == expected)
        #expect(expected.contains { $0?.path == root } && expected.contains { $0 == nil || $0?.path != root })
    }

    @Test func aFileIsInTheDeepestTargetFolderHoldingIt() throws {
        let package = try #require(PackageTargets.read(Array("""
            let package = Package(name: "P", targets: [
                .target(name: "Code", path: "Code"),
                .target(name: "Inner", path: "Code/Inner", dependencies: ["Code"]),
                .target(name: "Twin", path: "Code/Inner"),
                .target(name: "Caf\u{E9}", path: "Caf\u{E9}"),
            ])
            """.utf8)))
        let scopes = ProjectScopes.of(package, root: "/p")
        #expect(scopes.names == ["Code", "Inner", "Twin", "Caf\u{E9}", ProjectScopes.outsideTargets])
        let cases = [("/p/Code/A.swift", 0), ("/p/Code/Inner/B.swift", 1), ("/p/Code/Inner/Deeper/C.swift", 1),
                     ("/p/Code/Innermost/D.swift", 0), ("/p/Caf\u{E9}/E.swift", 3), ("/p/Cafe\u{301}/F.swift", 3),
                     ("/p/Coder/G.swift", 4), ("/p/H.swift", 4), ("/elsewhere/Code/I.swift", 4)]
        for (path, scope) in cases {
            #expect(scopes.scope(ofFile: path) == scope, "\(path)")
        }
    }
}
