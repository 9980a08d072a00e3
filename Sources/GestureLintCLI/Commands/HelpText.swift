/// The text of `gesturelint help [command]`.
enum HelpText {
    static let commands = ["lint", "rules", "explain", "targets", "server", "version", "help"]

    static let overview = """
        gesturelint — finds gesture-handling mistakes in SwiftUI code

        Usage:
          gesturelint [lint] [options] [path ...]   lint files and folders (default: .)
          gesturelint rules [--format text|json]    list every rule
          gesturelint explain <rule_id>             a rule's full documentation with examples
          gesturelint targets [path ...]            the deployment target each file is checked against
          gesturelint server                        the language server for editors (LSP over stdio)
          gesturelint version                       print the version (also --version)
          gesturelint help [command]                this text, or a command's options

        Run 'gesturelint help lint' for the lint options.
        Exit status: 0 clean, 1 failing diagnostics, 2 the run itself failed.

        """

    static let lint = """
        Usage: gesturelint [lint] [options] [path ...]

        Lints *.swift files in the given files and folders (default: the configuration's
        'included', else the current folder). Folders are walked recursively, skipping hidden
        folders, .build, DerivedData, Pods, Carthage and the configuration's 'excluded'.
        A file named explicitly is linted whatever its extension.

        Output:
          --format F[=FILE]          xcode (default), json, github, sarif, checkstyle, junit,
                                     gitlab, summary; repeatable; without =FILE to stdout
                                     (alias --reporter)
          --output FILE              write the stdout report to FILE instead
          --statistics               per-rule counts instead of individual diagnostics
          --color auto|always|never  colour and source excerpts (auto: only on a terminal)
          --quiet                    no progress or summary lines on stderr
          --absolute-paths           print absolute paths (Xcode build phases need them)

        Failing:
          --strict                   warnings fail the run too
          --max-warnings N           fail when more than N warnings remain
          --exit-zero                exit 0 even with failing diagnostics

        Selecting:
          --config FILE              configuration (default: nearest .gesturelint.yml upwards)
          --only R[,R]               run exactly these rules
          --enable R[,R]             also run these (opt-in) rules
          --disable R[,R]            do not run these rules
          --changed-since REF        only diagnostics on lines changed since git revision REF
          --baseline FILE            hide the diagnostics recorded in FILE
          --write-baseline FILE      record the current diagnostics in FILE
          --report-unused-suppressions  report gesturelint:disable comments that hide nothing
          --force-exclude            apply 'excluded' to files named explicitly (pre-commit)
          --no-project-index         index only the named files, not the rest of their projects

        Input and fixes:
          --stdin                    lint standard input; --stdin-path P names it
          --fix                      apply the safe fixes in place, then report what remains
          --diff                     print the safe fixes as a unified diff, change nothing
                                     (exit 1 when there is something to fix)
          --jobs N                   files linted in parallel (default: number of cores)

        """

    static let rules = """
        Usage: gesturelint rules [--format text|json]

        Lists every rule: id, default severity, on by default or opt-in, fixable, summary.

        """

    static let explain = """
        Usage: gesturelint explain <rule_id>

        Prints the rule's documentation: what it finds, why it matters, triggering examples,
        corrected code, options and fix.

        """

    static let targets = """
        Usage: gesturelint targets [--format text|json] [--config FILE] [path ...]

        Shows the minimum OS versions each Swift file is checked against and where they come
        from: the configuration's deployment_target, else the nearest Package.swift with
        platforms:, else the nearest Xcode project (the search stops at the repository root).
        With none found, gesture_api_availability stays silent for that file.
        Each line also names the file's project (nearest Package.swift, .xcodeproj or
        .xcworkspace, else the repository root, else the folder given) and its index scope:
        the SwiftPM target it is in and the package targets whose declarations it sees.

        """

    static let version = """
        Usage: gesturelint version   (or gesturelint --version)

        """

    static let help = """
        Usage: gesturelint help [command]

        Commands: lint, rules, explain, targets, version, help.

        """

    static func text(for command: String) -> String? {
        switch command {
        case "lint": return lint
        case "rules": return rules
        case "explain": return explain
        case "targets": return targets
        case "server": return ServerCommand.help
        case "version": return version
        case "help": return help
        default: return nil
        }
    }
}
