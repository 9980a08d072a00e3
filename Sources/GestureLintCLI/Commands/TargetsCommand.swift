import GestureLintCore

/// `gesturelint targets [--format text|json] [--config FILE] [path ...]`: which minimum OS
/// versions each file is checked against and where they were found (the configuration,
/// a `Package.swift`, an Xcode project), so users can see why an availability finding appears;
/// and which project each file belongs to and which index scope it got (whose declarations
/// it sees), so users can see why a project helper silences a finding or not.
struct TargetsCommand {
    var io: IO
    var rules: [RuleDescription]

    static let specs = [
        OptionSpec(name: "format", takesValue: true, valueHint: "text or json"),
        OptionSpec(name: "config", takesValue: true, valueHint: "path to .gesturelint.yml"),
        OptionSpec(name: "help", takesValue: false),
    ]

    func run(_ parsed: ParsedArguments) throws(UsageError) -> Int32 {
        let format = parsed.value("format") ?? "text"
        guard format == "text" || format == "json" else {
            throw UsageError("'targets --format' takes text or json, not '\(format)'\(NearestMatch.hint(for: format, among: ["text", "json"]))")
        }
        let configuration = try ConfigurationLocator(io: io, rules: rules).load(explicit: parsed.value("config"))
        var pathsOnly = ParsedArguments()
        pathsOnly.positionals = parsed.positionals
        let files = try InputFiles(options: try LintOptions(pathsOnly), configuration: configuration, io: io)
        let resolver = DeploymentTargetResolver(configured: configuration.deploymentTarget, currentDirectory: io.currentDirectory,
                                                listing: files.listing)
        let paths = files.absoluteByDisplay.keys.sorted()
        let plan = files.projectPlan()
        let projects = paths.map { path in files.absoluteByDisplay[path].flatMap { plan?.describe($0) } }
        if format == "json" {
            let reports = paths.map { resolver.report(path: $0) }
            io.stdout.write(JSONValue.array(zip(reports, projects).map { report, project in
                JSONValue.object([
                    ("path", .string(report.path)),
                    ("minimums", .object(report.minimums.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) })),
                    ("source", report.source.map(JSONValue.string) ?? .null),
                    ("project", project.map { project in
                        JSONValue.object([
                            ("root", .string(io.display(project.root.path))),
                            ("kind", .string(project.root.kind.rawValue)),
                            ("scope", .string(project.scope)),
                            ("sees", .array(project.sees.map(JSONValue.string))),
                        ])
                    } ?? .null),
                ])
            }).rendered(pretty: true) + "\n")
        } else if paths.isEmpty {
            io.stdout.write("no Swift files found\n")
        } else {
            var text = ""
            for (path, project) in zip(paths, projects) {
                text += resolver.describe(path: path)
                if let project { text += "; " + Self.describe(project, display: io.display) }
                text += "\n"
            }
            io.stdout.write(text)
        }
        return 0
    }

    /// `project . (package), scope App, sees Core, Models`.
    static func describe(_ project: (root: ProjectRoot, scope: String, sees: [String]), display: (String) -> String) -> String {
        var text = "project \(display(project.root.path)) (\(project.root.kind.rawValue)), scope \(project.scope)"
        if !project.sees.isEmpty { text += ", sees " + project.sees.joined(separator: ", ") }
        return text
    }
}
