import Foundation

/// Finds the minimum OS versions each linted file is built for, in this order:
///
/// 1. the configuration's `deployment_target` (passed in as `configured`): it wins for every file;
/// 2. walking up from the file's folder, the first folder that has
///    - a `Package.swift` whose `platforms:` list is readable, else
///    - one or more `*.xcodeproj/project.pbxproj` with `*_DEPLOYMENT_TARGET` settings
///      (the lowest per platform across projects, targets and build configurations);
/// 3. nothing: nil, and the availability rules stay silent.
///
/// Decisions (documented in `gesturelint explain gesture_api_availability`):
/// - A `Package.swift` without `platforms:` contributes nothing and the walk continues.
///   SwiftPM would apply its defaults (iOS 12, macOS 10.13, ...), but such a manifest is most
///   often a tooling or library manifest next to the real app project, and assuming the defaults
///   would flag nearly every modern API: gesturelint prefers silence over that guess.
/// - The walk stops at the repository root: a folder that contains `.git` (a folder, or the file
///   a git worktree has) is examined, its parent is not. Nothing outside the repository decides
///   what the repository builds for.
/// - Results are cached per folder; the resolver is safe to call from the linter's worker threads.
public final class DeploymentTargetResolver: @unchecked Sendable {
    /// The configuration's target; when set, it is every file's target.
    public let configured: DeploymentTarget?
    private let currentDirectory: String
    private let lock = NSLock()
    private var cache: [String: DeploymentTarget?] = [:]
    /// An absolute folder path as written (`/work/app/Sources/../Sources`) to its standardized form.
    private var resolvedFolders: [String: String] = [:]
    /// Folders a discovery already listed (by the path it listed them under): not listed again.
    private let listing: FolderListing

    /// - Parameters:
    ///   - configured: `deployment_target` from `.gesturelint.yml` (its `source` should name that file).
    ///   - currentDirectory: what relative paths are relative to (default: the process's).
    ///   - listing: folders a discovery already listed.
    public init(configured: DeploymentTarget? = nil, currentDirectory: String? = nil,
                listing: FolderListing = FolderListing()) {
        self.configured = configured
        self.listing = listing
        self.currentDirectory = currentDirectory ?? FileManager.default.currentDirectoryPath
    }

    /// The closure `Linter(rules:settings:deploymentTarget:)` takes.
    public var perFile: @Sendable (SourceFile) -> DeploymentTarget? {
        { [self] file in self.target(forFile: file.path) }
    }

    /// The target of a file (or of code in a folder), given as an absolute or relative path.
    public func target(forFile path: String) -> DeploymentTarget? {
        if let configured { return configured }
        return target(inFolder: folder(of: path))
    }

    /// The absolute, standardized folder whose target governs `path`: the path itself when it is a
    /// folder, else the folder it is in (after symbolic links are resolved).
    func folder(of path: String) -> String {
        folderOfPlainFile(path) ?? standardizedFolder(of: path)
    }

    /// `folder(of:)` by standardizing the whole path: a system call per path component.
    func standardizedFolder(of path: String) -> String {
        let absolute = absolutePath(path)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
    }

    /// The target that governs code in `folder` (absolute, standardized).
    func target(inFolder folder: String) -> DeploymentTarget? {
        lock.lock()
        if let cached = cache[folder] {
            lock.unlock()
            return cached
        }
        lock.unlock()

        let result: DeploymentTarget?
        let entries = listing[folder] ?? FolderMarkers(listing: folder)
        if let own = Self.ownTarget(of: folder, entries: entries) {
            result = own
        } else if Self.isRepositoryRoot(folder, entries: entries) || folder == "/" || folder.isEmpty {
            result = nil
        } else {
            let parent = Self.parentFolder(of: folder)
            result = parent == folder ? nil : target(inFolder: parent)
        }

        lock.lock()
        cache[folder] = result
        lock.unlock()
        return result
    }

