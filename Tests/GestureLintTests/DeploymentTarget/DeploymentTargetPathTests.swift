import Foundation
import Testing
@testable import GestureLintCore

/// The resolver standardizes each folder once and then answers a plain file with one `lstat`.
/// These cases pin the answers of standardizing the whole path, which that fast path must keep:
/// symbolic links (to a file and to a folder), `.` and `..`, bare names, folders, missing files.
@Suite struct DeploymentTargetPathTests {
    /// `Package.swift` says iOS 15, `Sub/Package.swift` iOS 17. `Sources/Link.swift` links to a file
    /// below `Sub` and `Alias` to the folder `Sub/Sources`, by absolute paths; `Sources/Relative.swift`
    /// and `RelativeAlias` do the same by relative paths (Foundation resolves those against the
    /// process's working folder, so only their agreement with the slow path is checked).
    static func project() -> TemporaryProject {
        let project = TemporaryProject()
        let root = project.root
        project.write("Package.swift", "let p = Package(name: \"A\", platforms: [.iOS(.v15)])")
        project.write("Sub/Package.swift", "let p = Package(name: \"B\", platforms: [.iOS(.v17)])")
        project.write("Sub/Sources/Real.swift", "")
        project.write("Sources/Plain.swift", "")
        let manager = FileManager.default
        try? manager.createSymbolicLink(atPath: root + "/Sources/Link.swift", withDestinationPath: root + "/Sub/Sources/Real.swift")
        try? manager.createSymbolicLink(atPath: root + "/Alias", withDestinationPath: root + "/Sub/Sources")
        try? manager.createSymbolicLink(atPath: root + "/Sources/Relative.swift", withDestinationPath: "../Sub/Sources/Real.swift")
        try? manager.createSymbolicLink(atPath: root + "/RelativeAlias", withDestinationPath: "Sub/Sources")
        return project
    }

    static let spellings = [
        "Sources/Plain.swift", "./Sources/Plain.swift", "Sources/./Plain.swift", "Sub/../Sources/Plain.swift",
        "Sources//Plain.swift", "Sub/Sources/Real.swift", "Sources/../Sub/Sources/Real.swift",
        "Sources/Link.swift", "Alias/Real.swift", "Alias/../Sources/Plain.swift", "Sources/Relative.swift",
        "RelativeAlias/Real.swift", "Package.swift", "Sub", "Sub/", "Alias", "Sources/Missing.swift", "Missing.swift",
    ]

    func iOS(_ resolver: DeploymentTargetResolver, _ path: String) -> OSVersion? {
        resolver.target(forFile: path)?.minimum(.iOS)
    }

    @Test func everySpellingGetsTheFolderOfStandardizingTheWholePath() {
        let project = Self.project()
        for base in [project.root, project.root + "/Sub/Sources", project.root + "/Sources"] {
            let resolver = DeploymentTargetResolver(currentDirectory: base)
            let prefix = base == project.root ? "" : base == project.root + "/Sources" ? "../" : "../../"
            for spelling in Self.spellings {
                for path in [prefix + spelling, project.root + "/" + spelling] {
                    #expect(resolver.folder(of: path) == resolver.standardizedFolder(of: path), "\(path) from \(base)")
                    // Asked twice: the cached folder gives the same answer.
                    #expect(resolver.folder(of: path) == resolver.standardizedFolder(of: path), "\(path) from \(base)")
                }
            }
            #expect(resolver.folder(of: "Nothing/Here.swift") == resolver.standardizedFolder(of: "Nothing/Here.swift"))
        }
    }

