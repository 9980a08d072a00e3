import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

/// The built executable (with the shipped rules, which today are only the engine's own): exit
/// codes, standard input, file discovery, determinism across --jobs.
@Suite struct ExecutableTests {
    @Test func exitCodes() throws {
        let box = Sandbox()
        box.write("a.swift", "let a = 1\n")
        #expect(try box.execute([]).status == 0)
        box.write("b.swift", "// gesturelint:disable:next no_such_rule\nlet b = 2\n")
        let warned = try box.execute([])
        #expect(warned.status == 0)
        #expect(warned.stdout == "b.swift:1:29: warning: unknown rule id 'no_such_rule' in a suppression (`gesturelint rules` lists them) [invalid_suppression]\n")
        #expect(try box.execute(["--strict"]).status == 1)
        #expect(try box.execute(["--strict", "--exit-zero"]).status == 0)
        #expect(try box.execute(["--max-warnings", "0"]).status == 1)
        #expect(try box.execute(["--disable", "invalid_suppression", "--strict"]).status == 0)
        let bad = try box.execute(["--frmat", "json"])
        #expect(bad.status == 2 && bad.stderr.contains("did you mean '--format'?"))
        #expect(try box.execute(["missing"]).status == 2)
        #expect(try box.execute(["--version"]).stdout == "gesturelint \(ProjectInfo.version)\n")
    }

