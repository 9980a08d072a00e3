/// The `internal_error` diagnostic: gesturelint failed on one file (a stage or rule trapped and
/// the process checking it died). It names the stage, what stopped, and how to reproduce.
public enum InternalError {
    public static let reportURL = "https://github.com/gesturelint/gesturelint/issues"

    /// `stage`: for example "rule tap_gesture_should_be_button" or "analysis (tokenize, parse, declarations)";
    /// `reason`: what stopped, for example "the checking process stopped: Fatal error: Index out of range".
    public static func diagnostic(path: String, stage: String, reason: String) -> Diagnostic {
        let start = SourceLocation(line: 1, column: 1)
        let message = "gesturelint failed on this file in stage '\(stage)' (\(reason)); its findings are missing, "
            + "the other files are complete. Please report it at \(reportURL) with the file; "
            + "reproduce with: GESTURELINT_IN_PROCESS=1 gesturelint lint --jobs 1 '\(path)'"
        return Diagnostic(ruleID: EngineRules.internalError, severity: .error, path: path, range: 0..<0,
                          start: start, end: start, message: message)
    }
}
