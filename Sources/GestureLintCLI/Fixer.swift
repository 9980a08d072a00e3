import GestureLintCore

/// Applies safe fixes in memory, pass after pass, re-linting between passes (a fix can make or
/// unmask another), until nothing changes. A file with a `parse_error` is never touched, and a
/// pass that would give a file a parse error it did not have is undone for that file.
struct Fixer {
    static let maximumPasses = 5

    var run: LintRun
    /// The diagnostics of a file that the run would show (changed lines, baseline): only their
    /// fixes are applied.
    var select: (FileResult) -> [Diagnostic]

    struct Outcome {
        var inputs: [LintInput]
        var results: [FileResult]
        /// Indices of inputs whose bytes differ from the original.
        var changed: [Int]
    }

    func fix(_ originals: [LintInput], results firstResults: [FileResult]) -> Outcome {
        var inputs = originals
        var results = firstResults
        var frozen = Set<Int>()
        for _ in 0..<Self.maximumPasses {
            var next = inputs
            var touched: [Int] = []
            for (index, result) in results.enumerated() where !result.hasParseError && !frozen.contains(index) {
                let fixes = select(result).compactMap(\.fix).filter(\.safe)
                guard !fixes.isEmpty else { continue }
                let (bytes, applied) = FixApplier.apply(fixes, to: result.file.bytes)
                guard applied > 0, bytes != result.file.bytes else { continue }
                var fixed = FileReader.input(path: result.file.path, bytes: bytes)
                fixed.scope = inputs[index].scope  // re-lint against the same project's index
                next[index] = fixed
                touched.append(index)
            }
            if touched.isEmpty { break }
            var nextResults = run.run(next)
            let broken = touched.filter { nextResults[$0].hasParseError }
            if !broken.isEmpty {
                for index in broken { next[index] = inputs[index]; frozen.insert(index) }
                nextResults = run.run(next)
            }
            inputs = next
            results = nextResults
        }
        let changed = inputs.indices.filter { inputs[$0].file.bytes != originals[$0].file.bytes }
        return Outcome(inputs: inputs, results: results, changed: changed)
    }
}
