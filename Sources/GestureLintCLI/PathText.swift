import Foundation
import GestureLintCore

/// Lexical path helpers (no file system access).
public enum PathText {
    /// Removes `.` and empty components and resolves `..` lexically.
    public static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }   // the common case (every file path), with no allocation
        // Split at the byte `/` (`find .` names every file `./…`: splitting each into `Character`s
        // was a third of the supervisor's time before the worker started, with every file named).
        return ProjectPath.normalize(path)
    }

    /// Whether `normalize` would return `path` unchanged: no empty, `.` or `..` component and no
    /// trailing `/` (except the root itself).
    static func isNormalized(_ path: String) -> Bool {
        var length = 0
        var dots = 0
        var isFirst = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if !isFirst, length == 0 || (length == dots && dots <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            isFirst = false
        }
        if length == 0 { return path.isEmpty || path == "/" }
        return !(length == dots && dots <= 2)
    }

    /// `path` relative to `base` when it is inside it ("" for `base` itself → "."), else nil.
    public static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return bytes(of: path, after: prefix) ?? String(path.dropFirst(prefix.count))
    }

    /// What follows `prefix` in `path`, cut after `prefix`'s bytes without counting `Character`s
    /// (every reported file's path is shown relative to the working folder): nil unless `path`
    /// starts with those very bytes and nothing or an ASCII byte follows them, where that cut is
    /// the one after `prefix.count` `Character`s (nothing after the `/` ending `prefix` can join
    /// its `Character`).
    private static func bytes(of path: String, after prefix: String) -> String? {
        var path = path
        var prefix = prefix
        return path.withUTF8 { whole in
            prefix.withUTF8 { start -> String? in
                guard let wholeStart = whole.baseAddress, let prefixStart = start.baseAddress, whole.count >= start.count,
                      memcmp(wholeStart, prefixStart, start.count) == 0 else { return nil }
                let rest = UnsafeBufferPointer(rebasing: whole[start.count...])
                guard rest.first.map({ $0 < 0x80 }) ?? true else { return nil }
                return String(decoding: rest, as: UTF8.self)
            }
        }
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
