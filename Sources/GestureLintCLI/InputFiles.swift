import Foundation
import GestureLintCore

/// The files a run lints: standard input, or the files discovered under the command line's
/// paths (else the configuration's `included`, else the working folder), with the absolute path
/// behind each display path.
struct InputFiles {
    enum Source {
        case stdin(display: String, bytes: [UInt8])
        case files([(absolute: String, display: String)])
    }

    var source: Source
    var absoluteByDisplay: [String: String] = [:]
    var readFile: @Sendable (String) throws -> [UInt8]
    /// The folders named (or implied) as paths: a file with no project above it belongs to the
    /// one it was found in.
    var folderRoots: [String] = []
    var excludes: ExcludeSet
    var currentDirectory: String
    var display: (String) -> String
    /// The absolute path `--stdin-path` names, if any.
    var stdinAbsolute: String?
    /// The folders discovery walked, when the walk was clean (`FileDiscovery.Walk`): every Swift
    /// file a walk of one of them, or of a folder below, finds is reported.
    var walkedRoots: [String] = []
    /// What discovery's listings said of each folder it walked, for the project lookup and the
    /// deployment-target resolver.
    var listing = FolderListing()

    init(options: LintOptions, configuration: Configuration, io: IO, jobs: Int = 1) throws(UsageError) {
        readFile = io.readFile
        // Xcode only turns a build phase's output into clickable issues when paths are absolute.
        let display: (String) -> String
        if options.absolutePaths { display = { $0 } } else { display = { io.display($0) } }
        let base = configuration.directory ?? PathText.normalize(io.currentDirectory)
        let excludes = ExcludeSet(globs: configuration.excluded.map(Glob.init), base: base)
        self.excludes = excludes
        self.display = display
        currentDirectory = PathText.normalize(io.currentDirectory)
        if options.stdin {
            let absolute = options.stdinPath.map(io.absolute)
            stdinAbsolute = absolute
            if let absolute, options.forceExclude, excludes.excludes(absolute) {
                source = .files([])
            } else {
                let shown = absolute.map(display) ?? "<stdin>"
                absoluteByDisplay[shown] = absolute
                source = .stdin(display: shown, bytes: io.readStandardInput())
            }
            return
        }
        let roots: [String]
        if !options.paths.isEmpty {
            roots = Parallel.map(options.paths, jobs: FileDiscovery.threads(forNamed: options.paths.count, jobs: jobs), io.absolute)
        } else if !configuration.included.isEmpty {
            roots = configuration.included.map { PathText.normalize($0.hasPrefix("/") ? $0 : base + "/" + $0) }
        } else {
            roots = [PathText.normalize(io.currentDirectory)]
        }
        let stderr = io.stderr
        let discovery = FileDiscovery(excludes: excludes, forceExclude: options.forceExclude,
                                      warn: { stderr.write("gesturelint: warning: \($0)\n") }, display: io.display, jobs: jobs)
        let found: [String]
        do {
            let walk = try discovery.walkPaths(roots)
            found = walk.files
            folderRoots = walk.namedFolders
            if walk.clean { walkedRoots = walk.walkedFolders }
            listing = walk.listing
        } catch {
            guard options.paths.isEmpty, let path = configuration.path else { throw error }
            throw UsageError("\(error.description); it is listed in 'included' of \(path)")
        }
        let files = found.map { (absolute: $0, display: display($0)) }
        absoluteByDisplay.reserveCapacity(files.count)
        for file in files { absoluteByDisplay[file.display] = file.absolute }
        source = .files(files)
    }

    var count: Int {
        switch source {
        case .stdin: return 1
        case .files(let files): return files.count
        }
    }

    /// The readable files as engine inputs, and an `io_error` for each unreadable one.
    func read(jobs: Int, progress: (@Sendable () -> Void)?) -> ([LintInput], [Diagnostic]) {
        switch source {
        case .stdin(let display, let bytes):
            progress?()
            return ([FileReader.input(path: display, bytes: bytes)], [])
        case .files(let files):
            var inputs: [LintInput] = []
            var unreadable: [Diagnostic] = []
            for outcome in FileReader(read: readFile).read(files, jobs: jobs, progress: progress) {
                switch outcome {
                case .input(let input): inputs.append(input)
                case .unreadable(let diagnostic): unreadable.append(diagnostic)
                }
            }
            return (inputs, unreadable)
        }
    }
}

extension InputFiles {
    /// The projects of the reported files and what else to index (`--no-project-index`: nothing).
    func projectPlan(jobs: Int = 1) -> ProjectPlan? {
        let reported: [String]
        switch source {
        case .stdin: reported = stdinAbsolute.map { [$0] } ?? []
        case .files(let files): reported = files.map(\.absolute)
        }
        guard !reported.isEmpty else { return nil }
        let roots = folderRoots.sorted { $0.count > $1.count }
        let currentDirectory = self.currentDirectory
        return ProjectPlan(reported: reported, fallback: { path in
            // The deepest folder linted that holds the file; a file named alone: the working
            // folder when the file is below it, else its own folder.
            if let root = roots.first(where: { path.hasPrefix($0 == "/" ? "/" : $0 + "/") }) { return root }
            if PathText.relative(path, to: currentDirectory) != nil { return currentDirectory }
            return PathText.directory(of: path)
        }, excludes: excludes, walkedRoots: walkedRoots, locator: ProjectLocator(listing: listing), jobs: jobs)
    }

    /// The reported inputs with their scopes, and the project's other files as index-only inputs
    /// (read in parallel; a file that cannot be read or decoded is left out of the index).
    func withProjects(_ inputs: [LintInput], plan: ProjectPlan, jobs: Int) -> (reported: [LintInput], indexOnly: [LintInput]) {
        var scoped = inputs
        for index in scoped.indices {
            let absolute = stdinAbsolute ?? absoluteByDisplay[scoped[index].file.path] ?? scoped[index].file.path
            scoped[index].scope = plan.scopeOfReported[absolute] ?? 0
        }
        let read = readFile
        let display = self.display
        let others = Parallel.map(plan.indexOnly, jobs: jobs) { entry -> LintInput? in
            guard let bytes = try? read(entry.absolute) else { return nil }
            var input = FileReader.input(path: display(entry.absolute), bytes: bytes, origin: entry.absolute)
            input.diagnostics = []
            input.scope = entry.scope
            return input
        }
        return (scoped, others.compactMap { $0 })
    }
}

extension InputFiles {
    /// The files to lint and the rest of their projects as paths only, for a worker that reads them
    /// itself; nil for standard input (then `plan` is not called). Scopes as `withProjects` gives them.
    func unread(plan: () -> ProjectPlan?) -> (reported: [WorkerProtocol.UnreadFile], indexOnly: [WorkerProtocol.UnreadFile],
                                              scopes: IndexScopes)? {
        guard case .files(let files) = source else { return nil }
        let plan = plan()
        let reported = files.map { file in
            WorkerProtocol.UnreadFile(path: file.display, origin: file.absolute, scope: plan?.scopeOfReported[file.absolute] ?? 0)
        }
        guard let plan else { return (reported, [], .single) }
        let indexOnly = plan.indexOnly.map { entry in
            WorkerProtocol.UnreadFile(path: display(entry.absolute), origin: entry.absolute, scope: entry.scope)
        }
        return (reported, indexOnly, plan.scopes)
    }
}
