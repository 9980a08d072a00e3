import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

/// Discovery passes over a regular file whose listing says it is not Swift without looking it up;
/// folders, links and anything the listing gives no type for are looked up as before. This checks
/// that the walk still finds what looking up every entry finds, in the cases where the two could
/// differ (the lookups saved are counted in Benchmarks.md, not here).
@Suite struct DiscoveryEntryKindTests {
    let sandbox = Sandbox()

    init() throws {
        _ = sandbox.write("repo/A.swift", "struct A {}\n")
        _ = sandbox.write("repo/README.md", "# A\n")
        _ = sandbox.write("repo/Assets/icon.png", "")
        _ = sandbox.write("repo/Assets/Contents.json", "{}\n")
        // A folder whose name ends in `.swift` is walked, not taken for a file.
        _ = sandbox.write("repo/Odd.swift/Inner.swift", "struct Inner {}\n")
        // A link to a Swift file is followed (and known as the same file); one named otherwise is not an input.
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("repo/Link.swift"), withDestinationPath: "A.swift")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("repo/LinkToSwift"), withDestinationPath: "A.swift")
        // A link to a folder is walked.
        _ = sandbox.write("other/Shared.swift", "struct Shared {}\n")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("repo/Shared"), withDestinationPath: sandbox.path("other"))
        // Not a regular file, whatever its name.
        #expect(mkfifo(sandbox.path("repo/Pipe.swift"), 0o644) == 0)
    }

    @Test func passingOverOtherFilesFindsWhatLookingUpEveryEntryFinds() throws {
        let walk = try FileDiscovery(excludes: ExcludeSet(globs: [], base: sandbox.path("repo")), forceExclude: false,
                                     warn: { _ in }, display: { $0 }).walkPaths([sandbox.path("repo")])
        #expect(walk.files == ["repo/A.swift", "repo/Odd.swift/Inner.swift", "repo/Shared/Shared.swift"].map(sandbox.path))
        // Links were followed: not a walk whose folders alone give its files.
        #expect(!walk.clean)
        #expect(walk.listing.entries.map(\.folder).sorted()
                == ["repo", "repo/Assets", "repo/Odd.swift", "repo/Shared"].map(sandbox.path).sorted())
    }
}
