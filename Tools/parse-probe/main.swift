// A throwaway measuring harness for the parser (not a test, not the bench):
//   parse-probe FILE...            dump the gesture model of the files (one project)
//   parse-probe --corpus FILE...   tokenize + parse + index each file, report errors, MB/s
import Foundation
import GestureLintCore
#if canImport(Glibc)
import Glibc
#endif

/// CPU time of this thread: fair when other processes share the cores.
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--tokens" {
    let file = SourceFile(path: arguments[1], bytes: [UInt8](FileManager.default.contents(atPath: arguments[1]) ?? Data()))
    print(TokenDump.verbose(Tokenizer.tokenize(file), file: file))
} else if arguments.first == "--tree" {
    let file = SourceFile(path: arguments[1], bytes: [UInt8](FileManager.default.contents(atPath: arguments[1]) ?? Data()))
    let tree = SwiftParser.parse(file)
    for statement in tree.statements(of: tree.root) { print(tree.range(statement), SyntaxDump.render(tree, file: file, from: statement)) }
    for error in tree.errors { print("error \(file.location(of: error.range.lowerBound)): \(error.message)") }
} else if arguments.first == "--corpus" {
    arguments.removeFirst()
    let files = arguments.map { SourceFile(path: $0, bytes: [UInt8](FileManager.default.contents(atPath: $0) ?? Data())) }
    let totalBytes = files.reduce(0) { $0 + $1.count }
    var best = Double.infinity
    var bestCPU = Double.infinity
    var errors: [(String, ParseError)] = []
    var nodes = 0
    for round in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = threadCPUSeconds()
        let analyses = files.map(FileAnalysis.init(file:))
        let index = ProjectIndex(analyses: analyses)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        bestCPU = min(bestCPU, threadCPUSeconds() - startCPU)
        best = min(best, elapsed)
        if round == 0 {
            for analysis in analyses { for error in analysis.tree.errors { errors.append((analysis.file.path, error)) } }
            nodes = analyses.reduce(0) { $0 + $1.tree.nodes.count }
            print("types \(index.types.count) properties \(index.properties.count) functions \(index.functions.count)")
        }
    }
    print("files \(files.count) bytes \(totalBytes) nodes \(nodes) parse_errors \(errors.count)")
    print(String(format: "best of 3: %.3f s wall, %.1f MB/s; %.3f s thread CPU, %.1f MB/s (tokenize + parse + index, single thread)",
                 best, Double(totalBytes) / 1e6 / best, bestCPU, Double(totalBytes) / 1e6 / bestCPU))
    // Phase split, best of 3.
    var phases = [Double](repeating: .infinity, count: 4)
    for _ in 0..<3 {
        var clock = DispatchTime.now().uptimeNanoseconds
        func lap(_ index: Int) {
            let now = DispatchTime.now().uptimeNanoseconds
            phases[index] = min(phases[index], Double(now - clock) / 1e9)
            clock = now
        }
        let tokens = files.map { Tokenizer.tokenize($0.bytes) }
        lap(0)
        let trees = zip(files, tokens).map { SwiftParser.parse($0.bytes, tokens: $1) }
        lap(1)
        _ = zip(files, trees).map { FileDeclarations(tree: $1, file: $0) }
        lap(2)
        let analyses = files.map(FileAnalysis.init(file:))
        clock = DispatchTime.now().uptimeNanoseconds
        _ = ProjectIndex(analyses: analyses)
        lap(3)
    }
    print(String(format: "tokenize %.3f s, parse %.3f s, declarations %.3f s, project index %.3f s",
                 phases[0], phases[1], phases[2], phases[3]))
    do {
        let analyses = files.map(FileAnalysis.init(file:))
        let index = ProjectIndex(analyses: analyses)
        let start = DispatchTime.now().uptimeNanoseconds
        var chains = 0
        var gestures = 0
        for analysis in analyses {
            let model = GestureModel(analysis: analysis, project: index)
            chains += model.chains.count
            gestures += model.gestures.count
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(String(format: "gesture model: %.3f s wall, %d chains, %d gestures", elapsed, chains, gestures))
    }
    for (path, error) in errors.prefix(40) {
        let file = files.first { $0.path == path }!
        print("\(path):\(file.location(of: error.range.lowerBound)): \(error.message): \(file.text(error.range.lowerBound..<min(error.range.upperBound, error.range.lowerBound + 80)))")
    }
} else {
    let files = arguments.map { SourceFile(path: $0, bytes: [UInt8](FileManager.default.contents(atPath: $0) ?? Data())) }
    print(ModelDump.render(files: files), terminator: "")
}
