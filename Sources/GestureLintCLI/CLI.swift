import GestureLintCore
import GestureLintRules

/// The command line. `main` calls `run` with the process's arguments and streams; tests call it
/// in-process with their own rules and captured output.
public enum CLI {
    /// Runs one command line and returns the exit status: 0 clean, 1 failing diagnostics,
    /// 2 the run itself failed.
    public static func run(_ arguments: [String], rules: [any Rule] = allRules, io: IO = .standard()) -> Int32 {
        do {
            return try dispatch(arguments, rules: rules, io: io)
        } catch {
            io.stderr.write(error.printed + "\n")
            return 2
        }
    }

    static func dispatch(_ arguments: [String], rules: [any Rule], io: IO) throws(UsageError) -> Int32 {
        let descriptions = rules.map(\.description) + EngineRules.descriptions
        let command = arguments.first
        let rest = Array(arguments.dropFirst())
        switch command {
        case "dump-tokens":
            return DumpTokensCommand(io: io).run(rest)
        case "dump-model":
            return DumpModelCommand(io: io).run(rest)
        case "targets":
            let parsed = try ParsedArguments.parse(rest, options: TargetsCommand.specs, command: "targets")
            if parsed.has("help") { io.stdout.write(HelpText.targets); return 0 }
            return try TargetsCommand(io: io, rules: descriptions).run(parsed)
        case "server":
            let parsed = try ParsedArguments.parse(rest, options: ServerCommand.specs, command: "server")
            if parsed.has("help") { io.stdout.write(ServerCommand.help); return 0 }
            return try ServerCommand(rules: rules, io: io).run(parsed)
        case "version", "--version":
            if let extra = rest.first { throw UsageError("'version' takes no arguments, found '\(extra)'") }
            io.stdout.write("gesturelint \(ProjectInfo.version)\n")
            return 0
        case "help", "--help", "-h":
            guard let topic = rest.first else { io.stdout.write(HelpText.overview); return 0 }
            guard let text = HelpText.text(for: topic) else {
                throw UsageError("no help for '\(topic)'\(NearestMatch.hint(for: topic, among: HelpText.commands)); commands: \(HelpText.commands.joined(separator: ", "))")
            }
            io.stdout.write(text)
            return 0
        case "rules":
            let parsed = try ParsedArguments.parse(rest, options: RulesCommand.specs, command: "rules")
            if parsed.has("help") { io.stdout.write(HelpText.rules); return 0 }
            return try RulesCommand(io: io, descriptions: descriptions).run(parsed)
        case "explain":
            let parsed = try ParsedArguments.parse(rest, options: [OptionSpec(name: "help", takesValue: false)], command: "explain")
            if parsed.has("help") { io.stdout.write(HelpText.explain); return 0 }
            return try ExplainCommand(io: io, descriptions: descriptions).run(parsed)
        default:
            let lintArguments = command == "lint" ? rest : arguments
            let parsed = try ParsedArguments.parse(lintArguments, options: LintOptions.specs, command: "lint")
            if parsed.has("help") { io.stdout.write(HelpText.lint); return 0 }
            if parsed.flags.contains("version") { io.stdout.write("gesturelint \(ProjectInfo.version)\n"); return 0 }
            return try LintCommand(io: io, rules: rules).run(LintOptions(parsed))
        }
    }
}
