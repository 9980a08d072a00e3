import Foundation
import Testing
import GestureLintCore

/// Golden tests of the gesture model: every `Golden/<case>.swift` (or folder `Golden/<case>/`,
/// analysed as one project) has its expected `ModelDump` in `Golden/<case>.dump`.
///
/// After an intended change to the model, rewrite the expected files and review the diff:
///
///     GESTURELINT_UPDATE_GOLDEN=1 swift test --filter GoldenModelTests
@Suite struct GoldenModelTests {
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
    }

    static var cases: [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { !$0.hasSuffix(".dump") && !$0.hasPrefix(".") }
            .map { $0.hasSuffix(".swift") ? String($0.dropLast(6)) : $0 }.sorted()
    }

    static func sources(for name: String) throws -> [SourceFile] {
        let single = folder.appendingPathComponent(name + ".swift")
        var urls: [(URL, String)] = []
        if FileManager.default.fileExists(atPath: single.path) {
            urls = [(single, "Golden/\(name).swift")]
        } else {
            let directory = folder.appendingPathComponent(name)
            urls = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                .filter { $0.hasSuffix(".swift") }
                .map { (directory.appendingPathComponent($0), "Golden/\(name)/\($0)") }
        }
        return try urls.map { SourceFile(path: $0.1, bytes: [UInt8](try Data(contentsOf: $0.0))) }
    }

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 25)
    }

    @Test(arguments: cases)
    func modelMatchesGolden(name: String) throws {
        let actual = ModelDump.render(files: try Self.sources(for: name))
        let expectedURL = Self.folder.appendingPathComponent(name + ".dump")
        if ProcessInfo.processInfo.environment["GESTURELINT_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
        #expect(actual == expected, "model of \(name) differs from \(name).dump:\n\(Self.diff(expected, actual))")
    }

    @Test(arguments: cases)
    func goldenInputsParseCleanly(name: String) throws {
        for file in try Self.sources(for: name) {
            #expect(FileAnalysis(file: file).tree.errors.isEmpty, "\(file.path)")
        }
    }

    /// A small line diff: `-` expected, `+` actual, around each differing line.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? String(old[index]) : nil
            let right = index < new.count ? String(new[index]) : nil
            if left == right { continue }
            if let left { lines.append("-\(index + 1): \(left)") }
            if let right { lines.append("+\(index + 1): \(right)") }
            if lines.count > 40 { lines.append("..."); break }
        }
        return lines.joined(separator: "\n")
    }
}
