import Foundation

/// Inputs built to make a careless tokenizer rescan: deep nesting, unterminated constructs, and
/// long runs of the bytes that start a look-ahead (`"`, `/`, `#`, `<<<<<<< `, `“`).
struct PathologicalInput: Sendable {
    var name: String
    /// The input's bytes, about `size` of them.
    var make: @Sendable (_ size: Int) -> [UInt8]

    static let all: [PathologicalInput] = [
        PathologicalInput(name: "nested-block-comments") { size in
            repeated("/*", size / 4) + repeated("*/", size / 4)
        },
        PathologicalInput(name: "unterminated-block-comments") { size in repeated("/*", size / 2) },
        PathologicalInput(name: "nested-interpolations") { size in
            repeated("\"\\(", size / 6) + Array("x".utf8) + repeated(")\"", size / 6)
        },
        PathologicalInput(name: "nested-raw-interpolations") { size in
            repeated("#\"\\#(", size / 10) + Array("x".utf8) + repeated(")\"#", size / 10)
        },
        PathologicalInput(name: "nested-raw-multiline-interpolations") { size in
            repeated("#\"\"\"\\#(", size / 12) + Array("x".utf8) + repeated(")\"\"\"#", size / 12)
        },
        PathologicalInput(name: "single-line") { size in
            repeated("let count = items.filter { $0.isOn }.count + \"\\(n)\" / 2; ", size / 53)
        },
        PathologicalInput(name: "double-quotes") { size in repeated("\"", size) },
        PathologicalInput(name: "double-quotes-line") { size in repeated("\" ", size / 2) },
        PathologicalInput(name: "slashes") { size in repeated("/", size) },
        PathologicalInput(name: "slash-operands") { size in repeated("(/a ", size / 4) },
        PathologicalInput(name: "division-chain") { size in repeated("a / b ", size / 6) },
        PathologicalInput(name: "open-parens") { size in repeated("(", size) },
        PathologicalInput(name: "extended-regex-lines") { size in repeated("#/\n", size / 3) },
        PathologicalInput(name: "extended-regex-lines-2") { size in repeated("x = ##/ \n", size / 9) },
        PathologicalInput(name: "conflict-marker-lines") { size in repeated("<<<<<<< HEAD\n", size / 13) },
        PathologicalInput(name: "pounds") { size in repeated("#", size) },
        PathologicalInput(name: "curly-quotes-then-interpolation") { size in
            repeated("“", size / 3) + Array("\\(x)".utf8)
        },
        PathologicalInput(name: "backticks") { size in repeated("`", size) },
        PathologicalInput(name: "backtick-line") { size in repeated("` a", size / 3) },
        PathologicalInput(name: "backslashes-in-string") { size in Array("\"".utf8) + repeated("\\", size) },
        PathologicalInput(name: "placeholder-starts") { size in repeated("<# ", size / 3) },
        PathologicalInput(name: "operator-run") { size in repeated("+*", size / 2) },
    ]

    static func repeated(_ text: String, _ times: Int) -> [UInt8] {
        let unit = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(unit.count * max(times, 0))
        for _ in 0..<max(times, 1) { bytes += unit }
        return bytes
    }

    /// `generate`: writes every input, about `--size` bytes each, into the folder.
    static func write(options: BenchOptions) throws {
        guard options.paths.count == 1, let folder = options.paths.first else {
            throw BenchError.usage("generate needs one output folder")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for input in all {
            let bytes = input.make(options.size)
            let path = folder + "/" + input.name + ".swift"
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                throw BenchError(message: "cannot write \(path)")
            }
            print("\(path)\t\(bytes.count) bytes")
        }
    }
}
