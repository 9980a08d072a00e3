import Foundation

/// Known diagnostics, recorded so that a legacy code base can adopt gesturelint and see only new
/// findings. Entries are keyed by path, rule and a fingerprint of the diagnostic's line text
/// (not its number), so inserting lines above a known diagnostic does not bring it back.
public struct Baseline: Sendable, Equatable {
    public struct Key: Hashable, Sendable, Comparable {
        public var path: String
        public var rule: String
        public var fingerprint: String

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.path, lhs.rule, lhs.fingerprint) < (rhs.path, rhs.rule, rhs.fingerprint)
        }
    }

    /// How many diagnostics share each key (identical lines may hold several).
    public var counts: [Key: Int]

    public init(counts: [Key: Int] = [:]) { self.counts = counts }

    /// `pathKey` maps a diagnostic's path to the form stored in the baseline (relative to the
    /// baseline's folder), so the file works from any working folder.
    public static func key(for diagnostic: Diagnostic, source: SourceFile?, pathKey: String) -> Key {
        let text = source.map { Fingerprint.normalizedLine(diagnostic.start.line, of: $0) } ?? diagnostic.message
        return Key(path: pathKey, rule: diagnostic.ruleID, fingerprint: Fingerprint.hex128(text))
    }

    public init(recording diagnostics: [Diagnostic], keys: (Diagnostic) -> Key) {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[keys(diagnostic), default: 0] += 1 }
        self.counts = counts
    }

    /// The diagnostics not covered by the baseline (each entry hides at most `count` of its key).
    public func filter(_ diagnostics: [Diagnostic], keys: (Diagnostic) -> Key) -> [Diagnostic] {
        var remaining = counts
        return diagnostics.filter { diagnostic in
            let key = keys(diagnostic)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    // MARK: File format

    public struct FormatError: Error, CustomStringConvertible {
        public var description: String
    }

    /// `{"version": 1, "diagnostics": [{"path", "rule", "fingerprint", "count"}]}`, sorted.
    public func serialized() -> String {
        let entries = counts.keys.sorted().map { key -> JSONValue in
            .object([("path", .string(key.path)), ("rule", .string(key.rule)),
                     ("fingerprint", .string(key.fingerprint)), ("count", .int(counts[key]!))])
        }
        return JSONValue.object([("version", .int(1)), ("diagnostics", .array(entries))]).rendered(pretty: true) + "\n"
    }

    public static func parse(_ data: Data) throws(FormatError) -> Baseline {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == 1, let entries = object["diagnostics"] as? [[String: Any]] else {
            throw FormatError(description: "not a gesturelint baseline (expected {\"version\": 1, \"diagnostics\": [...]}); re-create it with --write-baseline")
        }
        var counts: [Key: Int] = [:]
        for entry in entries {
            guard let path = entry["path"] as? String, let rule = entry["rule"] as? String,
                  let fingerprint = entry["fingerprint"] as? String else {
                throw FormatError(description: "a baseline entry lacks path, rule or fingerprint; re-create it with --write-baseline")
            }
            counts[Key(path: path, rule: rule, fingerprint: fingerprint), default: 0] += (entry["count"] as? Int) ?? 1
        }
        return Baseline(counts: counts)
    }
}
