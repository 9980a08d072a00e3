import Foundation
import Testing
@testable import GestureLintCLI

/// `ProjectPlan(walkedRoot:)`: a project rooted at the one folder discovery walked has no
/// index-only files (all its files are reported), so it is not walked again; any other project
/// still is, and the plan is the one a plan without the hint makes.
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
                    excludes: ExcludeSet(globs: [], base: sandbox.path("repo")), walkedRoot: walkedRoot)
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
}
