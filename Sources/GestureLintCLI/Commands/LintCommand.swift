import Foundation
import GestureLintCore

/// `gesturelint [lint] [options] [path ...]`: configuration → discovery → reading → engine →
/// fixes → changed lines and baseline → reports → exit status.
struct LintCommand {
    var io: IO
    var rules: [any Rule]

    func run(_ options: LintOptions) throws(UsageError) -> Int32 {
        let started = Date()
        // A worker that finished is reaped once the report is out (it frees its memory meanwhile).
        defer { WorkerProcess.Exiting.awaitAll() }
        // A run frees and allocates the same shapes file after file: keep that memory in the process.
        AllocatorTuning.apply()
        let descriptions = rules.map(\.description) + EngineRules.descriptions
        let configuration = try ConfigurationLocator(io: io, rules: descriptions).load(explicit: options.config)
        let enabled = try RuleSelection(descriptions: descriptions).enabledIDs(configuration: configuration, options: options)
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // Per-file deployment targets, reusing what discovery already listed of each folder.
        let targets = { (listing: FolderListing) in
            DeploymentTargetResolver(configured: configuration.deploymentTarget, currentDirectory: io.currentDirectory,
                                     listing: listing).perFile
        }
        var engine = LintRun(rules: rules, settings: configuration.settings(for: descriptions), enabledRuleIDs: enabled,
                             jobs: jobs, deploymentTarget: targets(FolderListing()))
        engine.checkPreviews = configuration.checkPreviews
        // A worker gets its inputs, project files, scopes and folder listings from the supervisor, not from its paths.
        if io.environment[Worker.environmentKey] == "1" {
            return Worker(reader: FileReader(read: io.readFile), deploymentTargets: targets).serve(engine)
        }
        var supervisor = Supervisor(io: io, jobs: jobs)

        let files = try InputFiles(options: options, configuration: configuration, io: io, jobs: jobs)
        // Here (not in a worker) discovery has listed the folders: this resolver and the worker's reuse those listings.
        engine.deploymentTarget = targets(files.listing)
        supervisor?.folders = files.listing
        engine.executor = supervisor
        let filter = try VisibilityFilter(options: options, configuration: configuration, io: io, absoluteByDisplay: files.absoluteByDisplay)
        let progress = Progress.start(enabled: io.stderrIsTerminal && !options.quiet, output: io.stderr, total: files.count)
        // Paths choose what is reported, not what is known: index the rest of each file's project.
        // The project lookup needs only the paths, so it runs while the files are read.
        let planning = options.noProjectIndex ? nil : Background { files.projectPlan(jobs: jobs) }
        let writer = ReportWriter(io: io, options: options)
        if let supervisor, !options.fix, !options.diff,
           let unread = files.unread(plan: { planning?.value() }) {
            // The worker reads every file; this process reads only what the report shows of them.
            engine.scopes = unread.scopes
            let settled = supervisor.run(unread: unread.reported, indexOnly: unread.indexOnly, engine: engine,
                                         progress: advance(progress))
            progress?.finish()
            var results = settled.compactMap(\.result)
            let unreadable = settled.compactMap(\.unreadable)
            LintedSources(warn: { io.stderr.write("gesturelint: warning: \($0)\n") })
                .settle(&results, needsText: { writer.readsSource($0) || filter.readsSource($0) }, jobs: jobs)
            return try report(results: results, unreadable: unreadable, inputPaths: results.map(\.file.path),
                              filter: filter, writer: writer, descriptions: descriptions, options: options,
                              configuration: configuration, started: started)
        }
        var (inputs, unreadable) = files.read(jobs: jobs, progress: advance(progress))
        if let plan = planning?.value() {
            let projects = files.withProjects(inputs, plan: plan, jobs: jobs)
            inputs = projects.reported
            engine.indexOnly = projects.indexOnly
            engine.scopes = plan.scopes
        }
        var results = engine.run(inputs, progress: advance(progress))
        progress?.finish()

        if options.fix || options.diff {
            let outcome = Fixer(run: engine, select: { result in
                filter.apply(result.diagnostics, sources: { _ in result.file })
            }).fix(inputs, results: results)
            if options.diff { return printDiff(original: inputs, outcome: outcome) }
            (inputs, results, unreadable) = write(outcome, original: inputs, results: results, unreadable: unreadable,
                                                  engine: engine, absoluteByDisplay: files.absoluteByDisplay, quiet: options.quiet)
        }

        return try report(results: results, unreadable: unreadable, inputPaths: inputs.map(\.file.path), filter: filter,
                          writer: writer, descriptions: descriptions, options: options, configuration: configuration,
                          started: started)
    }

