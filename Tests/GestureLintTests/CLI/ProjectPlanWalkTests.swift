import Foundation
import Testing
@testable import GestureLintCLI

/// `ProjectPlan(walkedRoots:)`: a project rooted at or below a folder discovery walked cleanly has
/// no index-only files (all its files are reported), so it is not walked again; any other
/// project still is, and the plan is the one a plan without the hint makes.
@Suite struct ProjectPlanWalkTests {
    let sandbox = Sandbox()

    init() throws {
        try FileManager.default.createDirectory(atPath: sandbox.path("repo/.git"), withIntermediateDirectories: true)
        _ = sandbox.write("repo/A.swift", "struct A {}\n")
        _ = sandbox.write("repo/Sub/B.swift", "struct B {}\n")
        _ = sandbox.write("repo/Nested/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Nested\")\n")
        _ = sandbox.write("repo/Nested/Sources/C.swift", "struct C {}\n")
    }

    func walk(_ folder: String) throws -> [String] {
        try FileDiscovery(excludes: ExcludeSet(globs: [], base: sandbox.path("repo")), forceExclude: false,
                          warn: { _ in }, display: { $0 }).discover([folder])
    }

    func plan(_ reported: [String], walkedRoot: String?) -> ProjectPlan {
        ProjectPlan(reported: reported, fallback: { _ in sandbox.path("repo") },
                    excludes: ExcludeSet(globs: [], base: sandbox.path("repo")), walkedRoots: walkedRoot.map { [$0] } ?? [])
    }

    func summary(_ plan: ProjectPlan) -> [String] {
        plan.indexOnly.map { "\($0.absolute):\($0.scope)" } + plan.scopeOfReported.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    @Test func theWalkedRootIsNotWalkedAgain() throws {
        let root = sandbox.path("repo")
        let found = try walk(root)
        #expect(found.count == 4)
        let hinted = plan(found, walkedRoot: root)
        #expect(hinted.indexOnly.isEmpty)
        #expect(summary(hinted) == summary(plan(found, walkedRoot: nil)))
        #expect(hinted.projects.count == 2)
    }

    @Test func projectsBelowTheWalkedFolderAreNotWalkedAgain() throws {
        // Linting the folder above the repository: the repository and the nested package are
        // both below it.
        let above = String(sandbox.path("").dropLast())
        let walk = try FileDiscovery(excludes: ExcludeSet(globs: [], base: sandbox.path("repo")), forceExclude: false,
                                     warn: { _ in }, display: { $0 }).walkPaths([above])
        #expect(walk.clean)
        #expect(walk.files.count == 4)
        let hinted = plan(walk.files, walkedRoot: above)
        #expect(ProjectPlan.walked(sandbox.path("repo"), roots: walk.walkedFolders, holding: sandbox.path("repo/A.swift")))
        #expect(ProjectPlan.walked(sandbox.path("repo/Nested"), roots: walk.walkedFolders, holding: sandbox.path("repo/Nested/Sources/C.swift")))
        #expect(!ProjectPlan.walked(sandbox.path("repo/Other"), roots: walk.walkedFolders, holding: sandbox.path("repo/A.swift")))
        #expect(!ProjectPlan.walked("/nowhere", roots: walk.walkedFolders, holding: "/nowhere/X.swift"))
        #expect(summary(hinted) == summary(plan(walk.files, walkedRoot: nil)))
    }

    @Test func projectsWalkedInParallelGiveTheSamePlan() throws {
        // Only one file of each project named: both projects are walked for their other files.
        _ = sandbox.write("repo/Nested/Sources/D.swift", "struct D {}\n")
        let reported = [sandbox.path("repo/A.swift"), sandbox.path("repo/Nested/Sources/C.swift")]
        let excludes = ExcludeSet(globs: [], base: sandbox.path("repo"))
        let serial = ProjectPlan(reported: reported, fallback: { _ in sandbox.path("repo") }, excludes: excludes, jobs: 1)
        let parallel = ProjectPlan(reported: reported, fallback: { _ in sandbox.path("repo") }, excludes: excludes, jobs: 4)
        #expect(serial.indexOnly.map(\.absolute) == [sandbox.path("repo/Sub/B.swift"), sandbox.path("repo/Nested/Package.swift"), sandbox.path("repo/Nested/Sources/D.swift")])
        #expect(summary(parallel) == summary(serial))
        #expect(parallel.projects.map(\.root) == serial.projects.map(\.root))
        #expect(parallel.scopes.visible == serial.scopes.visible)
    }

    @Test func aSymbolicLinkMakesTheWalkUnclean() throws {
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("repo/Link.swift"), withDestinationPath: sandbox.path("repo/A.swift"))
        let walk = try FileDiscovery(excludes: ExcludeSet(globs: [], base: sandbox.path("repo")), forceExclude: false,
                                     warn: { _ in }, display: { $0 }).walkPaths([sandbox.path("repo")])
        #expect(!walk.clean)
    }

    @Test func aSubfolderLintedStillIndexesItsProject() throws {
        let folder = sandbox.path("repo/Sub")
        let found = try walk(folder)
        #expect(found == [sandbox.path("repo/Sub/B.swift")])
        let hinted = plan(found, walkedRoot: folder)
        // The project is the repository, not the folder walked: its other files are indexed,
        // the nested package's are not.
        #expect(hinted.indexOnly.map(\.absolute) == [sandbox.path("repo/A.swift")])
        #expect(summary(hinted) == summary(plan(found, walkedRoot: nil)))
    }

    @Test func aProjectWalkListsButDoesNotEnterNestedProjects() throws {
        // A nested repository and an Xcode project stop the walk like a nested package; the walk's
        // own root is entered although it is a repository root.
        try FileManager.default.createDirectory(atPath: sandbox.path("repo/Vendor/.git"), withIntermediateDirectories: true)
        _ = sandbox.write("repo/Vendor/V.swift", "struct V {}\n")
        try FileManager.default.createDirectory(atPath: sandbox.path("repo/App/App.xcodeproj"), withIntermediateDirectories: true)
        _ = sandbox.write("repo/App/Deep/E.swift", "struct E {}\n")
        let excludes = ExcludeSet(globs: [], base: sandbox.path("repo"))
        func walk(stopping: Bool) throws -> FileDiscovery.Walk {
            try FileDiscovery(excludes: excludes, forceExclude: false, warn: { _ in }, display: { $0 },
                              stopsAtNestedProjects: stopping).walkPaths([sandbox.path("repo")])
        }
        let stopping = try walk(stopping: true)
        #expect(stopping.files == [sandbox.path("repo/A.swift"), sandbox.path("repo/Sub/B.swift")])
        #expect(stopping.listing[sandbox.path("repo/Nested")]?.projectKind == .package)
        #expect(stopping.listing[sandbox.path("repo/Vendor")]?.projectKind == .repository)
        #expect(stopping.listing[sandbox.path("repo/App")]?.projectKind == .xcode)
        #expect(stopping.listing[sandbox.path("repo/Nested/Sources")] == nil)
        #expect(try walk(stopping: false).files.count == 6)
        // The plan of a file of the outer repository indexes the same files as before: none of a nested project's.
        let plan = ProjectPlan(reported: [sandbox.path("repo/A.swift")], fallback: { _ in sandbox.path("repo") }, excludes: excludes)
        #expect(plan.indexOnly.map(\.absolute) == [sandbox.path("repo/Sub/B.swift")])
    }
}
