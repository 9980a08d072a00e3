import Foundation

/// What one listing of a folder (`readdir`) says about the names that mark a project or a
/// deployment target: `Package.swift`, `*.xcodeproj`, `*.xcworkspace`, `.git`. Names are
/// compared as bytes; the entry's type is not looked at (a listed `.git` may be a dangling link).
public struct FolderMarkers: Hashable, Sendable {
    public var hasManifest = false
    public var hasXcodeProject = false
    public var hasXcodeWorkspace = false
    public var hasGit = false

    public init() {}

    /// Lists `folder` itself; nil when it cannot be listed.
    public init?(listing folder: String) {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let name = raw.bindMemory(to: UInt8.self)
                note(UnsafeBufferPointer(rebasing: name[0..<(name.firstIndex(of: 0) ?? name.count)]))
            }
        }
    }

    /// Takes one entry's name (its bytes, without the terminating NUL) into account.
    public mutating func note(_ name: UnsafeBufferPointer<UInt8>) {
        if Self.equals(name, "Package.swift") { hasManifest = true }
        if Self.equals(name, ".git") { hasGit = true }
        if Self.endsWith(name, ".xcodeproj") { hasXcodeProject = true }
        if Self.endsWith(name, ".xcworkspace") { hasXcodeWorkspace = true }
    }

    /// The project this folder itself marks: a package before an Xcode project before a repository root.
    public var projectKind: ProjectRoot.Kind? {
        if hasManifest { return .package }
        if hasXcodeProject || hasXcodeWorkspace { return .xcode }
        return hasGit ? .repository : nil
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        bytes.count == name.utf8CodeUnitCount && endsWith(bytes, name)
    }

    private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard bytes.count >= length else { return false }
        let start = bytes.count - length
        for offset in 0..<length where bytes[start + offset] != suffix.utf8Start[offset] { return false }
        return true
    }
}

/// The markers of every folder a file discovery listed, by the path it listed it under, so
/// the project lookup and the deployment-target resolver need not list those folders again.
/// Filled once, then only read: a value, safe to share between threads. A folder that is not
/// in the table (an ancestor of what was linted, say) is listed by whoever asks.
public struct FolderListing: Sendable {
    private var markers: [String: FolderMarkers] = [:]

    public init() {}

    public subscript(folder: String) -> FolderMarkers? { markers[folder] }

    public var count: Int { markers.count }

    public mutating func record(_ folderMarkers: FolderMarkers, for folder: String) {
        markers[folder] = folderMarkers
    }

    /// Each recorded folder and its markers, in no particular order.
    public var entries: [(folder: String, markers: FolderMarkers)] { markers.map { ($0.key, $0.value) } }
}
