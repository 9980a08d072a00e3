import Foundation
import GestureLintCore

/// Hidden `dump-model FILE...`: the gesture model of the files (indexed together, as one
/// project) in the stable text form the golden tests use: modifier chains, attachments,
/// resolved gestures, callbacks and what they read and write.
struct DumpModelCommand {
    var io: IO

    func run(_ arguments: [String]) -> Int32 {
        var files: [SourceFile] = []
        var exit: Int32 = 0
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: io.absolute(path)) else {
                io.stderr.write("gesturelint: cannot read \(path); check the path and its permissions\n")
                exit = 2
                continue
            }
            files.append(SourceFile(path: path, bytes: [UInt8](data)))
        }
        if arguments.isEmpty {
            io.stderr.write("gesturelint: 'dump-model' needs one or more Swift files\n")
            return 2
        }
        let dump = ModelDump.render(files: files)
        io.stdout.write(dump.hasSuffix("\n") ? dump : dump + "\n")
        return exit
    }
}
