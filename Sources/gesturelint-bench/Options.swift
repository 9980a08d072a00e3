import Foundation

struct BenchError: Error {
    var message: String
    static func usage(_ message: String) -> BenchError { BenchError(message: message) }
}

/// The mode, its paths, and the shared options `--runs N`, `--size BYTES` and `--jobs N`.
struct BenchOptions {
    var mode: String
    var paths: [String] = []
    var runs = 9
    var size = 1 << 20
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var perRule = false

    init(_ arguments: [String]) throws {
        guard let mode = arguments.first else { throw BenchError.usage("missing mode") }
        self.mode = mode
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--runs":
                guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else {
                    throw BenchError.usage("--runs needs a positive number")
                }
                runs = value
            case "--per-rule":
                perRule = true
            case "--jobs":
                guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else {
                    throw BenchError.usage("--jobs needs a positive number")
                }
                jobs = value
            case "--size":
                guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else {
                    throw BenchError.usage("--size needs a positive number of bytes")
                }
                size = value
            default:
                if argument.hasPrefix("--") { throw BenchError.usage("unknown option \(argument)") }
                paths.append(argument)
            }
        }
    }
}
