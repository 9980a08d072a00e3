import GestureLintCore

/// An output format and where it goes (nil: standard output).
struct FormatRequest: Equatable {
    enum Kind: String, CaseIterable {
        case xcode, json, github, sarif, checkstyle, junit, gitlab, summary
    }
    var kind: Kind
    var file: String?
}

/// The `lint` command's options, parsed and checked for conflicts.
struct LintOptions {
    var paths: [String] = []
    var formats: [FormatRequest] = [FormatRequest(kind: .xcode, file: nil)]
    var output: String?
    var maxWarnings: Int?
    var changedSince: String?
    var config: String?
    var strict = false
    var exitZero = false
    var quiet = false
    var fix = false
    var diff = false
    var stdin = false
    var stdinPath: String?
    var only: [String] = []
    var enable: [String] = []
    var disable: [String] = []
    var baseline: String?
    var writeBaseline: String?
    var reportUnusedSuppressions = false
    var forceExclude = false
    var jobs: Int?
    var color: Color = .auto
    var statistics = false
    var absolutePaths = false
    /// Index only the named files, not the rest of their projects.
    var noProjectIndex = false

    enum Color: String, CaseIterable { case auto, always, never }

    static let specs: [OptionSpec] = [
        OptionSpec(name: "format", aliases: ["reporter"], takesValue: true, repeatable: true,
                   valueHint: FormatRequest.Kind.allCases.map(\.rawValue).joined(separator: ", ") + " (optionally =FILE)"),
        OptionSpec(name: "output", takesValue: true, valueHint: "a file name"),
        OptionSpec(name: "max-warnings", takesValue: true, valueHint: "a number"),
        OptionSpec(name: "changed-since", takesValue: true, valueHint: "a git revision such as origin/main"),
        OptionSpec(name: "config", takesValue: true, valueHint: "a .gesturelint.yml file"),
        OptionSpec(name: "strict", takesValue: false),
        OptionSpec(name: "exit-zero", takesValue: false),
        OptionSpec(name: "quiet", takesValue: false),
        OptionSpec(name: "fix", takesValue: false),
        OptionSpec(name: "diff", takesValue: false),
        OptionSpec(name: "stdin", takesValue: false),
        OptionSpec(name: "stdin-path", takesValue: true, valueHint: "the path the input stands for"),
        OptionSpec(name: "only", takesValue: true, repeatable: true, valueHint: "rule ids, comma-separated"),
        OptionSpec(name: "enable", takesValue: true, repeatable: true, valueHint: "rule ids, comma-separated"),
        OptionSpec(name: "disable", takesValue: true, repeatable: true, valueHint: "rule ids, comma-separated"),
        OptionSpec(name: "baseline", takesValue: true, valueHint: "a baseline file"),
        OptionSpec(name: "write-baseline", takesValue: true, valueHint: "a baseline file"),
        OptionSpec(name: "report-unused-suppressions", takesValue: false),
        OptionSpec(name: "force-exclude", takesValue: false),
        OptionSpec(name: "jobs", takesValue: true, valueHint: "a number of parallel jobs"),
        OptionSpec(name: "color", aliases: ["colour"], takesValue: true, valueHint: "auto, always or never"),
        OptionSpec(name: "statistics", takesValue: false),
        OptionSpec(name: "absolute-paths", takesValue: false),
        OptionSpec(name: "no-project-index", takesValue: false),
        OptionSpec(name: "help", takesValue: false),
        OptionSpec(name: "version", takesValue: false),
    ]

    init() {}

    init(_ parsed: ParsedArguments) throws(UsageError) {
        paths = parsed.positionals
        if let formats = parsed.values["format"] {
            self.formats = []
            for text in formats { self.formats.append(try Self.format(text)) }
        }
        output = parsed.value("output")
        maxWarnings = try parsed.integer("max-warnings", minimum: 0)
        changedSince = parsed.value("changed-since")
        config = parsed.value("config")
        strict = parsed.has("strict")
        exitZero = parsed.has("exit-zero")
        quiet = parsed.has("quiet")
        fix = parsed.has("fix")
        diff = parsed.has("diff")
        stdin = parsed.has("stdin")
        stdinPath = parsed.value("stdin-path")
        only = parsed.list("only")
        enable = parsed.list("enable")
        disable = parsed.list("disable")
        baseline = parsed.value("baseline")
        writeBaseline = parsed.value("write-baseline")
        reportUnusedSuppressions = parsed.has("report-unused-suppressions")
        forceExclude = parsed.has("force-exclude")
        jobs = try parsed.integer("jobs", minimum: 1)
        statistics = parsed.has("statistics")
        absolutePaths = parsed.has("absolute-paths")
        noProjectIndex = parsed.has("no-project-index")
        if let text = parsed.value("color") {
            guard let color = Color(rawValue: text) else {
                throw UsageError("option '--color' takes auto, always or never, not '\(text)'"
                                 + NearestMatch.hint(for: text, among: Color.allCases.map(\.rawValue)))
            }
            self.color = color
        }
        try checkConflicts()
    }

    static func format(_ text: String) throws(UsageError) -> FormatRequest {
        let name: String
        var file: String? = nil
        if let equals = text.firstIndex(of: "=") {
            name = String(text[..<equals])
            file = String(text[text.index(after: equals)...])
            if file!.isEmpty { throw UsageError("'--format \(text)' names no file after '='") }
        } else {
            name = text
        }
        guard let kind = FormatRequest.Kind(rawValue: name) else {
            let names = FormatRequest.Kind.allCases.map(\.rawValue)
            throw UsageError("unknown format '\(name)'\(NearestMatch.hint(for: name, among: names)) (formats: \(names.joined(separator: ", ")))")
        }
        return FormatRequest(kind: kind, file: file)
    }

    func checkConflicts() throws(UsageError) {
        func conflict(_ a: String, _ b: String, _ why: String) -> UsageError {
            UsageError("'\(a)' and '\(b)' cannot be used together: \(why)")
        }
        if fix && diff { throw conflict("--fix", "--diff", "--diff only shows what --fix would change") }
        if fix && stdin { throw conflict("--fix", "--stdin", "there is no file to rewrite; use --diff to see the fixes") }
        if stdin && !paths.isEmpty { throw conflict("--stdin", "paths", "--stdin lints standard input only; name it with --stdin-path") }
        if stdinPath != nil && !stdin { throw UsageError("'--stdin-path' only applies with '--stdin'") }
        if !only.isEmpty && !(enable.isEmpty && disable.isEmpty) {
            throw conflict("--only", enable.isEmpty ? "--disable" : "--enable", "--only already selects exactly the rules that run")
        }
        if baseline != nil && writeBaseline != nil {
            throw conflict("--baseline", "--write-baseline", "--write-baseline records every current diagnostic; run it alone")
        }
        if diff && statistics { throw conflict("--diff", "--statistics", "--diff prints a diff instead of a report") }
        let toStdout = formats.filter { $0.file == nil }
        if toStdout.count > 1 {
            throw UsageError("formats \(toStdout.map { "'\($0.kind.rawValue)'" }.joined(separator: " and ")) would both write to standard output; "
                             + "send all but one to a file with --format NAME=FILE")
        }
        if output != nil && toStdout.isEmpty && !statistics {
            throw UsageError("'--output' has nothing to write: every --format already names its own file")
        }
        let files = formats.compactMap(\.file) + [output].compactMap { $0 }
        if let duplicate = Dictionary(grouping: files, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw UsageError("two reports would write to '\(duplicate)'; give each its own file")
        }
    }
}
