#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents so that a reader (or a crash) sees either the old file or the new
/// one, never half of each: write a temporary file in the same folder (same file system, so
/// `rename` is atomic), give it the original's mode, then rename it over the original.
public enum AtomicWriter {
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    public static func write(_ bytes: [UInt8], to givenPath: String) throws(WriteError) {
        // Write through a symbolic link to its target: renaming over the link would replace it.
        var path = givenPath
        if let resolved = realpath(givenPath, nil) {
            path = String(cString: resolved)
            free(resolved)
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw WriteError(path: path, reason: errnoText()) }
        let mode = info.st_mode & 0o7777
        // Respect a file the user made read-only, even when running as root.
        guard mode & 0o222 != 0 else {
            throw WriteError(path: givenPath, reason: "the file is read-only; make it writable (chmod u+w) to fix it")
        }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).gesturelint-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError(path: path, reason: "cannot create a temporary file beside it: \(errnoText())") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String? = nil
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errnoText()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = errnoText() }
        // Keep the owner too when allowed (root fixing a user's file); otherwise it is ours anyway.
        _ = fchown(descriptor, info.st_uid, info.st_gid)
        if failure == nil, fsync(descriptor) != 0 { failure = errnoText() }
        if close(descriptor) != 0, failure == nil { failure = errnoText() }
        if failure == nil, rename(temporary, path) != 0 { failure = errnoText() }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
