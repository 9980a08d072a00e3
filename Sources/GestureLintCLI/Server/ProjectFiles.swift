import Foundation
import GestureLintCore

/// Where a document's project starts: the project the command line would find for it (the
/// engine's `ProjectLocator`: nearest `Package.swift`, `.xcodeproj`/`.xcworkspace`, else `.git`),
/// else the workspace folder that contains it, else its own folder.
struct WorkspaceProjects {
    var workspaceFolders: [String]
    private let locator = ProjectLocator()

    init(workspaceFolders: [String]) { self.workspaceFolders = workspaceFolders }

    func root(of path: String) -> String {
        if let project = locator.project(ofFile: path) { return project.path }
        let containing = workspaceFolders.filter { path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        return containing.max(by: { $0.count < $1.count }) ?? PathText.directory(of: path)
    }
}

/// The Swift files of one project as the engine has analysed them from disk. Each file is
/// re-read only when its size or modification time changes (or it is named by
/// `workspace/didChangeWatchedFiles`), so a keystroke costs one `stat` per project file.
final class ProjectFiles {
    let root: String
    private var paths: [String]? = nil
    private var entries: [String: Entry] = [:]
    /// Files that could not be read are left out of the index (the CLI reports them; the editor shows only the open file).
    private struct Entry {
        var stamp: Stamp
        var analysis: FileAnalysis
    }

    struct Stamp: Equatable {
        var size: Int
        var seconds: Int
        var nanoseconds: Int

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            size = Int(info.st_size)
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
        }
    }

    /// At most this many files are indexed for one project (a document opened in a huge folder).
    static let fileLimit = 20_000

    init(root: String) { self.root = root }

    /// Forget the file list (a file was created or deleted, or `excluded:` changed).
    func rediscover() { paths = nil }

    /// Forget one file's analysis (it changed on disk).
    func invalidate(_ path: String) { entries[path] = nil }

    /// Analyses of the project's files, with `overrides` (open documents) used instead of the disk.
    func analyses(excludes: ExcludeSet, overrides: [String: FileAnalysis], jobs: Int) -> [FileAnalysis] {
        let paths = discoveredPaths(excludes: excludes)
        var stale: [(String, Stamp)] = []
        var result: [FileAnalysis] = []
        result.reserveCapacity(paths.count + overrides.count)
        for path in paths where overrides[path] == nil {
            guard let stamp = Stamp(path) else { entries[path] = nil; continue }
            if let entry = entries[path], entry.stamp == stamp { result.append(entry.analysis) } else { stale.append((path, stamp)) }
        }
        let fresh = Parallel.map(stale, jobs: jobs) { path, stamp -> (String, Stamp, FileAnalysis?) in
            guard let bytes = try? IO.readFileFromDisk(path) else { return (path, stamp, nil) }
            return (path, stamp, FileAnalysis(file: SourceFile(path: path, bytes: bytes)))
        }
        for (path, stamp, analysis) in fresh {
            guard let analysis else { continue }
            entries[path] = Entry(stamp: stamp, analysis: analysis)
            result.append(analysis)
        }
        result.append(contentsOf: overrides.values)
        return result
    }

    /// A file's bytes as last analysed (for positions of a finding's related place in another file).
    func bytes(of path: String) -> [UInt8]? { entries[path]?.analysis.file.bytes }

    private func discoveredPaths(excludes: ExcludeSet) -> [String] {
        if let paths { return paths }
        let discovery = FileDiscovery(excludes: excludes, forceExclude: false, warn: { _ in }, display: { $0 })
        let found = (try? discovery.discover([root])) ?? []
        let limited = Array(found.prefix(Self.fileLimit))
        paths = limited
        let kept = Set(limited)
        entries = entries.filter { kept.contains($0.key) }
        return limited
    }
}
