import Foundation
import GestureLintCore

/// `gesturelint server`: runs the language server on standard input and output until `exit`.
struct ServerCommand {
    static let help = """
        Usage: gesturelint server

        Speaks the Language Server Protocol (3.17) on standard input and output, for editors:
        findings of open documents as you type (against the document's whole project), the safe
        fix and "disable for this line" as code actions. The README shows each editor's setup.
        Reads the .gesturelint.yml nearest to each document, again whenever it changes.

        """

    static let specs: [OptionSpec] = [OptionSpec(name: "help", takesValue: false)]

    var rules: [any Rule]
    var io: IO

    func run(_ parsed: ParsedArguments) throws(UsageError) -> Int32 {
        if let extra = parsed.positionals.first { throw UsageError("'server' takes no paths, found '\(extra)'; the editor sends the documents") }
        let writer = MessageWriter(descriptor: 1)
        let stderr = io.stderr
        let server = LanguageServer(rules: rules, jobs: ProcessInfo.processInfo.activeProcessorCount,
                                    send: writer.send, log: { stderr.write("gesturelint server: \($0)\n") })
        let queue = MessageQueue()
        queue.startReading(0)
        return server.run(queue)
    }
}
