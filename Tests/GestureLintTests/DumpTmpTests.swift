import Foundation
import Testing
import GestureLintCore

@Suite struct DumpTmpTests {
    @Test func dump() throws {
        let paths = (ProcessInfo.processInfo.environment["DUMP_FILES"] ?? "").split(separator: ",").map(String.init)
        let files = try paths.map { SourceFile(path: $0, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0)))) }
        print(ModelDump.render(files: files))
    }
}
