import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

/// `FolderListing`: discovery records, for every folder it lists, the markers the project lookup
/// and the deployment-target resolver look for; they answer from that table for those folders
/// and list the others (ancestors of what was linted) themselves.
@Suite struct FolderListingTests {
    let sandbox = Sandbox()

    init() throws {
        try FileManager.default.createDirectory(atPath: sandbox.path("repo/.git"), withIntermediateDirectories: true)
        _ = sandbox.write("repo/A.swift", "struct A {}\n")
        _ = sandbox.write("repo/App/B.swift", "struct B {}\n")
        try FileManager.default.createDirectory(atPath: sandbox.path("repo/App/App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: sandbox.path("repo/Work/All.xcworkspace"), withIntermediateDirectories: true)
        _ = sandbox.write("repo/Work/C.swift", "struct C {}\n")
        _ = sandbox.write("repo/Pkg/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v16)])\n")
        _ = sandbox.write("repo/Pkg/Sources/D.swift", "struct D {}\n")
        _ = sandbox.write("repo/.build/E.swift", "struct E {}\n")
        _ = sandbox.write("repo/Package.swift.orig", "")
    }

    func walk(_ folder: String) throws -> FileDiscovery.Walk {
        try FileDiscovery(excludes: ExcludeSet(globs: [], base: sandbox.path("repo")), forceExclude: false,
                          warn: { _ in }, display: { $0 }).walkPaths([folder])
    }

    @Test func discoveryRecordsWhatAListingOfEachWalkedFolderSays() throws {
        let walk = try walk(sandbox.path("repo"))
        let walked = ["repo", "repo/App", "repo/App/App.xcodeproj", "repo/Work", "repo/Work/All.xcworkspace",
                      "repo/Pkg", "repo/Pkg/Sources"].map(sandbox.path)
        #expect(walk.listing.entries.map(\.folder).sorted() == walked.sorted())
        for folder in walked { #expect(walk.listing[folder] == FolderMarkers(listing: folder), "\(folder)") }
        #expect(walk.listing[sandbox.path("repo")]?.projectKind == .repository)
        #expect(walk.listing[sandbox.path("repo/App")]?.projectKind == .xcode)
        #expect(walk.listing[sandbox.path("repo/Work")]?.projectKind == .xcode)
        #expect(walk.listing[sandbox.path("repo/Pkg")]?.projectKind == .package)
        #expect(walk.listing[sandbox.path("repo/Pkg/Sources")]?.projectKind == nil)
        // Skipped and hidden folders are not listed, and a name that only starts like a marker is none.
        #expect(walk.listing[sandbox.path("repo/.build")] == nil)
        #expect(walk.listing[sandbox.path("repo")]?.hasManifest == false)
    }

    @Test func theLocatorAnswersFromTheListingAndListsTheRestItself() throws {
        let walk = try walk(sandbox.path("repo/Pkg"))
        let seeded = ProjectLocator(listing: walk.listing)
        let plain = ProjectLocator()
        for file in ["repo/Pkg/Sources/D.swift", "repo/Pkg/Package.swift", "repo/App/B.swift", "repo/A.swift"].map(sandbox.path) {
            #expect(seeded.project(ofFile: file) == plain.project(ofFile: file), "\(file)")
        }
        // The table is consulted first: a listing that says a folder holds a manifest wins.
        var claimed = FolderListing()
        var package = FolderMarkers()
        package.hasManifest = true
        claimed.record(package, for: sandbox.path("repo/App"))
        #expect(ProjectLocator(listing: claimed).project(ofFile: sandbox.path("repo/App/B.swift"))
                == ProjectRoot(path: sandbox.path("repo/App"), kind: .package))
        // A folder not in it (the ancestor `repo`) is listed as before.
        #expect(ProjectLocator(listing: claimed).project(ofFile: sandbox.path("repo/A.swift"))
                == ProjectRoot(path: sandbox.path("repo"), kind: .repository))
    }

    @Test func theResolverAnswersFromTheListingAndListsTheRestItself() throws {
        let walk = try walk(sandbox.path("repo/Pkg/Sources"))
        let file = sandbox.path("repo/Pkg/Sources/D.swift")
        let seeded = DeploymentTargetResolver(listing: walk.listing)
        #expect(seeded.target(forFile: file)?.minimum(.iOS) == OSVersion(16))
        #expect(seeded.target(forFile: file) == DeploymentTargetResolver().target(forFile: file))
        // A listing that says the package folder holds no manifest is believed.
        var claimed = FolderListing()
        claimed.record(FolderMarkers(), for: sandbox.path("repo/Pkg"))
        #expect(DeploymentTargetResolver(listing: claimed).target(forFile: file) == nil)
    }

    @Test func aLintRunGivesTheSameFindingsWithTheListing() throws {
        // End to end: the run reuses discovery's listings; the plan is the one without them.
        let found = try walk(sandbox.path("repo"))
        let excludes = ExcludeSet(globs: [], base: sandbox.path("repo"))
        func summary(_ plan: ProjectPlan) -> [String] {
            plan.indexOnly.map { "\($0.absolute):\($0.scope)" } + plan.scopeOfReported.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                + plan.projects.map { "\($0.root.path):\($0.root.kind)" }
        }
        let seeded = ProjectPlan(reported: found.files, fallback: { _ in sandbox.path("repo") }, excludes: excludes,
                                 walkedRoots: found.walkedFolders, locator: ProjectLocator(listing: found.listing))
        let plain = ProjectPlan(reported: found.files, fallback: { _ in sandbox.path("repo") }, excludes: excludes)
        #expect(summary(seeded) == summary(plain))
        #expect(seeded.projects.count == 4)
    }
}
