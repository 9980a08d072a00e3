import Foundation
import GestureLintCore

/// Hidden `dump-tokens [--header] FILE...`: the tokenizer's output in the `swift-tokens` oracle
/// format, for `Scripts/compare-tokens.sh`. Its output format must not change.
struct DumpTokensCommand {
    var io: IO

    func run(_ arguments: [String]) -> Int32 {
        var exit: Int32 = 0
        let header = arguments.contains("--header")
        for path in arguments where !path.hasPrefix("--") {
            guard let data = FileManager.default.contents(atPath: io.absolute(path)) else {
                io.stderr.write("gesturelint: cannot read \(path)\n")
                exit = 2
                continue
            }
            let bytes = [UInt8](data)
            let tokens = Tokenizer.tokenize(bytes)
            if header { io.stdout.write("#file\t\(path)\t\(bytes.count)\n") }
            io.stdout.write(TokenDump.oracleFormatBytes(tokens, bytes: bytes))
        }
        return exit
    }
}
