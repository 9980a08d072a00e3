import Foundation
import GestureLintCore

/// Renders every requested format and sends each to its file or to standard output
/// (or `--output`); appends the GitHub step summary when `$GITHUB_STEP_SUMMARY` is set.
struct ReportWriter {
    var io: IO
    var options: LintOptions

    func write(_ report: Report) throws(UsageError) {
        var wroteStdout = false
        for request in options.formats {
            if let file = request.file {
                try writeFile(render(request.kind, report, toTerminal: false), to: file)
            } else {
                let toTerminal = options.output == nil && io.stdoutIsTerminal
                let text = options.statistics ? SummaryReporter(byCount: true).render(report) : render(request.kind, report, toTerminal: toTerminal)
                try emit(text)
                wroteStdout = true
            }
            if request.kind == .github, let path = io.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
                try append(GitHubReporter(workspace: io.environment["GITHUB_WORKSPACE"]).stepSummary(report), to: path)
            }
        }
        if options.statistics && !wroteStdout { try emit(SummaryReporter(byCount: true).render(report)) }
    }

    /// Whether a requested format reads the text of `diagnostic`'s file: the excerpts of the Xcode
    /// format, GitLab's fingerprints, the line and column of a JSON fix's edits. Kept beside
    /// `render`: a reporter that starts reading `Report.sources` must be named here too, or a file
    /// changed after the worker read it is shown blank instead of being left out (`LintedSources`).
    func readsSource(_ diagnostic: Diagnostic) -> Bool {
        options.formats.contains { request in
            switch request.kind {
            case .xcode:
                let toTerminal = request.file == nil && options.output == nil && io.stdoutIsTerminal
                return toTerminal || options.color == .always
            case .gitlab: return true
            case .json: return diagnostic.fix != nil
            case .github, .sarif, .checkstyle, .junit, .summary: return false
            }
        }
    }

    func render(_ kind: FormatRequest.Kind, _ report: Report, toTerminal: Bool) -> String {
        switch kind {
        case .xcode:
            let color = options.color == .always
                || (options.color == .auto && toTerminal && io.environment["NO_COLOR"].map(\.isEmpty) ?? true)
            return XcodeReporter(color: color, excerpts: toTerminal || options.color == .always).render(report)
        case .json: return JSONReporter().render(report)
        case .github: return GitHubReporter(workspace: io.environment["GITHUB_WORKSPACE"]).render(report)
        case .sarif: return SARIFReporter().render(report)
        case .checkstyle: return CheckstyleReporter().render(report)
        case .junit: return JUnitReporter().render(report)
        case .gitlab: return GitLabReporter().render(report)
        case .summary: return SummaryReporter().render(report)
        }
    }

    func emit(_ text: String) throws(UsageError) {
        if let output = options.output {
            try writeFile(text, to: output)
        } else {
            io.stdout.write(text)
        }
    }

    func writeFile(_ text: String, to path: String) throws(UsageError) {
        let absolute = io.absolute(path)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: absolute), options: .atomic)
        } catch {
            throw UsageError("cannot write the report to \(path): \(error.localizedDescription); check that the folder exists and is writable")
        }
    }

    func append(_ text: String, to path: String) throws(UsageError) {
        let absolute = io.absolute(path)
        guard let handle = FileHandle(forWritingAtPath: absolute) ?? {
            FileManager.default.createFile(atPath: absolute, contents: nil) ? FileHandle(forWritingAtPath: absolute) : nil
        }() else {
            throw UsageError("cannot append the summary to GITHUB_STEP_SUMMARY (\(path))")
        }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
    }
}
