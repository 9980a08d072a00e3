import Foundation
import GestureLintCore

/// Turns the command line's paths into the files to lint: folders are walked recursively for
/// `*.swift`, skipping hidden folders, build products and dependency checkouts, and what
/// `excluded:` names. Symlink loops, broken links and unreadable folders are reported once (via
/// `warn`) and skipped, so the walk always ends.
struct FileDiscovery {
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage"]

    var excludes: ExcludeSet
    var forceExclude: Bool
    var warn: (String) -> Void
    var display: (String) -> String
    /// Lists but does not enter a folder below a walked one that marks a project of its own
    /// (`FolderMarkers.projectKind`): none of its files belongs to the walked folder's project
    /// (`ProjectLocator` stops at the nearest marker), so a project's walk need not read them.
    var stopsAtNestedProjects = false
    /// Threads for looking up the paths named (thousands when a hook or script names every file).
    var jobs = 1

    /// The threads for per-path work on `count` named paths: a few hundred are not worth the threads.
    static func threads(forNamed count: Int, jobs: Int) -> Int { count >= 512 ? jobs : 1 }

    private struct Identity: Hashable { var device: UInt64; var inode: UInt64 }

    /// Absolute paths of the files to lint, sorted, each file once.
    func discover(_ absolutePaths: [String]) throws(UsageError) -> [String] {
        try walkPaths(absolutePaths).files
    }

    /// What a discovery found, the markers of every folder it listed (`FolderListing`), and whether a walk of any folder below one of `walkedFolders`
    /// alone would find exactly the found files below that folder: true when no symbolic link,
    /// unreadable folder or file or folder seen twice made the walk depend on what came before.
    struct Walk {
        var files: [String]
        var walkedFolders: [String]
        var clean: Bool
        var listing = FolderListing()
        /// The paths named that are folders, in order, force-excluded ones included.
        var namedFolders: [String] = []
    }

    /// `discover`, telling which folders were walked and whether the walk was clean.
    func walkPaths(_ absolutePaths: [String]) throws(UsageError) -> Walk {
        var state = WalkState()
        // Each named path's lookup walks it from `/` in the kernel: for many paths, on `jobs` threads.
        let lookups = Parallel.map(absolutePaths, jobs: Self.threads(forNamed: absolutePaths.count, jobs: jobs)) { path -> (info: stat, error: Int32) in
            var info = stat()
            return stat(path, &info) == 0 ? (info, 0) : (info, errno)
        }
        for (path, lookup) in zip(absolutePaths, lookups) {
            let info = lookup.info
            guard lookup.error == 0 else {
                throw UsageError("path '\(display(path))' does not exist (\(String(cString: strerror(lookup.error))))")
            }
            if Self.isDirectory(info) {
                state.namedFolders.append(path)
                if forceExclude && excludes.excludes(path) { continue }
                state.ancestors = [identity(info)]
                state.walkedFolders.append(path)
                walk(path, info: info, into: &state)
            } else {
                // A file named explicitly is linted whatever its extension; excludes apply only
                // with --force-exclude (pre-commit passes every staged file by name).
                if forceExclude && excludes.excludes(path) { continue }
                if state.seenFiles.insert(identity(info)).inserted { state.files.append(path) } else { state.clean = false }
            }
        }
        return Walk(files: state.files.sorted(), walkedFolders: state.walkedFolders, clean: state.clean,
                    listing: state.listing, namedFolders: state.namedFolders)
    }

    private struct WalkState {
        var files: [String] = []
        var seenFiles: Set<Identity> = []
        var seenFolders: Set<Identity> = []
        var ancestors: [Identity] = []
        var reported: Set<String> = []
        var walkedFolders: [String] = []
        var namedFolders: [String] = []
        var clean = true
        var listing = FolderListing()
    }

    /// `info`: the folder's `stat` (its identity), as its parent's listing found it.
    private func walk(_ folder: String, info: stat, into state: inout WalkState) {
        guard state.seenFolders.insert(identity(info)).inserted else { state.clean = false; return }
        guard let directory = opendir(folder) else {
            state.clean = false
            report("cannot read folder \(display(folder)): \(String(cString: strerror(errno))); skipped", key: folder, &state)
            return
        }
        // Open until its entries are looked at: each is looked up relative to it (`fstatat`), not by
        // its whole path from `/` again (the kernel's path walk was most of discovery's time).
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var names: [String] = []
        var markers = FolderMarkers()
        while let entry = readdir(directory) {
            // A regular file that is not Swift is never an input: it needs no lookup (most of a
            // repository's files are assets, documents and data). Anything else, or a file system
            // that does not give the type, is looked up below.
            let isRegularFile = entry.pointee.d_type == UInt8(DT_REG)
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                markers.note(UnsafeBufferPointer(rebasing: bytes[0..<(bytes.firstIndex(of: 0) ?? bytes.count)]))
            }
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." || name.hasPrefix(".") { continue }
            if isRegularFile, !name.hasSuffix(".swift") { continue }
            names.append(name)
        }
        state.listing.record(markers, for: folder)
        // The first of `ancestors` is the folder named: the walk's own root is never nested.
        if stopsAtNestedProjects, state.ancestors.count > 1, markers.projectKind != nil { return }
        for name in names.sorted() {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            var linkInfo = stat()
            guard fstatat(descriptor, name, &linkInfo, AT_SYMLINK_NOFOLLOW) == 0 else { state.clean = false; continue }
            var info = linkInfo
            let isLink = (linkInfo.st_mode & S_IFMT) == S_IFLNK
            if isLink {
                state.clean = false
                guard fstatat(descriptor, name, &info, 0) == 0 else {
                    if name.hasSuffix(".swift") || errno == ELOOP {
                        report("cannot follow symbolic link \(display(path)): \(String(cString: strerror(errno))); skipped", key: path, &state)
                    }
                    continue
                }
            }
            if Self.isDirectory(info) {
                if Self.skippedFolders.contains(name) || excludes.excludes(path) { continue }
                let id = identity(info)
                if state.ancestors.contains(id) {
                    report("symbolic link loop at \(display(path)); skipped", key: "loop:\(id.device):\(id.inode)", &state)
                    continue
                }
                state.ancestors.append(id)
                walk(path, info: info, into: &state)
                state.ancestors.removeLast()
            } else if (info.st_mode & S_IFMT) == S_IFREG, name.hasSuffix(".swift"), !excludes.excludes(path) {
                if state.seenFiles.insert(identity(info)).inserted { state.files.append(path) } else { state.clean = false }
            }
        }
    }

    private func report(_ message: String, key: String, _ state: inout WalkState) {
        if state.reported.insert(key).inserted { warn(message) }
    }

    private func identity(_ info: stat) -> Identity {
        Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
}
