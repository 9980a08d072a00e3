import Foundation

/// The `.swift` and `.swiftinterface` files under some paths, loaded into memory.
struct Corpus {
    var paths: [String]
    var contents: [[UInt8]]

    var byteCount: Int { contents.reduce(0) { $0 + $1.count } }

    static func isSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".swiftinterface")
    }

    /// Source files named directly, and those found (recursively, sorted) under folders.
    static func sourcePaths(under roots: [String]) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                result.append(root)
                continue
            }
            var found: [String] = []
            let enumerator = manager.enumerator(atPath: root)
            while let entry = enumerator?.nextObject() as? String {
                // A folder may be named like a source file (`GRDB.swift/`): only regular files count.
                guard isSource(entry) else { continue }
                var entryIsDirectory: ObjCBool = false
                let path = root + "/" + entry
                if manager.fileExists(atPath: path, isDirectory: &entryIsDirectory), !entryIsDirectory.boolValue {
                    found.append(path)
                }
            }
            result += found.sorted()
        }
        return result
    }

    static func readBytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    static func load(_ roots: [String]) throws -> Corpus {
        let paths = sourcePaths(under: roots)
        var contents: [[UInt8]] = []
        for path in paths {
            guard let bytes = readBytes(path) else { throw BenchError(message: "cannot read \(path)") }
            contents.append(bytes)
        }
        return Corpus(paths: paths, contents: contents)
    }
}
