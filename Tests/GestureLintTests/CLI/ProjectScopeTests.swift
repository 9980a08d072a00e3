import Foundation
import Testing
import GestureLintCore
import GestureLintRules
@testable import GestureLintCLI

/// Paths choose what is reported, not what is known: a file linted alone (or from stdin) gets
/// the findings of its whole-project run; projects in one run do not see each other; inside a
/// package, declarations reach the targets that can import them.
@Suite struct ProjectScopeTests {
    /// `(path, line, column, rule)` of every JSON diagnostic.
    static func findings(_ result: Sandbox.Result) -> Set<String> {
        guard let data = result.stdout.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let diagnostics = object["diagnostics"] as? [[String: Any]] else { return ["unparsable: \(result.stdout) \(result.stderr)"] }
        return Set(diagnostics.map { "\($0["path"]!):\($0["line"]!):\($0["column"]!): \($0["rule"]!)" })
    }

    static func lint(_ sandbox: Sandbox, _ arguments: [String], in folder: String = "", stdin: String = "") -> Set<String> {
        let result = sandbox.run(["--format", "json", "--quiet"] + arguments, in: folder, stdin: stdin, rules: allRules)
        #expect(result.status <= 1, "\(arguments): \(result.stderr)")
        return findings(result)
    }

    /// Every multi-file fixture folder, copied into a sandbox as a repository of its own.
    static var splitFixtures: [String] {
        let root = FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures").path
        var result: [String] = []
        for rule in (try? FileManager.default.contentsOfDirectory(atPath: root).sorted()) ?? [] {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + rule).sorted()) ?? [] {
                let folder = root + "/" + rule + "/" + entry
                let swift = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
                if swift.count >= 2 { result.append(rule + "/" + entry) }
            }
        }
        return result
    }

    @Test func splitFixturesLintedOneFileAtATimeGiveTheirFolderRunFindings() throws {
        let fixtures = Self.splitFixtures
        #expect(fixtures.count >= 10)
        for fixture in fixtures {
            let sandbox = Sandbox()
            try FileManager.default.copyItem(atPath: FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures/" + fixture).path,
                                             toPath: sandbox.path("repo"))
            try FileManager.default.createDirectory(atPath: sandbox.path("repo/.git"), withIntermediateDirectories: true)
            let whole = Self.lint(sandbox, ["."], in: "repo")
            let files = (FileManager.default.enumerator(atPath: sandbox.path("repo"))?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
            var union: Set<String> = []
            for file in files {
                let alone = Self.lint(sandbox, [file], in: "repo")
                #expect(alone == whole.filter { $0.hasPrefix(file + ":") }, "\(fixture): \(file) alone")
                let fromStdin = Self.lint(sandbox, ["--stdin", "--stdin-path", file], in: "repo",
                                          stdin: sandbox.read("repo/" + file))
                #expect(fromStdin == alone, "\(fixture): \(file) from stdin")
                union.formUnion(alone)
            }
            #expect(union == whole, "\(fixture)")
        }
    }

    @Test func theIssuesTwoExamplesAreRightAlone() throws {
        let sandbox = Sandbox()
        for fixture in ["state_should_be_gesture_state/silent_split_reset_elsewhere",
                        "state_should_be_gesture_state/trigger_split_gesture_in_extension"] {
            try FileManager.default.copyItem(atPath: FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures/" + fixture).path,
                                             toPath: sandbox.path(fixture))
            sandbox.write(fixture + "/Package.swift", "// swift-tools-version:5.9\n")
        }
        let shelf = Self.lint(sandbox, ["state_should_be_gesture_state/silent_split_reset_elsewhere/ShelfView.swift"])
        #expect(shelf.isEmpty)
        let badge = Self.lint(sandbox, ["state_should_be_gesture_state/trigger_split_gesture_in_extension/BadgeView.swift"])
        #expect(badge.count == 1 && badge.first?.hasSuffix("state_should_be_gesture_state") == true, "\(badge)")
        // Without the project index, the file alone is all that is known (the old behaviour).
        let isolated = Self.lint(sandbox, ["--no-project-index", "state_should_be_gesture_state/silent_split_reset_elsewhere/ShelfView.swift"])
        #expect(isolated.count == 1)
    }

    static let tapView = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Text("Open").onTapGesture { open() }
            }
            func open() {}
        }

        """

    static let tapHelper = """
        import SwiftUI
        extension View {
            func onTapGesture(haptic: Bool = true, perform action: @escaping () -> Void) -> some View { self }
        }

        """

    @Test func twoPackagesInOneRunDoNotSeeEachOthersHelpers() {
        let sandbox = Sandbox()
        sandbox.write("A/Package.swift", "// swift-tools-version:5.9\n")
        sandbox.write("A/Sources/A/Helpers.swift", Self.tapHelper)
        sandbox.write("A/Sources/A/Row.swift", Self.tapView)
        sandbox.write("B/Package.swift", "// swift-tools-version:5.9\n")
        sandbox.write("B/Sources/B/Row.swift", Self.tapView)
        let aloneA = Self.lint(sandbox, ["."], in: "A")
        let aloneB = Self.lint(sandbox, ["."], in: "B")
        let together = Self.lint(sandbox, ["."])
        // A's own helper silences A's tap checks; B keeps its findings.
        #expect(aloneA.isEmpty)
        #expect(!aloneB.isEmpty)
        #expect(together == Set(aloneA.map { "A/" + $0 } + aloneB.map { "B/" + $0 }))
        // The old shared index lets A's helper silence B too.
        #expect(Self.lint(sandbox, ["--no-project-index", "."]).isEmpty)
    }

    static func twoTargetPackage(dependency: Bool) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Two",
            products: [.library(name: "App", targets: ["App"])],
            dependencies: [.package(url: "https://example.com/x.git", from: "1.0.0")],
            targets: [
                .target(name: "Helpers"),
                .target(name: "App", dependencies: [\(dependency ? "\"Helpers\", " : "").product(name: "X", package: "x")]),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ]
        )

        """
    }

    @Test(arguments: [true, false])
    func aHelperReachesOnlyTargetsThatDependOnIt(dependency: Bool) {
        let sandbox = Sandbox()
        sandbox.write("Package.swift", Self.twoTargetPackage(dependency: dependency))
        sandbox.write("Sources/Helpers/Helpers.swift", Self.tapHelper)
        sandbox.write("Sources/App/Row.swift", Self.tapView)
        sandbox.write("Tests/AppTests/RowTests.swift", Self.tapView.replacingOccurrences(of: "Row", with: "TestRow"))
        let whole = Self.lint(sandbox, ["."])
        let app = whole.filter { $0.hasPrefix("Sources/App/") }
        let tests = whole.filter { $0.hasPrefix("Tests/") }
        // With the dependency the helper shadows `onTapGesture` in App (and in AppTests, which
        // depends on App and so may import Helpers); without it, both keep their findings.
        #expect(app.isEmpty == dependency, "\(whole)")
        #expect(tests.isEmpty == dependency, "\(whole)")
        #expect(Self.lint(sandbox, ["Sources/App/Row.swift"]) == app)
        let targets = sandbox.run(["targets", "Sources/App/Row.swift"], rules: allRules).stdout
        #expect(targets.contains("project . (package), scope App" + (dependency ? ", sees Helpers" : "")), "\(targets)")
    }

    @Test func manifestTargetsAreReadOrTheManifestIsOneScope() throws {
        let read = try #require(PackageTargets.read(Array(Self.twoTargetPackage(dependency: true).utf8)))
        #expect(read.targets.map(\.name) == ["Helpers", "App", "AppTests"])
        #expect(read.targets.map(\.dependencies) == [[], ["Helpers"], ["App"]])
        #expect(read.targets[2].kind == .test && read.targets[2].defaultFolders == ["Tests/AppTests"])
        let custom = PackageTargets.read(Array("""
            let package = Package(name: "P", targets: [
                .target(name: "Core", path: "Code/Core", exclude: ["Old"]),
                .executableTarget(name: "Tool", dependencies: [.target(name: "Core", condition: .when(platforms: [.macOS])), .byName(name: "Core")]),
            ])
            """.utf8))
        #expect(custom?.targets.map(\.path) == ["Code/Core", nil])
        #expect(custom?.targets.map(\.dependencies) == [[], ["Core", "Core"]])
        // Names or dependencies computed in code: the package is one scope.
        #expect(PackageTargets.read(Array("let package = Package(name: \"P\", targets: [.target(name: name)])".utf8)) == nil)
        #expect(PackageTargets.read(Array("let package = Package(name: \"P\", targets: [.target(name: \"A\", dependencies: deps)])".utf8)) == nil)
        #expect(PackageTargets.read(Array("let package = Package(name: \"P\", targets: [.target(name: \"A\")])\npackage.targets.append(.target(name: \"B\"))".utf8)) == nil)
        #expect(PackageTargets.read(Array("let package = Package(name: \"P\", targets: [.target(name: \"A\")])\nfor target in package.targets { target.swiftSettings = [] }".utf8)) != nil)
    }

    @Test func projectRootsAreTheNearestPackageOrXcodeProjectElseTheRepository() throws {
        let sandbox = Sandbox()
        sandbox.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        sandbox.write("repo/App.xcodeproj/project.pbxproj", "")
        sandbox.write("repo/App/View.swift", "")
        sandbox.write("repo/Packages/Kit/Package.swift", "")
        sandbox.write("repo/Packages/Kit/Sources/Kit/Kit.swift", "")
        sandbox.write("plain/Loose.swift", "")
        let locator = ProjectLocator()
        #expect(locator.project(ofFile: sandbox.path("repo/App/View.swift")) == ProjectRoot(path: sandbox.path("repo"), kind: .xcode))
        #expect(locator.project(ofFile: sandbox.path("repo/Packages/Kit/Sources/Kit/Kit.swift"))
                == ProjectRoot(path: sandbox.path("repo/Packages/Kit"), kind: .package))
        #expect(locator.project(ofFile: sandbox.path("plain/Loose.swift")) == nil)
        try FileManager.default.removeItem(atPath: sandbox.path("repo/App.xcodeproj"))
        #expect(ProjectLocator().project(ofFile: sandbox.path("repo/App/View.swift")) == ProjectRoot(path: sandbox.path("repo"), kind: .repository))
    }

    @Test func excludedAndNestedProjectFilesAreNotIndexed() {
        let sandbox = Sandbox()
        sandbox.write("Package.swift", "// swift-tools-version:5.9\n")
        sandbox.write("Sources/App/Row.swift", Self.tapView)
        sandbox.write("Generated/Helpers.swift", Self.tapHelper)
        sandbox.write("Examples/Demo/Package.swift", "// swift-tools-version:5.9\n")
        sandbox.write("Examples/Demo/Sources/Demo/Helpers.swift", Self.tapHelper)
        sandbox.write(".gesturelint.yml", "excluded: [\"Generated\"]\n")
        // Neither the excluded helper nor the nested package's helper silences the row.
        #expect(!Self.lint(sandbox, ["Sources/App/Row.swift"]).isEmpty)
        // Without the exclude, a manifest whose targets cannot be read makes the package one scope...
        sandbox.write(".gesturelint.yml", "excluded: []\n")
        #expect(Self.lint(sandbox, ["Sources/App/Row.swift"]).isEmpty)
        // ...and with readable targets, a file in no target's folder is seen by no target.
        sandbox.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"App\")])\n")
        #expect(!Self.lint(sandbox, ["Sources/App/Row.swift"]).isEmpty)
        sandbox.write("Sources/App/Helpers.swift", Self.tapHelper)
        #expect(Self.lint(sandbox, ["Sources/App/Row.swift"]).isEmpty)
    }
}
