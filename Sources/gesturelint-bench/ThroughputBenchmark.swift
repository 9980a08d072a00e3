import GestureLintCore

/// `tokenize`: how fast the tokenizer runs over a corpus, next to the cost of reading the files
/// and of the cheapest possible pass over their bytes.
struct ThroughputBenchmark {
    var options: BenchOptions

    func run() throws {
        guard !options.paths.isEmpty else { throw BenchError.usage("tokenize needs files or folders") }
        let corpus = try Corpus.load(options.paths)
        guard !corpus.paths.isEmpty else { throw BenchError(message: "no .swift or .swiftinterface files found") }
        let bytes = corpus.byteCount
        let runs = options.runs

        let read = measure(runs: runs) {
            corpus.paths.reduce(0) { $0 + (Corpus.readBytes($1)?.count ?? 0) }
        }
        let scan = measure(runs: runs) { corpus.contents.reduce(0) { $0 + Self.countNewlines($1) } }
        let tokenize = measure(runs: runs) { corpus.contents.reduce(0) { $0 + Tokenizer.tokenize($1).count } }

        print("files: \(corpus.paths.count)  bytes: \(bytes)  lines: \(scan.result)  tokens: \(tokenize.result)  runs: \(runs) (median)")
        ThroughputRow.printHeader()
        ThroughputRow(label: "read from disk", seconds: read.seconds, cpuSeconds: read.cpuSeconds, bytes: bytes).print()
        ThroughputRow(label: "byte scan (count newlines)", seconds: scan.seconds, cpuSeconds: scan.cpuSeconds,
                      bytes: bytes).print()
        ThroughputRow(label: "tokenize (1 thread)", seconds: tokenize.seconds, cpuSeconds: tokenize.cpuSeconds,
                      bytes: bytes).print()
    }

    static func countNewlines(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var lines = 0
            for byte in buffer where byte == 0x0A { lines += 1 }
            return lines
        }
    }
}
