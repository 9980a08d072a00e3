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

    init(options: LintOptions, configuration: Configuration, io: IO) throws(UsageError) {
        readFile = io.readFile
        // Xcode only turns a build phase's output into clickable issues when paths are absolute.
        let display: (String) -> String
        if options.absolutePaths { display = { $0 } } else { display = { io.display($0) } }
        let base = configuration.directory ?? PathText.normalize(io.currentDirectory)
        let excludes = ExcludeSet(globs: configuration.excluded.map(Glob.init), base: base)
        if options.stdin {
            let absolute = options.stdinPath.map(io.absolute)
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
            roots = options.paths.map(io.absolute)
        } else if !configuration.included.isEmpty {
            roots = configuration.included.map { PathText.normalize($0.hasPrefix("/") ? $0 : base + "/" + $0) }
        } else {
            roots = [PathText.normalize(io.currentDirectory)]
        }
        let stderr = io.stderr
        let discovery = FileDiscovery(excludes: excludes, forceExclude: options.forceExclude,
                                      warn: { stderr.write("gesturelint: warning: \($0)\n") }, display: io.display)
        let found: [String]
        do {
            found = try discovery.discover(roots)
        } catch {
            guard options.paths.isEmpty, let path = configuration.path else { throw error }
            throw UsageError("\(error.description); it is listed in 'included' of \(path)")
        }
        let files = found.map { (absolute: $0, display: display($0)) }
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
