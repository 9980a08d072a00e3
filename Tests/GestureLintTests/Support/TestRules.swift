import GestureLintCore

/// Rules that exist only in the tests, to drive the command line end to end before the real
/// rules land.
enum TestRules {
    /// Flags every identifier `flagMe` (warning) with a safe fix renaming it to `flagged`.
    struct FlagMe: Rule {
        static let description = RuleDescription(
            id: "flag_me", name: "Flag me", severity: .warning, fixable: true,
            summary: "Test-only: flags flagMe.", rationale: "Proves the command line.",
            triggeringExamples: ["let a = ↓flagMe\n"], nonTriggeringExamples: ["let a = flagged\n"],
            corrections: [Correction(before: "let a = ↓flagMe\n", after: "let a = flagged\n")])
        func check(_ context: RuleContext) {
            for token in context.tokens where token.kind == .identifier && context.file.bytes(token.range, equal: "flagMe") {
                context.report(token, "flagMe found; rename it to flagged",
                               fix: Fix(edits: [TextEdit(range: token.range, replacement: "flagged")]))
            }
        }
    }

    /// Flags `boom` as an error.
    struct Boom: Rule {
        static let description = RuleDescription(
            id: "boom_call", name: "Boom", severity: .error,
            summary: "Test-only: flags boom.", rationale: "Errors fail the run.")
        func check(_ context: RuleContext) {
            for token in context.tokens where token.kind == .identifier && context.file.bytes(token.range, equal: "boom") {
                context.report(token, "boom is an error")
            }
        }
    }

    /// An opt-in note rule with one option of each kind; flags `noteMe`.
    struct NoteMe: Rule {
        static let description = RuleDescription(
            id: "note_me", name: "Note me", severity: .note, enabledByDefault: false,
            summary: "Test-only: notes noteMe.", rationale: "Opt-in rules and options.",
            options: [RuleOption(name: "minimum_duration", kind: .number, defaultValue: "1.0", summary: "seconds"),
                      RuleOption(name: "heavy_calls", kind: .stringList, defaultValue: "[]", summary: "globs"),
                      RuleOption(name: "loud", kind: .bool, defaultValue: "false", summary: "louder")])
        func check(_ context: RuleContext) {
            let loud = context.options.bool("loud", default: false)
            for token in context.tokens where token.kind == .identifier && context.file.bytes(token.range, equal: "noteMe") {
                context.report(token, loud ? "NOTE ME" : "noteMe noted")
            }
        }
    }

    /// Stands in for the parser: reports `parse_error` at an identifier `unparsable`.
    struct FakeParser: Rule {
        static let description = RuleDescription(
            id: EngineRules.parseError, name: "Parse error", severity: .warning,
            summary: "Test stand-in for the parser.", rationale: "")
        func check(_ context: RuleContext) {
            for token in context.tokens where token.kind == .identifier && context.file.bytes(token.range, equal: "unparsable") {
                context.report(token, "cannot parse here")
            }
        }
    }

    static let all: [any Rule] = [FlagMe(), Boom(), NoteMe(), FakeParser()]
}
