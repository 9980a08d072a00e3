import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

/// A runtime trap while checking one file (`GESTURELINT_TEST_TRAP`) costs that file only: the
/// built executable's supervisor reports it as one `internal_error`, and every other finding and
/// report is what a normal run gives, byte for byte.
@Suite struct CrashIsolationTests {
    /// A multi-file project from the fixtures, with cases split across files (the index is cross-file).
    static func project() throws -> Sandbox {
        let box = Sandbox()
        let fixtures = Executable.repositoryRoot.appendingPathComponent("Fixtures").path
        let files = [
            "example/PhotoCard.swift",
            "heavy_gesture_callback/trigger_split_pan_gesture/CanvasEditor.swift",
            "heavy_gesture_callback/trigger_split_pan_gesture/CanvasEditor+Pan.swift",
            "unreachable_exclusive_gesture/split_gallery/GalleryCell.swift",
            "unreachable_exclusive_gesture/split_gallery/GalleryCell+Actions.swift",
            "gesture_accessibility/split_extension/Knob.swift",
            "gesture_accessibility/split_extension/Knob+Preview.swift",
        ]
        for file in files {
            let text = try String(contentsOfFile: fixtures + "/" + file, encoding: .utf8)
            box.write("App/Sources/" + (file as NSString).lastPathComponent, text)
        }
        return box
    }

    static let trapped = "GalleryCell.swift"
    static let trappedPath = "App/Sources/GalleryCell.swift"

