/// One `gesturelint:disable...` / `gesturelint:enable` comment, as written.
public struct SuppressionCommand: Sendable, Equatable {
    public enum Action: String, Sendable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disablePrevious = "disable:previous"
    }

    public var action: Action
    /// Rule ids with the byte range of each in the file (`all` stands for every rule).
    public var ruleIDs: [(id: String, range: Range<Int>)]
    /// The free-form text after ` - `, if any.
    public var reason: String?
    /// The comment's byte range, and its first and last line.
    public var range: Range<Int>
    public var line: Int
    public var endLine: Int

    public static func == (lhs: SuppressionCommand, rhs: SuppressionCommand) -> Bool {
        lhs.action == rhs.action && lhs.ruleIDs.map(\.id) == rhs.ruleIDs.map(\.id) && lhs.ruleIDs.map(\.range) == rhs.ruleIDs.map(\.range)
            && lhs.reason == rhs.reason && lhs.range == rhs.range && lhs.line == rhs.line && lhs.endLine == rhs.endLine
    }
}

/// A range of lines in which one rule (or `all`) is suppressed, and the command that made it.
public struct SuppressionScope: Sendable, Equatable {
    public var ruleID: String
    public var lines: ClosedRange<Int>
    /// Index into `SuppressionMap.commands`, and the id's position in the comment.
    public var command: Int
    public var idRange: Range<Int>
}
