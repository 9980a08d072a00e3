import Foundation

/// `gesturelint-bench MODE [OPTIONS] PATH...` — throughput and linear-time checks, for release builds.
///
///     swift run -c release gesturelint-bench tokenize [--runs N] PATH...
///     swift run -c release gesturelint-bench generate [--size BYTES] FOLDER
///     swift run -c release gesturelint-bench linearity [--size BYTES] [--runs N] [NAME...]
///     swift run -c release gesturelint-bench pipeline [--runs N] [--jobs N] PATH...
///     swift run -c release gesturelint-bench shapes [--size N] [--runs N] [NAME...]
let usage = """
    usage: gesturelint-bench tokenize [--runs N] PATH...     read, scan and tokenize speed over .swift/.swiftinterface files
           gesturelint-bench generate [--size BYTES] FOLDER  write pathological inputs of about BYTES each
           gesturelint-bench linearity [--size BYTES] [--runs N] [NAME...]  tokenize each pathological input at 1x and 4x size
           gesturelint-bench pipeline [--runs N] [--jobs N] PATH...  tokenize, parse, index, then lint with no rules and all rules
           gesturelint-bench skim-check PATH...  the declaration skim against the full parse, file by file
           gesturelint-bench shapes [--size N] [--runs N] [NAME...]  lint each repeated-construct shape at N and 4N repeats (default 2,500)
    """

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    let options = try BenchOptions(arguments)
    switch options.mode {
    case "tokenize":
        try ThroughputBenchmark(options: options).run()
    case "generate":
        try PathologicalInput.write(options: options)
    case "linearity":
        LinearityBenchmark(options: options).run()
    case "pipeline":
        try PipelineBenchmark(options: options).run()
    case "skim-check":
        exit(try SkimCheck(options: options).run())
    case "shapes":
        ShapesBenchmark(options: options).run()
    default:
        throw BenchError.usage("unknown mode '\(options.mode)'")
    }
} catch let error as BenchError {
    FileHandle.standardError.write(Data("gesturelint-bench: \(error.message)\n\(usage)\n".utf8))
    exit(2)
}
