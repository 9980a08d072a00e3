/// The diagnostics the engine itself reports. No `Rule` type implements them, but they are rule ids
/// like any other: `gesturelint rules` lists them, configuration and suppressions may name them.
/// This is the one place that names them.
public enum EngineRules {
    public static let parseError = "parse_error"
    public static let ioError = "io_error"
    public static let invalidSuppression = "invalid_suppression"
    public static let unusedSuppression = "unused_suppression"
    public static let internalError = "internal_error"

    public static let descriptions: [RuleDescription] = [
        RuleDescription(
            id: parseError, name: "Parse error", severity: .warning,
            summary: "The file could not be understood around a place; the rest is still checked.",
            rationale: """
                A file that is not valid UTF-8 or that the parser cannot follow may hide findings. \
                `--fix` never rewrites a file with a parse error, so nothing is lost by a misunderstanding.
                """),
        RuleDescription(
            id: ioError, name: "I/O error", severity: .error,
            summary: "The file could not be read; it was skipped.",
            rationale: """
                A file that cannot be read (or a fix that cannot be written) is not checked at all, so the run \
                must not look clean. It is reported even when the rule is disabled.
                """),
        RuleDescription(
            id: invalidSuppression, name: "Invalid suppression", severity: .warning,
            summary: "A gesturelint:disable comment names a rule that does not exist.",
            rationale: "A misspelled rule id in a suppression silences nothing, and the finding it meant to hide stays.",
            triggeringExamples: ["// gesturelint:disable:next ↓tap_gesture_shuold_be_button\n"],
            nonTriggeringExamples: ["// gesturelint:disable:next tap_gesture_should_be_button - decorative\n"]),
        RuleDescription(
            id: unusedSuppression, name: "Unused suppression", severity: .warning, enabledByDefault: false,
            summary: "A gesturelint:disable comment suppressed nothing.",
            rationale: """
                A suppression left behind after the code was fixed will silently hide the next real finding \
                on that line. Enable with `--report-unused-suppressions` or `opt_in_rules: [unused_suppression]`.
                """),
        RuleDescription(
            id: internalError, name: "Internal error", severity: .error,
            summary: "gesturelint itself failed while checking the file; its findings are missing. Please report it.",
            rationale: """
                A bug in a rule or stage must not cost the other files their findings, nor the run its reports: \
                the file it failed on is reported instead, naming the stage, so the run cannot look clean. \
                It is reported even when the rule is disabled.
                """),
    ]

    public static let ids: Set<String> = Set(descriptions.map(\.id))
}
