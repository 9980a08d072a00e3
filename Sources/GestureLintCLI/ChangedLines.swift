import Foundation

/// The lines added or changed since a git revision (`git diff -U0 REF`), by absolute path.
/// Untracked files count as entirely new, since a pull request adds them too.
struct ChangedLines {
    enum Lines { case all; case some(Set<Int>) }
    var byPath: [String: Lines]

    func contains(path: String, line: Int) -> Bool {
        switch byPath[path] {
        case .all?: return true
        case .some(let lines)?: return lines.contains(line)
        case nil: return false
        }
    }

    static func load(since revision: String, in folder: String) throws(UsageError) -> ChangedLines {
        let top: String
        switch git(["rev-parse", "--show-toplevel"], in: folder) {
        case .success(let output): top = output.trimmingCharacters(in: .whitespacesAndNewlines)
        case .failure(let message):
            throw UsageError("--changed-since needs a git repository, but \(folder) is not in one (\(message)); run from inside the repository or drop the option")
        }
        if case .failure = git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: folder) {
            throw UsageError("--changed-since: unknown git revision '\(revision)'; fetch it first (git fetch origin) or name an existing branch, tag or commit")
        }
        let diff: String
        switch git(["diff", "-U0", "--no-color", "--no-ext-diff", "--no-renames", revision, "--"], in: top) {
        case .success(let output): diff = output
        case .failure(let message): throw UsageError("--changed-since: git diff failed: \(message)")
        }
        let root = realPath(top)
        var result = parse(diff, root: root)
        if case .success(let untracked) = git(["ls-files", "--others", "--exclude-standard", "--full-name"], in: top) {
            for line in untracked.split(separator: "\n") where !line.isEmpty {
                result.byPath[root + "/" + line] = .all
            }
        }
        return result
    }

    /// Parses `+++ b/path` and `@@ -a,b +c,d @@` lines of a zero-context diff.
    static func parse(_ diff: String, root: String) -> ChangedLines {
        var byPath: [String: Lines] = [:]
        var current: String? = nil
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                current = name == "/dev/null" ? nil : root + "/" + (name.hasPrefix("b/") ? name.dropFirst(2) : name)
                if let current, byPath[current] == nil { byPath[current] = .some([]) }
            } else if line.hasPrefix("@@"), let current {
                // `+c,d`: d lines starting at c (d omitted means 1, d = 0 means a pure deletion).
                guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let parts = plus.dropFirst().split(separator: ",")
                guard let start = Int(parts[0]) else { continue }
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                if count > 0, case .some(var lines)? = byPath[current] {
                    lines.formUnion(start..<(start + count))
                    byPath[current] = .some(lines)
                }
            }
        }
        return ChangedLines(byPath: byPath)
    }

    enum GitResult { case success(String); case failure(String) }

    static func git(_ arguments: [String], in folder: String) -> GitResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Paths with non-ASCII characters must come out verbatim, not C-quoted.
        process.arguments = ["git", "-c", "core.quotePath=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .failure("cannot run git: \(error)") }
        // Read before waiting: a large diff would otherwise fill the pipe and block git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(message.isEmpty ? "git exited with \(process.terminationStatus)" : message)
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