    /// Changed lines and baseline, the reports, the exit status. `inputPaths`: the files linted
    /// (a file whose fixes could not be written is also an `io_error` in `unreadable`).
    func report(results: [FileResult], unreadable: [Diagnostic], inputPaths: [String], filter: VisibilityFilter,
                writer: ReportWriter, descriptions: [RuleDescription], options: LintOptions, configuration: Configuration,
                started: Date) throws(UsageError) -> Int32 {
        let sources = Dictionary(results.map { ($0.file.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        var diagnostics = results.flatMap(\.diagnostics) + unreadable
        if filter.writing {
            diagnostics = filter.apply(diagnostics, sources: { sources[$0] })
            try filter.record(diagnostics, sources: { sources[$0] }, io: io, quiet: options.quiet)
            diagnostics = []
        } else {
            diagnostics = filter.apply(diagnostics, sources: { sources[$0] })
        }
        diagnostics.sort(by: Diagnostic.outputOrder)

        // A file whose fixes could not be written is both an input and an io_error: count it once.
        let paths = Self.sortedUnique(inputPaths + unreadable.map(\.path))
        let report = Report(diagnostics: diagnostics, files: paths,
                            rules: Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
                            sources: sources, workingDirectory: PathText.normalize(io.currentDirectory), toolVersion: ProjectInfo.version)
        try writer.write(report)
        return exitStatus(diagnostics, files: paths.count, options: options, configuration: configuration, started: started)
    }

    /// `Set(paths).sorted()`, without the sort when the paths already are in order, each once (a run's
    /// inputs usually are: discovery sorts them): one comparison per path instead of a sort of them all.
    static func sortedUnique(_ paths: [String]) -> [String] {
        var ordered = true
        var index = 1
        while ordered && index < paths.count {
            ordered = paths[index - 1] < paths[index]
            index += 1
        }
        return ordered ? paths : Set(paths).sorted()
    }

    func advance(_ progress: Progress?) -> (@Sendable () -> Void)? {
        guard let progress else { return nil }
        return { progress.advance() }
    }

    /// Writes every fixed file atomically. A file that cannot be written keeps its original
    /// content, is reported as `io_error`, and is re-linted as it is on disk.
    func write(_ outcome: Fixer.Outcome, original: [LintInput], results: [FileResult], unreadable: [Diagnostic],
               engine: LintRun, absoluteByDisplay: [String: String], quiet: Bool) -> ([LintInput], [FileResult], [Diagnostic]) {
        var unreadable = unreadable
        var failed: [Int] = []
        for index in outcome.changed {
            let path = outcome.inputs[index].file.path
            guard let absolute = absoluteByDisplay[path] else { continue }
            do throws(AtomicWriter.WriteError) {
                try AtomicWriter.write(outcome.inputs[index].file.bytes, to: absolute)
            } catch {
                failed.append(index)
                unreadable.append(FileReader.ioError(path: path, reason: "")
                    .with(message: "could not write the fixes: \(error.reason); the file is unchanged"))
            }
        }
        var inputs = outcome.inputs
        for index in failed { inputs[index] = original[index] }
        let written = outcome.changed.count - failed.count
        if !quiet && written > 0 { io.stderr.write("gesturelint: fixed \(Self.count(written, "file"))\n") }
        return (inputs, failed.isEmpty ? outcome.results : engine.run(inputs), unreadable)
    }

    func exitStatus(_ diagnostics: [Diagnostic], files: Int, options: LintOptions, configuration: Configuration,
                    started: Date) -> Int32 {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.count - errors - warnings
        let strict = options.strict || configuration.strict
        let overBudget = options.maxWarnings.map { warnings > $0 } ?? false
        let failing = errors > 0 || (strict && warnings > 0) || overBudget
        if !options.quiet {
            var line = "gesturelint: \(Self.count(errors, "error")), \(Self.count(warnings, "warning")), \(Self.count(notes, "note")) in \(Self.count(files, "file"))"
            line += String(format: " (%.2fs)", Date().timeIntervalSince(started))
            if overBudget, let budget = options.maxWarnings { line += "; more than the \(budget) warnings --max-warnings allows" }
            io.stderr.write(line + "\n")
        }
        return failing && !options.exitZero ? 1 : 0
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
}

extension Diagnostic {
    func with(message: String) -> Diagnostic {
        var copy = self
        copy.message = message
        return copy
    }
}
