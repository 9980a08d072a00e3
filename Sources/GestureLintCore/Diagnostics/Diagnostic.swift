/// How serious a finding is. Ordered so that `error > warning > note`.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One replacement of a byte range by new text.
public struct TextEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A set of non-overlapping edits that together repair one diagnostic.
/// Only `safe` fixes are applied by `--fix`.
public struct Fix: Hashable, Sendable {
    public var edits: [TextEdit]
    public var safe: Bool

    public init(edits: [TextEdit], safe: Bool = true) {
        self.edits = edits
        self.safe = safe
    }
}

/// A second place a finding points to, with a few words on what is there.
public struct RelatedLocation: Hashable, Sendable {
    public var path: String
    public var range: Range<Int>
    public var start: SourceLocation
    public var end: SourceLocation
    public var message: String

    public init(file: SourceFile, range: Range<Int>, message: String) {
        self.path = file.path
        self.range = range
        self.start = file.location(of: range.lowerBound)
        self.end = file.location(of: range.upperBound)
        self.message = message
    }
}

/// A finding of a rule in one file: what, where (bytes, and the line/column derived from them), how to fix.
public struct Diagnostic: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var path: String
    public var range: Range<Int>
    public var start: SourceLocation
    public var end: SourceLocation
    public var message: String
    public var fix: Fix?
    /// Other places the finding names (the inner control of a parent/child conflict); reporters
    /// that have no place for them ignore them, the language server sends them as `relatedInformation`.
    public var related: [RelatedLocation] = []

    public init(ruleID: String, severity: Severity, path: String, range: Range<Int>,
                start: SourceLocation, end: SourceLocation, message: String, fix: Fix? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.range = range
        self.start = start
        self.end = end
        self.message = message
        self.fix = fix
    }

    /// A diagnostic over `range` of `file`, with its line and column computed from the bytes.
    public init(ruleID: String, severity: Severity, file: SourceFile, range: Range<Int>,
                message: String, fix: Fix? = nil) {
        self.init(ruleID: ruleID, severity: severity, path: file.path, range: range,
                  start: file.location(of: range.lowerBound), end: file.location(of: range.upperBound),
                  message: message, fix: fix)
    }

    /// The deterministic output order: path, line, column, rule, then message.
    public static func outputOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.start != rhs.start { return lhs.start < rhs.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

extension TextEdit {
    /// Applies edits to `bytes`. Returns nil when two edits overlap or one lies outside the bytes,
    /// so a caller never writes a half-applied fix.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in sorted {
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= bytes.count else { return nil }
            output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            output.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        return output
    }
}