    /// The walk up to the repository root takes each folder's parent from its bytes when the path
    /// is plain; every spelling must get Foundation's answer.
    @Test func aFolderParentIsFoundationsLastComponentDeleted() {
        let paths = ["/", "/a", "/a/b", "/a/b/c.swift", "/work/main/.dense-corpus/x+y/Sources", "/a/", "/a//b", "//a",
                     "/a/./b", "/a/../b", "/é/ü", "/a b/c d", "a/b", "", "/a/b/", "/Users/x/Library"]
        // Not a bare name such as "a": Foundation's own answer traps on it (the resolver only asks
        // about absolute folders).
        for path in paths {
            #expect(DeploymentTargetResolver.parentFolder(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }

    @Test func aLinkedFileTakesTheTargetOfTheFileItLinksTo() {
        let project = Self.project()
        // The plain file first, so the folder `Sources` is cached before the link in it is asked about.
        let resolver = DeploymentTargetResolver()
        #expect(iOS(resolver, project.root + "/Sources/Plain.swift") == OSVersion(15))
        #expect(iOS(resolver, project.root + "/Sources/Link.swift") == OSVersion(17))
        #expect(iOS(resolver, project.root + "/Sources/Plain.swift") == OSVersion(15))
        // And the other order, in a fresh resolver.
        let other = DeploymentTargetResolver()
        #expect(iOS(other, project.root + "/Sources/Link.swift") == OSVersion(17))
        #expect(iOS(other, project.root + "/Sources/Plain.swift") == OSVersion(15))
    }

    @Test func aFileInALinkedFolderTakesTheTargetOfTheRealFolder() {
        let project = Self.project()
        let resolver = DeploymentTargetResolver()
        #expect(iOS(resolver, project.root + "/Alias/Real.swift") == OSVersion(17))
        #expect(resolver.target(forFile: project.root + "/Alias/Real.swift")?.source == project.root + "/Sub/Package.swift")
        let relative = DeploymentTargetResolver(currentDirectory: project.root)
        #expect(iOS(relative, "Alias/Real.swift") == OSVersion(17))
        #expect(iOS(relative, "Alias/../Sources/Plain.swift") == OSVersion(17))   // `..` after the link: below `Sub`
    }

    @Test func relativeSpellingsOfOneFileAgree() {
        let project = Self.project()
        let resolver = DeploymentTargetResolver(currentDirectory: project.root)
        for path in ["Sources/Plain.swift", "./Sources/Plain.swift", "Sources/./Plain.swift",
                     "Sub/../Sources/Plain.swift", "Sources//Plain.swift", project.root + "/Sources/Plain.swift"] {
            #expect(iOS(resolver, path) == OSVersion(15), "\(path)")
        }
        for path in ["Sub/Sources/Real.swift", "Sources/../Sub/Sources/Real.swift", "Sources/Link.swift"] {
            #expect(iOS(resolver, path) == OSVersion(17), "\(path)")
        }
        let inside = DeploymentTargetResolver(currentDirectory: project.root + "/Sub/Sources")
        #expect(iOS(inside, "Real.swift") == OSVersion(17))
        #expect(iOS(inside, "../../Sources/Plain.swift") == OSVersion(15))
    }

    @Test func aDanglingGitLinkIsNoRepositoryRootAndAnUnlistableFolderIsStillRead() {
        let project = Self.project()
        // `inner/.git` is listed but leads nowhere: not a root, so the walk reaches Package.swift.
        project.write("inner/Sources/View.swift", "")
        try? FileManager.default.createSymbolicLink(atPath: project.root + "/inner/.git", withDestinationPath: "/nonexistent/gitdir")
        #expect(iOS(DeploymentTargetResolver(), project.root + "/inner/Sources/View.swift") == OSVersion(15))
        // A folder that can be entered but not listed (mode 0o311) still has its manifest read.
        project.write("Locked/Package.swift", "let p = Package(name: \"L\", platforms: [.iOS(.v16)])")
        project.write("Locked/Sources/View.swift", "")
        chmod(project.root + "/Locked", 0o311)
        defer { chmod(project.root + "/Locked", 0o755) }
        #expect(FolderMarkers(listing: project.root + "/Locked") == nil || getuid() == 0)
        #expect(iOS(DeploymentTargetResolver(), project.root + "/Locked/Sources/View.swift") == OSVersion(16))
    }

    @Test func folderMarkersSeeTheNamesTheResolverLooksFor() throws {
        let project = Self.project()
        project.write("App.xcodeproj/project.pbxproj", "")
        project.write("Package.swift.orig", "")
        project.write("Other/.gitignore", "")
        let root = try #require(FolderMarkers(listing: project.root))
        #expect(root.hasManifest && root.hasXcodeProject && root.hasGit)
        let other = try #require(FolderMarkers(listing: project.root + "/Other"))
        #expect(!other.hasManifest && !other.hasXcodeProject && !other.hasGit)
        #expect(FolderMarkers(listing: project.root + "/Missing") == nil)
    }

    @Test func foldersAndMissingFilesKeepTheirMeaning() {
        let project = Self.project()
        let resolver = DeploymentTargetResolver(currentDirectory: project.root)
        #expect(iOS(resolver, "Sub") == OSVersion(17))                 // a folder is asked about itself
        #expect(iOS(resolver, "Sub/") == OSVersion(17))
        #expect(iOS(resolver, "Sub/Missing.swift") == OSVersion(17))   // a missing file: its folder
        #expect(iOS(resolver, "Missing.swift") == OSVersion(15))
    }
}

/// The byte reading of ASCII projects gives what the Character reading gives.
@Suite struct XcodeProjectByteReadingTests {
    static let projects = [
        """
        // !$*UTF8*$!
        { objects = { 1 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; };
          2 /* Release */ = { buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.4; MACOSX_DEPLOYMENT_TARGET = "13.0"; }; }; }; }
        """,
        "\"IPHONEOS_DEPLOYMENT_TARGET\" = \"17.0\";\n\t\tXROS_DEPLOYMENT_TARGET\t=\t1.0 ;",
        "IPHONEOS_DEPLOYMENT_TARGET = \"$(inherited)\";\nTVOS_DEPLOYMENT_TARGET = 16;WATCHOS_DEPLOYMENT_TARGET=9.1",
        "IPHONEOS_DEPLOYMENT_TARGET = 16.0 = 17.0;\nMACOSX_DEPLOYMENT_TARGET = ;\n= 12.0;\n\"\" = 1;\n\"",
        "  IPHONEOS_DEPLOYMENT_TARGET = 14.0  {MACOSX_DEPLOYMENT_TARGET = 11.0}",
        "IPHONEOS_DEPLOYMENT_TARGET = \"16.0\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\"",
        "",
    ]

    @Test func asciiProjectsReadTheSameAsCharacters() {
        for project in Self.projects {
            let bytes = Array(project.utf8)
            #expect(XcodeProjectReader.asciiMinimums(in: bytes) == XcodeProjectReader.characterMinimums(in: bytes), "\(project)")
        }
        #expect(XcodeProjectReader.minimums(in: Array(Self.projects[0].utf8)) == [.iOS: OSVersion(15, 4), .macOS: OSVersion(13)])
        #expect(XcodeProjectReader.minimums(in: Array(Self.projects[2].utf8)) == [.tvOS: OSVersion(16), .watchOS: OSVersion(9, 1)])
    }

    @Test func carriageReturnsAndNonASCIITakeTheCharacterReading() {
        // A CRLF is one Character, so it does not end a segment there: the key after it is not read.
        let crlf = Array("x = 1\r\n\tIPHONEOS_DEPLOYMENT_TARGET = 16.0\r\n".utf8)
        #expect(XcodeProjectReader.minimums(in: crlf) == XcodeProjectReader.characterMinimums(in: crlf))
        let accented = Array("/* é */;IPHONEOS_DEPLOYMENT_TARGET = 16.0;".utf8)
        #expect(XcodeProjectReader.minimums(in: accented) == [.iOS: OSVersion(16)])
    }
}
