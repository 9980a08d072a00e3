import Foundation
import Testing
import GestureLintCore

/// A temporary folder tree that is its own repository (it has `.git`), removed at deinit.
final class TemporaryProject {
    let root: String

    init() {
        root = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("gesturelint-target-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        let path = root + "/" + relative
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}

@Suite struct PackageManifestReaderTests {
    func read(_ manifest: String) -> [Platform: OSVersion]? {
        PackageManifestReader.minimums(in: Array(manifest.utf8))
    }

    @Test func memberVersions() {
        #expect(read("""
            let package = Package(name: "A", platforms: [.iOS(.v16), .macOS(.v13)], targets: [])
            """) == [.iOS: OSVersion(16), .macOS: OSVersion(13)])
    }

    @Test func stringVersionsAndUnderscoreMembers() {
        #expect(read("""
            let package = Package(name: "A", platforms: [.iOS("16.4"), .watchOS(.v9_1), .visionOS(.v1)])
            """) == [.iOS: OSVersion(16, 4), .watchOS: OSVersion(9, 1), .visionOS: OSVersion(1)])
    }

    @Test func commentsAndLineBreaksAnywhere() {
        #expect(read("""
            let package = Package(
                name: "A",
                platforms: [ // minimums
                    .iOS( /* raised in 2.0 */ .v17 ),
                    // .iOS(.v15),
                    .macOS(
                        .v14
                    ), .macCatalyst(.v17), /* trailing */
                ],
                products: []
            )
            """) == [.iOS: OSVersion(17), .macOS: OSVersion(14)])
    }

    @Test func qualifiedPlatformNames() {
        #expect(read("""
            let package = Package(name: "A", platforms: [SupportedPlatform.iOS(.v15), .tvOS(.v15)])
            """) == [.iOS: OSVersion(15), .tvOS: OSVersion(15)])
    }

    @Test func listBoundToAConstant() {
        #expect(read("""
            let supported: [SupportedPlatform] = [.iOS(.v16)]
            let package = Package(name: "A", platforms: supported)
            """) == [.iOS: OSVersion(16)])
    }

    @Test func conditionalEntriesKeepTheLowest() {
        #expect(read("""
            let package = Package(name: "A", platforms: [
            #if DEBUG
                .iOS(.v15),
            #else
                .iOS(.v17),
            #endif
            ])
            """) == [.iOS: OSVersion(15)])
    }

    @Test func conditionPlatformsInSettingsAreNotTheMinimums() {
        #expect(read("""
            let settings: [SwiftSetting] = [.define("TOUCH", .when(platforms: [.iOS, .visionOS]))]
            let package = Package(name: "A", platforms: [.iOS(.v16)], targets: [.target(name: "A", swiftSettings: settings)])
            """) == [.iOS: OSVersion(16)])
        #expect(read("""
            let package = Package(name: "A", targets: [.target(name: "A", swiftSettings: [.define("X", .when(platforms: [.iOS]))])])
            """) == nil)
    }

    @Test func noPlatformsArgument() {
        #expect(read("""
            // platforms: [.iOS(.v17)] is only a comment here
            let text = "platforms: [.iOS(.v17)]"
            let package = Package(name: "A", targets: [.target(name: "A")])
            """) == nil)
    }
}

@Suite struct XcodeProjectReaderTests {
    @Test func lowestAcrossConfigurations() {
        let pbxproj = """
            /* Debug */ = {
                buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 17.0;
                    MACOSX_DEPLOYMENT_TARGET = "14.0";
                };
            };
            /* Release */ = {
                buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 16.4;
                    XROS_DEPLOYMENT_TARGET = 1.0;
                    TVOS_DEPLOYMENT_TARGET = "$(inherited)";
                };
            };
            """
        #expect(XcodeProjectReader.minimums(in: Array(pbxproj.utf8))
                == [.iOS: OSVersion(16, 4), .macOS: OSVersion(14), .visionOS: OSVersion(1)])
    }
}

@Suite struct DeploymentTargetResolverTests {
    static let pbxproj = """
        // !$*UTF8*$!
        { objects = { 1 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; }; }; }
        """

    @Test func nearestManifestWins() {
        let project = TemporaryProject()
        project.write("Package.swift", "let p = Package(name: \"A\", platforms: [.iOS(.v15)])")
        project.write("Sub/Package.swift", "let p = Package(name: \"B\", platforms: [.iOS(.v17)])")
        let file = project.write("Sub/Sources/B/View.swift", "")
        let other = project.write("Sources/A/View.swift", "")
        let resolver = DeploymentTargetResolver()
        #expect(resolver.target(forFile: file)?.minimum(.iOS) == OSVersion(17))
        #expect(resolver.target(forFile: file)?.source == project.root + "/Sub/Package.swift")
        #expect(resolver.target(forFile: other)?.minimum(.iOS) == OSVersion(15))
    }

    @Test func configuredTargetWins() {
        let project = TemporaryProject()
        project.write("Package.swift", "let p = Package(name: \"A\", platforms: [.iOS(.v15)])")
        let file = project.write("Sources/View.swift", "")
        let configured = DeploymentTarget(minimums: [.iOS: OSVersion(17)], source: ".gesturelint.yml")
        let resolver = DeploymentTargetResolver(configured: configured)
        #expect(resolver.target(forFile: file) == configured)
    }

    @Test func xcodeProjectWhenNoManifest() {
        let project = TemporaryProject()
        project.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
        let file = project.write("App/Views/View.swift", "")
        let target = DeploymentTargetResolver().target(forFile: file)
        #expect(target?.minimum(.iOS) == OSVersion(16))
        #expect(target?.sourceName == "App.xcodeproj")
    }

    @Test func manifestWithoutPlatformsIsSkipped() {
        let project = TemporaryProject()
        project.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
        project.write("Package.swift", "let p = Package(name: \"Tools\")")
        let file = project.write("App/View.swift", "")
        #expect(DeploymentTargetResolver().target(forFile: file)?.minimum(.iOS) == OSVersion(16))
    }

    @Test func noTargetAnywhereIsNil() {
        let project = TemporaryProject()
        project.write("Package.swift", "let p = Package(name: \"A\")")
        let file = project.write("Sources/View.swift", "")
        #expect(DeploymentTargetResolver().target(forFile: file) == nil)
    }

    @Test func walkStopsAtTheRepositoryRoot() {
        let outer = TemporaryProject()
        outer.write("Package.swift", "let p = Package(name: \"Outer\", platforms: [.iOS(.v12)])")
        // An inner repository (a fixture, a submodule, a worktree whose .git is a file).
        outer.write("inner/.git", "gitdir: ../.git/worktrees/inner")
        let file = outer.write("inner/Sources/View.swift", "")
        #expect(DeploymentTargetResolver().target(forFile: file) == nil)
        let beside = outer.write("Sources/View.swift", "")
        #expect(DeploymentTargetResolver().target(forFile: beside)?.minimum(.iOS) == OSVersion(12))
    }

    @Test func relativePathsResolveAgainstTheCurrentFolder() {
        let project = TemporaryProject()
        project.write("Package.swift", "let p = Package(name: \"A\", platforms: [.macOS(.v13)])")
        project.write("Sources/View.swift", "")
        let resolver = DeploymentTargetResolver(currentDirectory: project.root)
        #expect(resolver.target(forFile: "Sources/View.swift")?.minimum(.macOS) == OSVersion(13))
        #expect(resolver.describe(path: "Sources/View.swift")
                == "Sources/View.swift: macOS 13.0 (from Package.swift)")
        #expect(resolver.describe(path: "Sources").hasPrefix("Sources: macOS 13.0"))
    }

    @Test func describesMissingTargets() {
        let project = TemporaryProject()
        project.write("Sources/View.swift", "")
        let resolver = DeploymentTargetResolver(currentDirectory: project.root)
        #expect(resolver.describe(path: "Sources/View.swift").contains("none found"))
    }

    @Test func concurrentLookupsAgree() async {
        let project = TemporaryProject()
        project.write("Package.swift", "let p = Package(name: \"A\", platforms: [.iOS(.v16)])")
        let paths = (0..<40).map { project.write("Sources/M\($0 % 5)/V\($0).swift", "") }
        let resolver = DeploymentTargetResolver()
        let results = await withTaskGroup(of: OSVersion?.self) { group in
            for path in paths { group.addTask { resolver.target(forFile: path)?.minimum(.iOS) } }
            var all: [OSVersion?] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.allSatisfy { $0 == OSVersion(16) })
    }

    @Test func linterClosureUsesTheFilePath() {
        let project = TemporaryProject()
        project.write("Package.swift", "let p = Package(name: \"A\", platforms: [.iOS(.v16)])")
        let path = project.write("Sources/View.swift", "")
        let resolver = DeploymentTargetResolver()
        #expect(resolver.perFile(SourceFile(path: path, text: ""))?.minimum(.iOS) == OSVersion(16))
    }
}
