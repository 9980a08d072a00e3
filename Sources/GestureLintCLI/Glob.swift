/// A path pattern from `excluded:`: `**` matches any number of folders (also none), `*` any
/// characters within one path component, `?` one character. A pattern also matches everything
/// inside a folder it matches, so `Generated` and `**/Generated/**` both exclude that folder.
struct Glob: Sendable {
    let pattern: String
    let components: [Substring]

    init(_ pattern: String) {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.count > 1 && text.hasSuffix("/") { text = text.dropLast() }
        self.pattern = String(text)
        self.components = text.split(separator: "/")
    }

    var isAbsolute: Bool { pattern.hasPrefix("/") }

    /// Whether `path` (relative to the pattern's base folder, or absolute for absolute patterns)
    /// or one of the folders containing it matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.isEmpty { return false }
        for length in 1...parts.count where Self.match(components[...], parts[0..<length]) {
            return true
        }
        return false
    }

    static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var tail = path
            while true {
                if match(rest, tail) { return true }
                if tail.isEmpty { return false }
                tail = tail.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var tail = text
            while true {
                if matchComponent(pattern.dropFirst(), tail) { return true }
                if tail.isEmpty { return false }
                tail = tail.dropFirst()
            }
        case "?":
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}

/// The `excluded:` patterns of a configuration, relative to the configuration's folder.
struct ExcludeSet: Sendable {
    var globs: [Glob]
    /// Absolute folder the patterns are relative to.
    var base: String

    func excludes(_ absolutePath: String) -> Bool {
        if globs.isEmpty { return false }
        let relative = PathText.relative(absolutePath, to: base)
        for glob in globs {
            if glob.isAbsolute {
                if glob.matches(absolutePath) { return true }
            } else if let relative, relative != ".", glob.matches(relative) {
                return true
            }
        }
        return false
    }
}