    @Test func unreadableFileIsAnErrorAndTheRunContinues() throws {
        let box = Sandbox()
        box.write("a.swift", "// gesturelint:disable:next nope\n")
        // Reading /proc/self/mem at offset 0 fails with EIO even for root: a real unreadable file.
        let result = try box.execute(["/proc/self/mem", "a.swift"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("/proc/self/mem:1:1: error: cannot read the file: Input/output error"))
        #expect(result.stdout.contains("a.swift:1:29: warning: unknown rule id 'nope'"))
    }

    @Test func quietSilencesStderr() throws {
        let box = Sandbox()
        box.write("a.swift", "// gesturelint:disable:next nope\n")
        #expect(try box.execute([]).stderr.contains("0 errors, 1 warning, 0 notes in 1 file"))
        let quiet = try box.execute(["--quiet", "--statistics", "--output", "stats.txt"])
        #expect(quiet.stderr == "")
        #expect(quiet.stdout == "")
        #expect(box.read("stats.txt").contains("invalid_suppression  warning        1       1"))
    }

    @Test func standardInput() throws {
        let box = Sandbox()
        let result = try box.execute(["--stdin", "--stdin-path", "View.swift", "--strict"],
                                     stdin: "// gesturelint:disable:this bogus\n")
        #expect(result.stdout.hasPrefix("View.swift:1:29: warning: unknown rule id 'bogus'"))
        #expect(result.status == 1)
    }

    @Test func discoveryWalksSkipsAndSurvivesLoops() throws {
        let box = Sandbox()
        let bad = "// gesturelint:disable:next nope\n"
        box.write("Sources/A/a.swift", bad)
        box.write("Sources/A/notes.txt", bad)
        box.write("Sources/.hidden/h.swift", bad)
        box.write(".build/debug/x.swift", bad)
        box.write("Pods/P/p.swift", bad)
        box.write("DerivedData/d.swift", bad)
        box.write("Carthage/c.swift", bad)
        box.write("Sources/B/b.swift", bad)
        box.write("Sources/B/plain.swiftinterface", bad)
        try box.shell("ln -s .. Sources/B/loop && ln -s missing.swift Sources/B/dangling.swift && ln -s A Sources/alias")
        let result = try box.execute(["--quiet"])
        let paths = result.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        #expect(paths == ["Sources/A/a.swift", "Sources/B/b.swift"])
        #expect(result.stderr.components(separatedBy: "symbolic link loop").count == 2, "loop reported once: \(result.stderr)")
        #expect(result.stderr.contains("cannot follow symbolic link Sources/B/dangling.swift"))
        // Files named explicitly are linted whatever their extension (.swiftinterface for benchmarks).
        let explicit = try box.execute(["--quiet", "Sources/B/plain.swiftinterface", "Sources/A/notes.txt"])
        #expect(explicit.stdout.split(separator: "\n").count == 2)
    }

    @Test func forceExcludeAppliesToExplicitFiles() throws {
        let box = Sandbox()
        let bad = "// gesturelint:disable:next nope\n"
        box.write(".gesturelint.yml", "excluded: [\"**/Generated/**\", Vendor]\n")
        box.write("App/Generated/g.swift", bad)
        box.write("Vendor/v.swift", bad)
        box.write("App/a.swift", bad)
        let named = ["App/Generated/g.swift", "Vendor/v.swift", "App/a.swift"]
        #expect(try box.execute(named).stdout.split(separator: "\n").count == 3)
        let forced = try box.execute(["--force-exclude"] + named)
        #expect(forced.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) } == ["App/a.swift"])
        #expect(try box.execute([]).stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) } == ["App/a.swift"])
    }

    @Test func outputIsIdenticalForAnyNumberOfJobs() throws {
        let box = Sandbox()
        for index in 0..<60 {
            box.write("F\(index % 7)/f\(index).swift",
                      String(repeating: "let x = 1\n", count: index % 5) + "// gesturelint:disable:next nope\(index % 3) flag\n")
        }
        for format in ["xcode", "json", "sarif", "gitlab"] {
            let one = try box.execute(["--jobs", "1", "--format", format])
            let eight = try box.execute(["--jobs", "8", "--format", format])
            #expect(one.stdout == eight.stdout)
            #expect(!one.stdout.isEmpty)
        }
        // In-process with the test rules too (rules run per file in parallel).
        for index in 0..<40 { box.write("G/g\(index).swift", String(repeating: "flagMe; boom\n", count: index % 4 + 1)) }
        #expect(box.run(["--jobs", "1", "--format", "json"]).stdout == box.run(["--jobs", "8", "--format", "json"]).stdout)
    }

    /// The README's set-up command and the CLI guide's example (configuration and command line)
    /// run exactly as written.
    @Test func readmeExamplesRunAsShown() throws {
        let root = Executable.repositoryRoot.path
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        #expect(readme.contains("swift run gesturelint Fixtures/example"))
        let example = try Executable.run(["Fixtures/example"], in: root)
        #expect(example.status == 0, "the example has warnings only")
        for rule in ["state_should_be_gesture_state", "deprecated_gesture_type", "unclamped_gesture_scale",
                     "gesture_accessibility", "tap_gesture_should_be_button"] {
            #expect(example.stdout.contains("[\(rule)]"), "the README example shows \(rule)")
        }
        let clean = try Executable.run(["Fixtures/clean"], in: root)
        #expect(clean.status == 0)
        #expect(clean.stdout == "")

        let guide = readme
        let config = try #require(Self.block(after: "<!-- example: configuration -->", in: guide))
        let command = try #require(Self.block(after: "<!-- example: command -->", in: guide))
        let box = Sandbox()
        box.write(".gesturelint.yml", config)
        box.write("Sources/App/PhotoView.swift", "// gesturelint:disable:next tap_gesture_shuold_be_button\nlet a = 1\n")
        box.write("Sources/App/Generated/Assets.swift", "// gesturelint:disable:next nope\n")
        let line = try #require(command.split(separator: "\n").first { $0.hasPrefix("gesturelint ") })
        let arguments = line.split(separator: " ").dropFirst().map(String.init)
        let result = try box.execute(arguments)
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("Sources/App/PhotoView.swift:1:29: warning: unknown rule id 'tap_gesture_shuold_be_button'"))
        #expect(!result.stdout.contains("Generated"))
    }

    static func block(after marker: String, in text: String) -> String? {
        guard let start = text.range(of: marker) else { return nil }
        let rest = text[start.upperBound...]
        guard let open = rest.range(of: "```"), let lineEnd = rest[open.upperBound...].firstIndex(of: "\n"),
              let close = rest[lineEnd...].range(of: "\n```") else { return nil }
        return String(rest[rest.index(after: lineEnd)..<close.lowerBound]) + "\n"
    }
}
