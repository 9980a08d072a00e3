import GestureLintCore

/// `gesturelint targets [--format text|json] [--config FILE] [path ...]`: which minimum OS
/// versions each file is checked against and where they were found (the configuration,
/// a `Package.swift`, an Xcode project), so users can see why an availability finding appears.
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
        let resolver = DeploymentTargetResolver(configured: configuration.deploymentTarget, currentDirectory: io.currentDirectory)
        let paths = files.absoluteByDisplay.keys.sorted()
        if format == "json" {
            let reports = paths.map { resolver.report(path: $0) }
            io.stdout.write(JSONValue.array(reports.map { report in
                JSONValue.object([
                    ("path", .string(report.path)),
                    ("minimums", .object(report.minimums.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) })),
                    ("source", report.source.map(JSONValue.string) ?? .null),
                ])
            }).rendered(pretty: true) + "\n")
        } else {
            io.stdout.write(paths.isEmpty ? "no Swift files found\n" : resolver.describe(paths: paths))
        }
        return 0
    }
}
