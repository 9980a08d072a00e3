import GestureLintCore

/// The text of the files a worker read and this process did not. A result's file is read here
/// only when the output needs its text (`needsText`: an excerpt, a fingerprint, a fix's line and
/// column), from its origin, checked against the length and hash of the bytes the worker linted.
///
/// A file that changed on disk in between reads as blank (`SourceFile.isUnavailable`): its
/// findings were made from bytes no longer there, and excerpts or fix positions from the new text
/// would be wrong, so they are left out of the report (the file is still counted) and the file is
/// named on standard error: lint again. A file whose text nothing needs is never read.
struct LintedSources {
    var warn: (String) -> Void

    func settle(_ results: inout [FileResult], needsText: (Diagnostic) -> Bool, jobs: Int) {
        let needed = results.indices.filter { results[$0].diagnostics.contains(where: needsText) }
        guard !needed.isEmpty else { return }
        let files = needed.map { results[$0].file }
        // Read in parallel; each file keeps the bytes read for the reporters.
        let changed = Parallel.map(files, jobs: jobs) { file -> Bool in
            _ = file.bytes
            return file.isUnavailable
        }
        for (position, index) in needed.enumerated() where changed[position] {
            warn("\(results[index].file.path) changed on disk while it was being linted; its findings were left out of "
                 + "the report: lint again")
            results[index].diagnostics = []
        }
    }
}
