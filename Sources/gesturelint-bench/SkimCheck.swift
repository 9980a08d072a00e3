import Foundation
import GestureLintCore

/// `gesturelint-bench skim-check PATH...`: for every file that names no gesture, whether
/// `DeclarationSkim` gives the same index content as the full parse. Prints each difference,
/// then counts; exits 1 when any file differs.
struct SkimCheck {
    var options: BenchOptions

    func run() throws -> Int32 {
        let paths = Corpus.sourcePaths(under: options.paths)
        var skimmed = 0, fellBack = 0, withGestures = 0, different = 0, bytes = 0
        var fullTime = 0.0, skimTime = 0.0
        for path in paths {
            guard let data = Corpus.readBytes(path) else { continue }
            let file = SourceFile(path: path, bytes: data)
            let started = Date()
            let analysis = FileAnalysis(file: file)
            fullTime += Date().timeIntervalSince(started)
            // GESTURELINT_SKIM_ALL=1 checks files with gestures too (the engine never skims them).
            if DeclarationSkim.namesGesture(analysis.tokens, bytes: data) {
                withGestures += 1
                if ProcessInfo.processInfo.environment["GESTURELINT_SKIM_ALL"] != "1" { continue }
            }
            let skimStarted = Date()
            let skim = DeclarationSkim.declarations(of: file)
            skimTime += Date().timeIntervalSince(skimStarted)
            guard let skim else { fellBack += 1; continue }
            skimmed += 1
            bytes += data.count
            let expected = analysis.declarations.indexContent, actual = skim.indexContent
            if expected != actual {
                different += 1
                print("DIFFERENT \(path)")
                let missing = expected.filter { !actual.contains($0) }.prefix(3)
                let extra = actual.filter { !expected.contains($0) }.prefix(3)
                for line in missing { print("  full only: \(line)") }
                for line in extra { print("  skim only: \(line)") }
            }
        }
        print("skim-check: \(paths.count) files, \(withGestures) name gestures (skimmed only with GESTURELINT_SKIM_ALL=1), \(skimmed) skimmed "
              + "(\(bytes) bytes), \(fellBack) fell back to a full parse, \(different) different; "
              + String(format: "full analysis %.2f s, skim %.2f s (all files, one thread)", fullTime, skimTime))
        return different == 0 ? 0 : 1
    }
}
