import Foundation
import GestureLintCore

/// Runs `Fixtures/**/*.swift` through the engine and compares what it reports with the
/// `// expect:` markers in the files.
///
/// A marker sits on the line where each expected diagnostic starts:
///
///     .onTapGesture { open() }          // expect: tap_gesture_should_be_button
///     .gesture(a).gesture(b)            // expect: rule_a@14, rule_b@27
///
/// `@N` pins the column (Unicode scalars, 1-based); without it any column on that line matches.
/// Files directly inside a folder are linted one by one; each sub-folder of a rule folder
/// (`Fixtures/<rule>/<case>/`) is linted as one project, for cases split across files. A
/// `.gesturelint.yml` directly inside such a sub-folder sets that project's rule severities and
/// options (`severity:`, `rules:`), as it would for a user running gesturelint there.
struct FixtureHarness {
    struct Expectation: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int?
        var rule: String
        var description: String {
            "\(path):\(line)\(column.map { ":\($0)" } ?? ""): \(rule)"
        }
    }

    struct Outcome {
        var fixtures: Int
        var misses: [Expectation]
        var falseAlarms: [Diagnostic]
        var passed: Bool { misses.isEmpty && falseAlarms.isEmpty }

        var report: String {
            var lines: [String] = []
            for miss in misses { lines.append("  missed:      \(miss)") }
            for alarm in falseAlarms {
                lines.append("  false alarm: \(alarm.path):\(alarm.start.line):\(alarm.start.column): \(alarm.ruleID): \(alarm.message)")
            }
            return lines.joined(separator: "\n")
        }
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Groups of files that form one project each, paths relative to the repository root.
    static func projects(under folder: String) throws -> [[String]] {
        try projectFolders(under: folder).map(\.files)
    }

    /// Every fixture project under `folder`, each file analysed, with the project's index.
    static func analysedProjects(under folder: String = "Fixtures") throws -> [(analyses: [FileAnalysis], project: ProjectIndex)] {
        try projectFolders(under: folder).map { _, paths in
            let analyses = try paths.map { path in
                let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
                return FileAnalysis(file: SourceFile(path: path, bytes: [UInt8](data)))
            }
            return (analyses, ProjectIndex(analyses: analyses))
        }
    }

    /// Each project with its folder (nil for a file linted on its own), paths relative to the
    /// repository root.
    static func projectFolders(under folder: String) throws -> [(folder: String?, files: [String])] {
        let root = repositoryRoot.appendingPathComponent(folder)
        var projects: [(folder: String?, files: [String])] = []
        func walk(_ directory: URL, relative: String, depth: Int) throws {
            let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            var groupFiles: [String] = []
            for entry in entries where !entry.hasPrefix(".") {
                let url = directory.appendingPathComponent(entry)
                let path = relative + "/" + entry
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if depth >= 1 {
                        projects.append((path, try swiftFiles(in: url, relative: path)))
                    } else {
                        try walk(url, relative: path, depth: depth + 1)
                    }
                } else if entry.hasSuffix(".swift") {
                    groupFiles.append(path)
                }
            }
            projects.append(contentsOf: groupFiles.map { (nil, [$0]) })
        }
        try walk(root, relative: folder, depth: 0)
        return projects.filter { !$0.files.isEmpty }
    }

    /// `linter` with the settings of the project folder's own `.gesturelint.yml`, if it has one.
    static func linter(_ linter: Linter, forProjectIn folder: String?) throws -> Linter {
        guard let settings = try settings(forProjectIn: folder, rules: linter.rules) else { return linter }
        var configured = linter
        configured.settings = settings
        return configured
    }

    /// The rule settings of the project folder's own `.gesturelint.yml`; nil when it has none.
    static func settings(forProjectIn folder: String?, rules: [any Rule]) throws -> [String: RuleSettings]? {
        guard let folder else { return nil }
        let path = folder + "/.gesturelint.yml"
        let url = repositoryRoot.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let text = try String(contentsOf: url, encoding: .utf8)
        let configuration = try ConfigurationLoader.load(text: text, path: path, rules: rules.map(\.description))
        return configuration.settings(for: rules.map(\.description))
    }

    static func swiftFiles(in directory: URL, relative: String) throws -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let entry = enumerator?.nextObject() as? String {
            if entry.hasSuffix(".swift") { files.append(relative + "/" + entry) }
        }
        return files.sorted()
    }

    /// Parses `// expect: id[@column], ...` markers.
    static func expectations(in file: SourceFile) -> [Expectation] {
        var result: [Expectation] = []
        for token in Tokenizer.tokenize(file.bytes) where token.kind == .lineComment {
            let text = file.text(token.range)
            guard let markerRange = text.range(of: "expect:") else { continue }
            let line = file.location(of: token.range.lowerBound).line
            for item in text[markerRange.upperBound...].split(separator: ",") {
                let parts = item.trimmingCharacters(in: .whitespaces).split(separator: "@")
                guard let rule = parts.first, !rule.isEmpty else { continue }
                let column = parts.count > 1 ? Int(parts[1]) : nil
                result.append(Expectation(path: file.path, line: line, column: column, rule: String(rule)))
            }
        }
        return result
    }

    /// Deployment targets as a user's run would find them: from each fixture's real location
    /// (a `Package.swift` or `*.xcodeproj` inside the fixture's folder). The walk stops at the
    /// repository root (it has `.git`), and the repository's own `Package.swift` has no
    /// `platforms:`, so fixtures without a project file of their own have no target and the
    /// availability rules stay silent on them.
    static let deploymentTargets = DeploymentTargetResolver(currentDirectory: repositoryRoot.path)

    /// Compares the engine's diagnostics with the markers of every project under `folder`.
    /// The linter's deployment target is replaced by `deploymentTargets`.
    static func run(folder: String, linter: Linter) throws -> Outcome {
        var linter = linter
        linter.deploymentTarget = deploymentTargets.perFile
        var misses: [Expectation] = []
        var falseAlarms: [Diagnostic] = []
        var fixtures = 0
        for (projectFolder, project) in try projectFolders(under: folder) {
            let projectLinter = try Self.linter(linter, forProjectIn: projectFolder)
            let files = try project.map { path -> SourceFile in
                let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
                return SourceFile(path: path, bytes: [UInt8](data))
            }
            fixtures += files.count
            let expected = files.flatMap(expectations(in:))
            let (missed, unexpected) = compare(expected: expected, actual: projectLinter.lint(files))
            misses += missed
            falseAlarms += unexpected
        }
        return Outcome(fixtures: fixtures, misses: misses, falseAlarms: falseAlarms)
    }

    /// `run(folder:linter:)` through the engine the command line uses (`LintRun`: every file of a
    /// project reported, files without gestures parsed once and dropped, suppression comments
    /// applied), with every rule in `rules` and `parse_error` enabled.
    static func run(folder: String, lintRunRules rules: [any Rule]) throws -> Outcome {
        var run = LintRun(rules: rules, settings: [:],
                          enabledRuleIDs: Set(rules.map(\.description.id) + [EngineRules.parseError]),
                          jobs: 2, deploymentTarget: deploymentTargets.perFile)
        run.indexOnly = []
        var misses: [Expectation] = []
        var falseAlarms: [Diagnostic] = []
        var fixtures = 0
        for (projectFolder, project) in try projectFolders(under: folder) {
            let files = try project.map { path -> SourceFile in
                let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
                return SourceFile(path: path, bytes: [UInt8](data))
            }
            fixtures += files.count
            let expected = files.flatMap(expectations(in:))
            var run = run
            if let settings = try settings(forProjectIn: projectFolder, rules: rules) { run.settings = settings }
            let actual = run.run(files.map { LintInput(file: $0) }).flatMap(\.diagnostics)
            let (missed, unexpected) = compare(expected: expected, actual: actual)
            misses += missed
            falseAlarms += unexpected
        }
        return Outcome(fixtures: fixtures, misses: misses, falseAlarms: falseAlarms)
    }

    /// Matches each diagnostic with one expectation on its start line (and column, when pinned).
    static func compare(expected: [Expectation], actual: [Diagnostic]) -> ([Expectation], [Diagnostic]) {
        var open = expected
        var unexpected: [Diagnostic] = []
        for diagnostic in actual {
            let match = open.firstIndex {
                $0.path == diagnostic.path && $0.line == diagnostic.start.line && $0.rule == diagnostic.ruleID
                    && ($0.column == nil || $0.column == diagnostic.start.column)
            }
            if let match { open.remove(at: match) } else { unexpected.append(diagnostic) }
        }
        return (open, unexpected)
    }
}
