import Foundation
import GestureLintCore

/// `gesturelint [lint] [options] [path ...]`: configuration → discovery → reading → engine →
/// fixes → changed lines → baseline → reports → exit status.
struct LintCommand {
    var io: IO
    var rules: [any Rule]

    func run(_ options: LintOptions) throws(UsageError) -> Int32 {
        let started = Date()
        let descriptions = rules.map(\.description) + EngineRules.descriptions
        let selection = RuleSelection(descriptions: descriptions)
        let configuration = try ConfigurationLocator(io: io, rules: descriptions).load(explicit: options.config)
        let enabled = try selection.enabledIDs(configuration: configuration, options: options)
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let engine = LintRun(rules: rules, settings: configuration.settings(for: descriptions), enabledRuleIDs: enabled, jobs: jobs)
        let base = configuration.directory ?? PathText.normalize(io.currentDirectory)
        let excludes = ExcludeSet(globs: configuration.excluded.map(Glob.init), base: base)

        // Inputs, and the absolute path behind each display path (nil for anonymous stdin).
        var outcomes: [FileReader.Outcome] = []
        var progress: Progress? = nil
        var absoluteByDisplay: [String: String] = [:]
        if options.stdin {
            let absolute = options.stdinPath.map(io.absolute)
            if let absolute, options.forceExclude, excludes.excludes(absolute) {
                outcomes = []
            } else {
                let display = absolute.map(io.display) ?? "<stdin>"
                absoluteByDisplay[display] = absolute
                outcomes = [.input(FileReader.input(path: display, bytes: io.readStandardInput()))]
            }
        } else {
            let roots: [String]
            if !options.paths.isEmpty {
                roots = options.paths.map(io.absolute)
            } else if !configuration.included.isEmpty {
                roots = configuration.included.map { PathText.normalize($0.hasPrefix("/") ? $0 : base + "/" + $0) }
            } else {
                roots = [PathText.normalize(io.currentDirectory)]
            }
            let stderr = io.stderr
            let discovery = FileDiscovery(excludes: excludes, forceExclude: options.forceExclude,
                                          warn: { stderr.write("gesturelint: warning: \($0)\n") }, display: io.display)
            let files = try discovery.discover(roots).map { (absolute: $0, display: io.display($0)) }
            for file in files { absoluteByDisplay[file.display] = file.absolute }
            progress = Progress.start(enabled: io.stderrIsTerminal && !options.quiet, output: io.stderr, total: files.count)
            outcomes = FileReader(read: io.readFile).read(files, jobs: jobs, progress: advance(progress))
        }
        var inputs: [LintInput] = []
        var extra: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case .input(let input): inputs.append(input)
            case .unreadable(let diagnostic): extra.append(diagnostic)
            }
        }

        var results = engine.run(inputs, progress: advance(progress))
        progress?.finish()

        if options.fix || options.diff {
            let outcome = Fixer(run: engine).fix(inputs, results: results)
            if options.diff {
                return printDiff(original: inputs, outcome: outcome)
            }
            var failed: [Int] = []
            for index in outcome.changed {
                let path = outcome.inputs[index].file.path
                guard let absolute = absoluteByDisplay[path] else { continue }
                do throws(AtomicWriter.WriteError) {
                    try AtomicWriter.write(outcome.inputs[index].file.bytes, to: absolute)
                } catch {
                    failed.append(index)
                    extra.append(FileReader.ioError(path: path, reason: "").with(message: "could not write the fixes: \(error.reason); the file is unchanged"))
                }
            }
            var fixedInputs = outcome.inputs
            for index in failed { fixedInputs[index] = inputs[index] }
            results = failed.isEmpty ? outcome.results : engine.run(fixedInputs)
            inputs = fixedInputs
            let written = outcome.changed.count - failed.count
            if !options.quiet && written > 0 {
                io.stderr.write("gesturelint: fixed \(written) file\(written == 1 ? "" : "s")\n")
            }
        }

        var diagnostics = results.flatMap(\.diagnostics) + extra
        if let revision = options.changedSince {
            let changed = try ChangedLines.load(since: revision, in: PathText.normalize(io.currentDirectory))
            diagnostics = diagnostics.filter { diagnostic in
                guard let absolute = absoluteByDisplay[diagnostic.path] else { return true }
                return changed.contains(path: ChangedLines.realPath(absolute), line: diagnostic.start.line)
                    || changed.contains(path: absolute, line: diagnostic.start.line)
            }
        }
        let sources = Dictionary(results.map { ($0.file.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        diagnostics = try applyBaseline(diagnostics, options: options, configuration: configuration, sources: sources,
                                        absoluteByDisplay: absoluteByDisplay)
        diagnostics.sort(by: Diagnostic.outputOrder)

        let files = (inputs.map(\.file.path) + outcomes.compactMap { outcome -> String? in
            if case .unreadable(let diagnostic) = outcome { return diagnostic.path }
            return nil
        }).sorted()
        let report = Report(diagnostics: diagnostics, files: files,
                            rules: Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
                            sources: sources, workingDirectory: PathText.normalize(io.currentDirectory), toolVersion: ProjectInfo.version)
        try ReportWriter(io: io, options: options).write(report)

        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.count - errors - warnings
        let strict = options.strict || configuration.strict
        let overBudget = options.maxWarnings.map { warnings > $0 } ?? false
        let failing = errors > 0 || (strict && warnings > 0) || overBudget
        if !options.quiet {
            var line = "gesturelint: \(Self.count(errors, "error")), \(Self.count(warnings, "warning")), \(Self.count(notes, "note")) in \(Self.count(files.count, "file"))"
            line += String(format: " (%.2fs)", Date().timeIntervalSince(started))
            if overBudget, let budget = options.maxWarnings { line += "; more than the \(budget) warnings --max-warnings allows" }
            io.stderr.write(line + "\n")
        }
        return failing && !options.exitZero ? 1 : 0
    }

    func advance(_ progress: Progress?) -> (@Sendable () -> Void)? {
        guard let progress else { return nil }
        return { progress.advance() }
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    func printDiff(original: [LintInput], outcome: Fixer.Outcome) -> Int32 {
        var text = ""
        for index in outcome.changed.sorted(by: { original[$0].file.path < original[$1].file.path }) {
            let path = original[index].file.path
            text += UnifiedDiff.diff(old: original[index].file.bytes, new: outcome.inputs[index].file.bytes,
                                     oldName: "a/\(path)", newName: "b/\(path)")
        }
        io.stdout.write(text)
        return text.isEmpty ? 0 : 1
    }

    func applyBaseline(_ diagnostics: [Diagnostic], options: LintOptions, configuration: Configuration,
                       sources: [String: SourceFile], absoluteByDisplay: [String: String]) throws(UsageError) -> [Diagnostic] {
        let path: String
        if let file = options.writeBaseline ?? options.baseline {
            path = io.absolute(file)
        } else if let file = configuration.baseline {
            path = PathText.normalize(file.hasPrefix("/") ? file : (configuration.directory ?? io.currentDirectory) + "/" + file)
        } else {
            return diagnostics
        }
        let folder = PathText.directory(of: path)
        let keys = { (diagnostic: Diagnostic) -> Baseline.Key in
            let absolute = absoluteByDisplay[diagnostic.path] ?? diagnostic.path
            let key = PathText.relative(absolute, to: folder) ?? absolute
            return Baseline.key(for: diagnostic, source: sources[diagnostic.path], pathKey: key)
        }
        if options.writeBaseline != nil {
            let baseline = Baseline(recording: diagnostics, keys: keys)
            do {
                try Data(baseline.serialized().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw UsageError("cannot write the baseline \(io.display(path)): \(error.localizedDescription)")
            }
            if !options.quiet { io.stderr.write("gesturelint: recorded \(Self.count(diagnostics.count, "diagnostic")) in \(io.display(path))\n") }
            return baseline.filter(diagnostics, keys: keys)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read the baseline \(io.display(path)); create it with --write-baseline \(io.display(path))")
        }
        do {
            return try Baseline.parse(data).filter(diagnostics, keys: keys)
        } catch {
            throw UsageError("\(io.display(path)): \(error.description)")
        }
    }
}

extension Diagnostic {
    func with(message: String) -> Diagnostic {
        var copy = self
        copy.message = message
        return copy
    }
}
