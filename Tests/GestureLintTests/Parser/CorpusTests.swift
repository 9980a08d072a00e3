import Foundation
import Testing
import GestureLintCore

/// Real Swift: the toolchain's `.swiftinterface` files and our own fixtures must parse with
/// zero `parse_error`s. Debug builds parse a deterministic sample (every interface under 150 KB,
/// about 2 MB); set `GESTURELINT_FULL_CORPUS=1` to parse all of them (~16 MB).
@Suite struct CorpusTests {
    static func interfaceFiles() -> [String] {
        var result: [String] = []
        let full = ProcessInfo.processInfo.environment["GESTURELINT_FULL_CORPUS"] == "1"
        let enumerator = FileManager.default.enumerator(atPath: "/opt/swift")
        while let entry = enumerator?.nextObject() as? String {
            guard entry.hasSuffix(".swiftinterface") else { continue }
            let path = "/opt/swift/" + entry
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            if full || size < 150_000 { result.append(path) }
        }
        return result.sorted()
    }

    static func load(_ path: String) -> SourceFile {
        SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
    }

    @Test func toolchainInterfacesParseWithoutErrors() throws {
        let paths = Self.interfaceFiles()
        try #require(!paths.isEmpty, "no .swiftinterface files under /opt/swift")
        var failures: [String] = []
        var analyses: [FileAnalysis] = []
        for path in paths {
            let file = Self.load(path)
            let analysis = FileAnalysis(file: file)
            analyses.append(analysis)
            for error in analysis.tree.errors.prefix(3) {
                failures.append("\(path):\(file.location(of: error.range.lowerBound)): \(error.message)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) parse errors:\n\(failures.prefix(20).joined(separator: "\n"))")
        let index = ProjectIndex(analyses: analyses)
        #expect(!index.types.isEmpty && !index.functions.isEmpty)
    }

    @Test func fixturesParseWithoutErrors() throws {
        let root = FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var count = 0
        while let entry = enumerator?.nextObject() as? String {
            guard entry.hasSuffix(".swift") else { continue }
            count += 1
            let analysis = FileAnalysis(file: Self.load(root.appendingPathComponent(entry).path))
            #expect(analysis.tree.errors.isEmpty, "Fixtures/\(entry): \(analysis.tree.errors)")
        }
        #expect(count > 0)
    }
}
