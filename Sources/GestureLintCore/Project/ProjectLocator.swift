import Foundation

/// The project a file belongs to: the folder that decides which other files its declarations
/// can come from.
public struct ProjectRoot: Hashable, Sendable, Comparable {
    public enum Kind: String, Sendable {
        /// A folder holding `Package.swift`.
        case package
        /// A folder holding an `.xcodeproj` or `.xcworkspace`.
        case xcode
        /// A repository root (a folder holding `.git`).
        case repository
        /// No project above the file: the folder that was linted.
        case folder
    }

    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    public static func < (lhs: ProjectRoot, rhs: ProjectRoot) -> Bool { lhs.path < rhs.path }
}

/// Finds each file's project: walking up from its folder, the nearest folder holding
/// `Package.swift`, an `.xcodeproj` or an `.xcworkspace`; else the nearest holding `.git`; else
/// nothing (the caller then uses the folder that was linted). Results are cached per folder,
/// so a 5,000-file project costs one directory listing per folder. Thread-safe.
public final class ProjectLocator: @unchecked Sendable {
    private let lock = NSLock()
    /// Per folder: the nearest marker at or above it (nil: none up to `/`).
    private var cache: [String: ProjectRoot?] = [:]
    private var markerCache: [String: ProjectRoot.Kind?] = [:]

    /// - Parameter listing: folders a discovery already listed; they are not listed again.
    public init(listing: FolderListing = FolderListing()) {
        remember(listing)
    }

    /// Takes the markers of folders listed elsewhere (a discovery's walk), so they are not listed again.
    public func remember(_ listing: FolderListing) {
        guard listing.count > 0 else { return }
        lock.lock()
        for (folder, markers) in listing.entries where markerCache[folder] == nil {
            markerCache[folder] = .some(markers.projectKind)
        }
        lock.unlock()
    }

    /// The project of a file given by its absolute, normalized path.
    public func project(ofFile path: String) -> ProjectRoot? {
        project(ofFolder: Self.parent(of: path))
    }

    /// `project(ofFile:)` of each path, each folder looked up once for a run of paths in the same
    /// folder (discovery lists a folder's files together): the lookup hashes the folder's whole
    /// path, once per file of a 9,000-file corpus otherwise.
    public func projects(ofFiles paths: [String]) -> [ProjectRoot?] {
        var previous: (folder: String, project: ProjectRoot?)?
        return paths.map { path in
            let folder = Self.parent(of: path)
            if let previous, previous.folder == folder { return previous.project }
            let project = project(ofFolder: folder)
            previous = (folder, project)
            return project
        }
    }

    /// The nearest project marker at or above `folder` (absolute, normalized): a package or
    /// Xcode project first, else the repository root.
    public func project(ofFolder folder: String) -> ProjectRoot? {
        var visited: [String] = []
        var current = folder
        var found: ProjectRoot?? = nil
        var repository: ProjectRoot?
        while true {
            if let cached = cached(current) {
                found = cached
                break
            }
            visited.append(current)
            if let kind = marker(in: current) {
                if kind == .repository {
                    // A package or Xcode project above the repository root is not this project.
                    repository = ProjectRoot(path: current, kind: .repository)
                    break
                }
                found = .some(ProjectRoot(path: current, kind: kind))
                break
            }
            let parent = Self.parent(of: current)
            if parent == current { found = .some(nil); break }
            current = parent
        }
        let result = repository ?? found ?? nil
        lock.lock()
        for folder in visited { cache[folder] = .some(result) }
        lock.unlock()
        return result
    }

    private func cached(_ folder: String) -> ProjectRoot?? {
        lock.lock()
        defer { lock.unlock() }
        return cache[folder]
    }

    /// What this folder itself holds: `Package.swift` → package; `*.xcodeproj`/`*.xcworkspace`
    /// → Xcode; `.git` → repository; else nil.
    func marker(in folder: String) -> ProjectRoot.Kind? {
        lock.lock()
        if let cached = markerCache[folder] { lock.unlock(); return cached }
        lock.unlock()
        let result = FolderMarkers(listing: folder)?.projectKind
        lock.lock()
        markerCache[folder] = .some(result)
        lock.unlock()
        return result
    }

    /// The folder above `path`, cut at its last byte `/` (a search of the UTF-8 bytes: called for
    /// every reported file and every folder above it, where searching `Character`s cost more).
    static func parent(of path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return slash == utf8.startIndex ? "/" : String(decoding: utf8[..<slash], as: UTF8.self)
    }
}
