import Foundation
import GestureLintCore

/// Which diagnostics a run shows after the engine: only those on lines changed since
/// `--changed-since`, minus those the baseline already knows. Built before linting so that a bad
/// revision or a missing baseline fails the run at once. `--fix` fixes only what would be shown.
struct VisibilityFilter {
    var changed: ChangedLines?
    /// The baseline to subtract (nil when none, or when it is being written).
    var baseline: Baseline?
    /// Where `--write-baseline` records, and the folder baseline paths are relative to.
    var baselinePath: String?
    var writing = false
    var absoluteByDisplay: [String: String]

    init(options: LintOptions, configuration: Configuration, io: IO, absoluteByDisplay: [String: String]) throws(UsageError) {
        self.absoluteByDisplay = absoluteByDisplay
        if let revision = options.changedSince {
            changed = try ChangedLines.load(since: revision, in: PathText.normalize(io.currentDirectory))
        }
        if let file = options.writeBaseline ?? options.baseline {
            baselinePath = io.absolute(file)
        } else if let file = configuration.baseline {
            baselinePath = PathText.normalize(file.hasPrefix("/") ? file : (configuration.directory ?? io.currentDirectory) + "/" + file)
        }
        writing = options.writeBaseline != nil
        if let baselinePath, !writing {
            guard let data = FileManager.default.contents(atPath: baselinePath) else {
                throw UsageError("cannot read the baseline \(io.display(baselinePath)); create it with --write-baseline \(io.display(baselinePath))")
            }
            do {
                baseline = try Baseline.parse(data)
            } catch {
                throw UsageError("\(io.display(baselinePath)): \(error.description)")
            }
        }
    }

    /// Whether the filter reads the text of `diagnostic`'s file: the baseline's fingerprints.
    func readsSource(_ diagnostic: Diagnostic) -> Bool { baseline != nil || writing }

    /// The diagnostics a report shows. `sources` gives each file's text for the baseline's fingerprints.
    func apply(_ diagnostics: [Diagnostic], sources: (String) -> SourceFile?) -> [Diagnostic] {
        // gesturelint's own failure on a file is never out of view: not on changed lines, not in a baseline.
        let failures = diagnostics.filter { $0.ruleID == EngineRules.internalError }
        var shown = failures.isEmpty ? diagnostics : diagnostics.filter { $0.ruleID != EngineRules.internalError }
        if let changed {
            shown = shown.filter { diagnostic in
                guard let absolute = absoluteByDisplay[diagnostic.path] else { return true }
                return changed.contains(path: ChangedLines.realPath(absolute), line: diagnostic.start.line)
                    || changed.contains(path: absolute, line: diagnostic.start.line)
            }
        }
        if let baseline {
            shown = baseline.filter(shown) { key($0, sources($0.path)) }
        }
        return shown + failures
    }

    func key(_ diagnostic: Diagnostic, _ source: SourceFile?) -> Baseline.Key {
        let absolute = absoluteByDisplay[diagnostic.path] ?? diagnostic.path
        let folder = baselinePath.map(PathText.directory(of:)) ?? "/"
        let path = PathText.relative(absolute, to: folder) ?? absolute
        return Baseline.key(for: diagnostic, source: source, pathKey: path)
    }

    /// `--write-baseline`: records `diagnostics` (already filtered by changed lines).
    func record(_ diagnostics: [Diagnostic], sources: (String) -> SourceFile?, io: IO, quiet: Bool) throws(UsageError) {
        guard writing, let baselinePath else { return }
        let recorded = Baseline(recording: diagnostics) { key($0, sources($0.path)) }
        do {
            try Data(recorded.serialized().utf8).write(to: URL(fileURLWithPath: baselinePath), options: .atomic)
        } catch {
            throw UsageError("cannot write the baseline \(io.display(baselinePath)): \(error.localizedDescription); check that the folder exists")
        }
        if !quiet {
            let count = diagnostics.count
            io.stderr.write("gesturelint: recorded \(count) diagnostic\(count == 1 ? "" : "s") in \(io.display(baselinePath))\n")
        }
    }
}
