import Foundation
import GestureLintCore

/// Placeholder entry point; the full command line lands with the command issue.
public enum CLI {
    public static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "dump-tokens" {
            var exit: Int32 = 0
            let header = arguments.contains("--header")
            for path in arguments.dropFirst() where !path.hasPrefix("--") {
                guard let data = FileManager.default.contents(atPath: path) else {
                    FileHandle.standardError.write(Data("gesturelint: cannot read \(path)\n".utf8))
                    exit = 2
                    continue
                }
                let bytes = [UInt8](data)
                let tokens = Tokenizer.tokenize(bytes)
                if header { FileHandle.standardOutput.write(Data("#file\t\(path)\t\(bytes.count)\n".utf8)) }
                FileHandle.standardOutput.write(Data(TokenDump.oracleFormat(tokens, bytes: bytes).utf8))
            }
            return exit
        }
        return 0
    }
}
