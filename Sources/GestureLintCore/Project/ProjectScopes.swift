import Foundation

/// Who sees whose declarations inside one project. A SwiftPM package with a readable manifest
/// has one scope per target (its folder: `path:`, else `Sources/<Target>` or `Tests/<Target>`),
/// seeing itself and the package targets it depends on, directly or not (a module can import its
/// dependencies' dependencies); files in no target's folder form one more scope that sees the
/// whole package. Anything else (an Xcode project, a repository, a package whose manifest cannot
/// be read) is one scope.
public struct ProjectScopes: Sendable, Equatable {
    /// Scope names: target names, or `ProjectScopes.wholeProject` / `ProjectScopes.outsideTargets`.
    public var names: [String]
    /// Per scope, the scopes (indices into `names`) it sees, itself included.
    public var visible: [[Int]]
    /// Per scope, its folder (absolute), or nil for the whole project / outside the targets.
    private var folders: [TargetFolder?]
    /// Set when the manifest was read: why the package is, or is not, split into targets.
    public var summary: String

    /// A target's folder as `scope(ofFile:)` matches it, made once per scope instead of once per
    /// file and target (a plan asks for every file of a package, against each of its targets).
    private struct TargetFolder: Sendable, Equatable {
        /// The folder and a `/`: what the path of a file inside it starts with.
        var prefix: String
        /// The folder's length in `Character`s: the deepest folder wins.
        var length: Int

        init(_ folder: String) {
            prefix = folder + "/"
            length = folder.count
        }
    }

    private init(names: [String], visible: [[Int]], folders: [String?], summary: String) {
        self.names = names
        self.visible = visible
        self.folders = folders.map { $0.map(TargetFolder.init) }
        self.summary = summary
    }

    public static let wholeProject = "whole project"
    public static let outsideTargets = "outside the targets"

    /// One scope for everything.
    public static func single(summary: String) -> ProjectScopes {
        ProjectScopes(names: [wholeProject], visible: [[0]], folders: [nil], summary: summary)
    }

    /// The scopes of `root`: read from its `Package.swift` when it is a package.
    public static func of(_ root: ProjectRoot) -> ProjectScopes {
        guard root.kind == .package else { return .single(summary: "one scope (\(root.kind.rawValue))") }
        let manifest = root.path == "/" ? "/Package.swift" : root.path + "/Package.swift"
        guard let data = FileManager.default.contents(atPath: manifest) else {
            return .single(summary: "one scope (Package.swift unreadable)")
        }
        guard let package = PackageTargets.read([UInt8](data)) else {
            return .single(summary: "one scope (Package.swift targets not readable without running it)")
        }
        return of(package, root: root.path)
    }

    static func of(_ package: PackageTargets, root: String) -> ProjectScopes {
        let targets = package.targets
        var position: [String: Int] = [:]
        for (index, target) in targets.enumerated() where position[target.name] == nil { position[target.name] = index }
        var folders: [String?] = []
        let manager = FileManager.default
        for target in targets {
            if let path = target.path {
                folders.append(ProjectPath.normalize(root + "/" + path))
            } else {
                let found = target.defaultFolders.map { ProjectPath.normalize(root + "/" + $0) }.first { folder in
                    var isDirectory: ObjCBool = false
                    return manager.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
                }
                folders.append(found)
            }
        }
        var visible: [[Int]] = []
        for index in targets.indices {
            var seen: Set<Int> = [index]
            var pending = [index]
            while let next = pending.popLast() {
                for dependency in targets[next].dependencies {
                    if let other = position[dependency], seen.insert(other).inserted { pending.append(other) }
                }
            }
            visible.append(seen.sorted())
        }
        let rest = targets.count
        visible.append(Array(0...rest))
        folders.append(nil)
        return ProjectScopes(names: targets.map(\.name) + [outsideTargets], visible: visible, folders: folders,
                             summary: "\(targets.count) target\(targets.count == 1 ? "" : "s") from Package.swift")
    }

    /// The scope of a file (absolute path) of this project: the target whose folder holds it
    /// (the deepest, when folders nest), else the last scope.
    public func scope(ofFile path: String) -> Int {
        var best: Int?
        var bestLength = -1
        for (index, folder) in folders.enumerated() {
            guard let folder, folder.length > bestLength, path.hasPrefix(folder.prefix) else { continue }
            best = index
            bestLength = folder.length
        }
        return best ?? names.count - 1
    }

    /// The names of the scopes `scope` sees, itself first.
    public func seenNames(by scope: Int) -> [String] {
        [names[scope]] + visible[scope].filter { $0 != scope }.map { names[$0] }
    }
}

public enum ProjectPath {
    /// Removes `.` and empty components and resolves `..` lexically. Components are split at the
    /// byte `/` (as the file system does), not at `Character`s: a plan normalizes a few folders
    /// per target of every package it reads, and splitting a `String` by `Character` was most of
    /// that time.
    public static func normalize(_ path: String) -> String {
        var path = path
        return path.withUTF8 { bytes -> String in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            var parts: [Range<Int>] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
                let length = end - start
                if length == 0 || (length == 1 && bytes[start] == dot) {
                    // empty or `.`
                } else if length == 2 && bytes[start] == dot && bytes[start + 1] == dot {
                    if !parts.isEmpty { parts.removeLast() }
                } else {
                    parts.append(start..<end)
                }
                start = end + 1
            }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 1)
            if bytes.first == slash { result.append(slash) }
            for (index, part) in parts.enumerated() {
                if index > 0 { result.append(slash) }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part]))
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