    @Test func xcodeOutputLosesOnlyTheTrappedFile() throws {
        let box = try Self.project()
        let normal = try box.execute(["App"])
        let failed = try box.execute(["App"], environment: ["GESTURELINT_TEST_TRAP": Self.trapped])
        #expect(failed.status == 1)
        let normalLines = normal.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let failedLines = failed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let internalErrors = failedLines.filter { $0.hasSuffix("[internal_error]") }
        #expect(internalErrors.count == 1)
        let line = String(internalErrors.first ?? "")
        #expect(line.hasPrefix(Self.trappedPath + ":1:1: error: gesturelint failed on this file in stage 'rule "))
        #expect(line.contains("Index out of range"))
        #expect(line.contains("Please report it at"))
        #expect(line.contains("gesturelint lint --jobs 1 '\(Self.trappedPath)'"))
        // The trapped file had findings of its own, so this compares something.
        #expect(normalLines.contains { $0.hasPrefix(Self.trappedPath + ":") })
        #expect(normalLines.filter { !$0.hasPrefix(Self.trappedPath + ":") }
            == failedLines.filter { !$0.hasPrefix(Self.trappedPath + ":") })
        #expect(normalLines.filter { !$0.hasPrefix(Self.trappedPath + ":") }.count > 3)
    }

    @Test func jsonAndSarifLoseOnlyTheTrappedFile() throws {
        let box = try Self.project()
        let formats = ["--format", "json=normal.json", "--format", "sarif=normal.sarif"]
        _ = try box.execute(["App"] + formats)
        let failed = try box.execute(["App", "--format", "json=failed.json", "--format", "sarif=failed.sarif"],
                                     environment: ["GESTURELINT_TEST_TRAP": Self.trapped])
        #expect(failed.status == 1)

        let normalJSON = try Self.object(box.read("normal.json"))
        let failedJSON = try Self.object(box.read("failed.json"))
        #expect(normalJSON["files"] as? Int == 7 && failedJSON["files"] as? Int == 7)
        let isTrapped: ([String: Any]) -> Bool = { $0["path"] as? String == Self.trappedPath }
        let normalDiagnostics = try #require(normalJSON["diagnostics"] as? [[String: Any]])
        let failedDiagnostics = try #require(failedJSON["diagnostics"] as? [[String: Any]])
        let failures = failedDiagnostics.filter { $0["rule"] as? String == "internal_error" }
        #expect(failures.count == 1 && failures.allSatisfy(isTrapped))
        #expect(failures.first?["severity"] as? String == "error")
        #expect(normalDiagnostics.contains(where: isTrapped))
        #expect(try Self.texts(normalDiagnostics.filter { !isTrapped($0) })
            == Self.texts(failedDiagnostics.filter { !isTrapped($0) }))

        let uri: ([String: Any]) -> String? = { result in
            let locations = result["locations"] as? [[String: Any]]
            let physical = locations?.first?["physicalLocation"] as? [String: Any]
            return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        let normalResults = try Self.sarifResults(box.read("normal.sarif"))
        let failedResults = try Self.sarifResults(box.read("failed.sarif"))
        let sarifFailures = failedResults.filter { $0["ruleId"] as? String == "internal_error" }
        #expect(sarifFailures.count == 1 && sarifFailures.allSatisfy { uri($0) == Self.trappedPath })
        #expect(sarifFailures.first?["level"] as? String == "error")
        #expect(normalResults.contains { uri($0) == Self.trappedPath })
        // ruleIndex included: internal_error is listed last among the run's rules, so no other index moves.
        let comparable: ([[String: Any]]) throws -> [String] = { results in
            try Self.texts(results.filter { uri($0) != Self.trappedPath })
        }
        #expect(try comparable(normalResults) == comparable(failedResults))
        #expect(try comparable(normalResults).count > 3)
    }

    /// Supervision changes nothing when nothing fails: same output as the run in this process.
    @Test func supervisedRunEqualsInProcessRun() throws {
        let box = try Self.project()
        for format in ["xcode", "json", "sarif"] {
            let supervised = try box.execute(["App", "--format", format, "--jobs", "2"])
            let inProcess = try box.execute(["App", "--format", format, "--jobs", "2"], environment: ["GESTURELINT_IN_PROCESS": "1"])
            #expect(supervised.status == inProcess.status)
            #expect(supervised.stdout == inProcess.stdout)
            #expect(!supervised.stdout.isEmpty)
        }
    }

    /// --fix still fixes the other files, and never rewrites the one that could not be checked.
    @Test func fixSkipsOnlyTheTrappedFile() throws {
        let normal = try Self.project()
        let failed = try Self.project()
        // deprecated_gesture_type fixes only where the replacement is known to exist (iOS 17).
        for box in [normal, failed] { box.write(".gesturelint.yml", "deployment_target:\n  iOS: \"17.0\"\n") }
        _ = try normal.execute(["--fix", "App"])
        let result = try failed.execute(["--fix", "App"], environment: ["GESTURELINT_TEST_TRAP": "PhotoCard.swift"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("App/Sources/PhotoCard.swift:1:1: error: gesturelint failed on this file"))
        let original = try String(contentsOfFile: Executable.repositoryRoot.appendingPathComponent("Fixtures/example/PhotoCard.swift").path,
                                  encoding: .utf8)
        #expect(normal.read("App/Sources/PhotoCard.swift") != original)
        #expect(failed.read("App/Sources/PhotoCard.swift") == original)
        for file in ["CanvasEditor.swift", "CanvasEditor+Pan.swift", "GalleryCell.swift", "GalleryCell+Actions.swift", "Knob.swift", "Knob+Preview.swift"] {
            #expect(normal.read("App/Sources/" + file) == failed.read("App/Sources/" + file))
        }
    }

    /// A file whose analysis fails is left out of the project index: the others are checked as in a
    /// run without it, with two threads (the probe finds which of the files in flight it was).
    @Test func analysisFailureLeavesTheFileOutOfTheIndex() throws {
        let box = try Self.project()
        let failed = try box.execute(["App", "--jobs", "2"], environment: ["GESTURELINT_TEST_TRAP": "analysis:" + Self.trapped])
        try FileManager.default.removeItem(atPath: box.path(Self.trappedPath))
        let without = try box.execute(["App", "--jobs", "2"])
        #expect(failed.status == 1)
        let lines = failed.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix("[internal_error]") }.count == 1)
        #expect(lines.contains { $0.hasPrefix(Self.trappedPath + ":1:1: error: gesturelint failed on this file in stage 'analysis (tokenize, parse, declarations)'") })
        #expect(lines.filter { !$0.hasPrefix(Self.trappedPath + ":") } == without.stdout.split(separator: "\n"))
        #expect(without.stdout.split(separator: "\n").count > 3)
    }

    /// Three packages, each a project of its own (its own index scope). In Dial, Dial.swift's
    /// finding comes from the gesture in Dial+Turn.swift.
    static func packages() throws -> Sandbox {
        let box = try project()
        let fixtures = Executable.repositoryRoot.appendingPathComponent("Fixtures").path
        box.write("Dial/Sources/Dial.swift", """
            import SwiftUI

            struct Dial: View {
                @State var offset = CGSize.zero

                var body: some View {
                    Circle()
                        .offset(offset)
                        .gesture(turn)
                        .accessibilityAdjustableAction { _ in }
                }
            }

            """)
        box.write("Dial/Sources/Dial+Turn.swift", """
            import SwiftUI

            extension Dial {
                var turn: some Gesture {
                    DragGesture()
                        .onChanged { value in offset = value.translation }
                        .onEnded { _ in offset = .zero }
                }
            }

            """)
        for (folder, name) in [("App", "App"), ("Lib", "Lib"), ("Dial", "Dial")] {
            box.write(folder + "/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\")\n")
        }
        for file in ["GalleryCell.swift", "GalleryCell+Actions.swift"] {
            let text = try String(contentsOfFile: fixtures + "/unreachable_exclusive_gesture/split_gallery/" + file, encoding: .utf8)
            box.write("Lib/Sources/" + file, text)
        }
        return box
    }

    static let panPath = "App/Sources/CanvasEditor+Pan.swift"
    static let dialPath = "Dial/Sources/Dial.swift"

    /// Linting some files of a project indexes the rest of it (index-only files, one scope per
    /// package): the worker gets the same files, scopes and plan, so its output is the in-process one.
    @Test func supervisedRunOfPartOfTheProjectsEqualsInProcessRun() throws {
        let box = try Self.packages()
        let paths = [Self.panPath, "Lib/Sources/GalleryCell.swift", Self.dialPath]
        for format in ["xcode", "json"] {
            let supervised = try box.execute(paths + ["--format", format, "--jobs", "2"])
            let inProcess = try box.execute(paths + ["--format", format, "--jobs", "2"], environment: ["GESTURELINT_IN_PROCESS": "1"])
            #expect(supervised.status == inProcess.status)
            #expect(supervised.stdout == inProcess.stdout)
        }
        // The pan gesture's finding needs CanvasEditor.swift (where it is attached), which is only indexed.
        let lines = try box.execute(paths).stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix(Self.panPath + ":8:27:") })
        #expect(lines.contains { $0.hasPrefix("Lib/Sources/GalleryCell.swift:") })
        #expect(lines.contains { $0.hasPrefix(Self.dialPath + ":4:16:") && $0.hasSuffix("[state_should_be_gesture_state]") })
        #expect(!lines.contains { $0.hasPrefix("App/Sources/CanvasEditor.swift:") || $0.hasPrefix("Dial/Sources/Dial+Turn.swift:") })
    }

    /// An index-only file whose analysis fails is left out of the index and named on standard error;
    /// the reported files are checked as in a run without it.
    @Test func indexOnlyAnalysisFailureLeavesTheFileOut() throws {
        let box = try Self.packages()
        let paths = [Self.panPath, "Lib/Sources/GalleryCell.swift", Self.dialPath, "--jobs", "2"]
        let failed = try box.execute(paths, environment: ["GESTURELINT_TEST_TRAP": "analysis:Dial+Turn.swift"])
        #expect(failed.stderr.contains("left Dial/Sources/Dial+Turn.swift out of the project index"))
        #expect(!failed.stdout.contains("internal_error"))
        let normal = try box.execute(paths)
        try FileManager.default.removeItem(atPath: box.path("Dial/Sources/Dial+Turn.swift"))
        let without = try box.execute(paths)
        #expect(failed.stdout == without.stdout)
        #expect(failed.status == without.status)
        // Dial.swift's finding needs Dial+Turn.swift: its absence shows the file really was left out.
        #expect(normal.stdout.contains(Self.dialPath + ":4:16:"))
        #expect(!failed.stdout.contains(Self.dialPath + ":"))
    }

    /// A baseline hides known findings, never gesturelint's own failure (even one recorded in it).
    @Test func baselineNeverHidesAnInternalError() throws {
        let box = try Self.project()
        let trap = ["GESTURELINT_TEST_TRAP": Self.trapped]
        _ = try box.execute(["App", "--write-baseline", "baseline.json"], environment: trap)
        let result = try box.execute(["App", "--baseline", "baseline.json"], environment: trap)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").map { $0.hasSuffix("[internal_error]") } == [true])
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func sarifResults(_ text: String) throws -> [[String: Any]] {
        let runs = try #require(try object(text)["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    static func texts(_ objects: [[String: Any]]) throws -> [String] {
        try objects.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self) }
    }
}
