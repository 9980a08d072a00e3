import Foundation
import Testing
@testable import GestureLintCLI

/// Every input in `Fuzz/Regressions/` (crashes, hangs and slow inputs the fuzzer or a report
/// found) goes through the fuzzer's whole pipeline again: it must finish, and quickly.
@Suite struct FuzzRegressionTests {
    static let folder = Executable.repositoryRoot.appendingPathComponent("Fuzz/Regressions").path

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }

    @Test func regressionFolderIsNotEmpty() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs) func replays(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
        let clock = ContinuousClock()
        let elapsed = clock.measure { FuzzPipeline.run([UInt8](bytes)) }
        // Generous for a debug build on a loaded machine; a quadratic input takes far longer.
        #expect(elapsed < .seconds(20), "\(name) took \(elapsed)")
    }
}