    /// What this folder itself declares: a manifest with platforms, else Xcode projects.
    /// `entries` (one listing of the folder) only spares the look-ups for names it does not hold.
    static func ownTarget(of folder: String, entries: FolderMarkers? = nil) -> DeploymentTarget? {
        let manager = FileManager.default
        let manifest = (folder as NSString).appendingPathComponent("Package.swift")
        if entries?.hasManifest != false, let data = manager.contents(atPath: manifest),
           let minimums = PackageManifestReader.minimums(in: [UInt8](data)), !minimums.isEmpty {
            return DeploymentTarget(minimums: minimums, source: manifest)
        }
        if entries?.hasXcodeProject == false { return nil }
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return nil }
        var minimums: [Platform: OSVersion] = [:]
        var sources: [String] = []
        for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
            let pbxproj = ((folder as NSString).appendingPathComponent(entry) as NSString)
                .appendingPathComponent("project.pbxproj")
            guard let data = manager.contents(atPath: pbxproj) else { continue }
            let found = XcodeProjectReader.minimums(in: [UInt8](data))
            guard !found.isEmpty else { continue }
            sources.append(pbxproj)
            for (platform, version) in found {
                minimums[platform] = minimums[platform].map { min($0, version) } ?? version
            }
        }
        guard !minimums.isEmpty else { return nil }
        return DeploymentTarget(minimums: minimums, source: sources.joined(separator: ", "))
    }

    /// `(folder as NSString).deletingLastPathComponent`, from the bytes when `folder` is a plain
    /// absolute path (no empty component, no trailing slash): everything before the last slash,
    /// or `/`. Foundation's version costs tens of thousands of instructions per call on Linux,
    /// and each file's walk up to its repository root asks it once per folder not yet cached.
    /// Any other spelling takes Foundation's path (`DeploymentTargetPathTests` compares the two).
    static func parentFolder(of folder: String) -> String {
        let bytes = folder.utf8
        let slash = UInt8(ascii: "/")
        guard bytes.count > 1, bytes.first == slash, bytes.last != slash else {
            return (folder as NSString).deletingLastPathComponent
        }
        var last = bytes.startIndex
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == slash {
                if previous == slash { return (folder as NSString).deletingLastPathComponent }
                last = index
            }
            previous = byte
        }
        return last == bytes.startIndex ? "/" : String(folder[..<last])
    }

    static func isRepositoryRoot(_ folder: String, entries: FolderMarkers? = nil) -> Bool {
        if entries?.hasGit == false { return false }
        return FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git"))
    }

    /// `folder(of:)` when `path` names a regular file that is not a symbolic link, else nil.
    ///
    /// Standardizing resolves symbolic links component by component, left to right, each step
    /// depending only on the path resolved so far: `P/name`, where `P` resolves to `R` and
    /// `R/name` is not a link, resolves to `R/name`. So a file's folder is its folder's
    /// resolution, and a folder's is its parent's plus its name: one `lstat` per file and per
    /// folder instead of a `readlink` per component of every path. Links, `.`, `..` and empty
    /// components take Foundation's own path (`DeploymentTargetPathTests` compares the two).
    private func folderOfPlainFile(_ path: String) -> String? {
        guard path.utf8.last != UInt8(ascii: "/"), path.hasPrefix("/") || currentDirectory.hasPrefix("/"),
              let (folder, name) = Self.split(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        else { return nil }
        let resolved = resolvedFolder(folder)
        guard Self.isPlain(resolved, name, type: 0o100000) else { return nil }   // S_IFREG
        return resolved
    }

    /// The standardized form of an absolute folder path, cached.
    private func resolvedFolder(_ folder: String) -> String {
        lock.lock()
        let cached = resolvedFolders[folder]
        lock.unlock()
        if let cached { return cached }
        let result: String
        if let (parent, name) = Self.split(folder), !Self.isStrippedPrefix(folder) {
            let resolvedParent = resolvedFolder(parent)
            result = Self.isPlain(resolvedParent, name, type: 0o040000)   // S_IFDIR
                ? Self.join(resolvedParent, name) : (folder as NSString).standardizingPath
        } else {
            result = (folder as NSString).standardizingPath
        }
        lock.lock()
        resolvedFolders[folder] = result
        lock.unlock()
        return result
    }

    /// An absolute path's parent and last component, when the component is a plain name (not
    /// empty, `.` or `..`) and the parent is not empty.
    private static func split(_ path: String) -> (parent: String, name: String)? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let name = path[path.utf8.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        return (parent, String(name))
    }

    /// Whether `folder/name` exists with the given file type (`lstat`: a link is no folder or file).
    private static func isPlain(_ folder: String, _ name: String, type: UInt32) -> Bool {
        var info = stat()
        return lstat(join(folder, name), &info) == 0 && info.st_mode & 0o170000 == type
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// Prefixes that standardizing strips from the whole result (Foundation's `/private` and
    /// `/var/automount`): paths below them are left to Foundation.
    private static func isStrippedPrefix(_ path: String) -> Bool {
        path.hasPrefix("/private") || path.hasPrefix("/var/automount")
    }

    private func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }

    // MARK: - Explaining the result (`gesturelint targets [path ...]`)

    /// One line per path: the versions found and the file they came from, e.g.
    ///
    ///     Sources/App/PhotoView.swift: iOS 16.0, macOS 13.0 (from Package.swift)
    ///     Sources/Tool/main.swift: none found (availability rules are silent; set deployment_target in .gesturelint.yml)
    public func describe(path: String) -> String {
        guard let target = target(forFile: path) else {
            return "\(path): none found (gesture_api_availability is silent; set deployment_target in .gesturelint.yml)"
        }
        return "\(path): \(Self.versions(of: target)) (from \(displayPath(target.source)))"
    }

    /// The same facts as `describe(path:)`, as a value for JSON output
    /// (`gesturelint rules --format json` / `targets --format json`).
    public func report(path: String) -> DeploymentTargetReport {
        guard let target = target(forFile: path) else { return DeploymentTargetReport(path: path, minimums: [:], source: nil) }
        var minimums: [String: String] = [:]
        for (platform, version) in target.minimums { minimums[platform.rawValue] = version.description }
        return DeploymentTargetReport(path: path, minimums: minimums, source: displayPath(target.source))
    }

    /// `describe(path:)` for several paths, one line each, in the order given.
    public func describe(paths: [String]) -> String {
        paths.map { describe(path: $0) }.joined(separator: "\n") + "\n"
    }

    /// `iOS 16.0, macOS 13.0` in a fixed platform order.
    public static func versions(of target: DeploymentTarget) -> String {
        Platform.allCases.compactMap { platform in
            target.minimum(platform).map { "\(platform.rawValue) \($0)" }
        }.joined(separator: ", ")
    }

    /// A source path relative to the current folder when below it (several sources stay comma-separated).
    func displayPath(_ source: String) -> String {
        source.components(separatedBy: ", ").map { path -> String in
            let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }.joined(separator: ", ")
    }
}

extension DeploymentTarget {
    /// A short name of where the target came from, for messages: `Package.swift`,
    /// `App.xcodeproj`, or the configuration file's name.
    public var sourceName: String {
        let first = source.components(separatedBy: ", ").first ?? source
        let url = URL(fileURLWithPath: first)
        if url.lastPathComponent == "project.pbxproj" { return url.deletingLastPathComponent().lastPathComponent }
        return url.lastPathComponent.isEmpty ? source : url.lastPathComponent
    }
}

/// Which deployment target applies to a path, and where it was found (nil `source`: none found).
public struct DeploymentTargetReport: Codable, Hashable, Sendable {
    public var path: String
    /// Platform name (`iOS`) to minimum version (`16.0`).
    public var minimums: [String: String]
    public var source: String?
}
