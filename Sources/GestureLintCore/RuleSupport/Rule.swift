/// A check over one file. Rules are values created once per run; `check` is called
/// concurrently for different files, so a rule keeps no mutable state.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Reports findings through `context.report(...)`.
    func check(_ context: RuleContext)
}

extension Rule {
    public var description: RuleDescription { Self.description }
}

/// Everything a rule documents about itself: the catalog entry, the text `gesturelint explain`
/// prints, and the examples the tests execute.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var severity: Severity
    public var enabledByDefault: Bool
    public var fixable: Bool
    /// One line, shown by `gesturelint rules` and in the README table.
    public var summary: String
    /// Why it matters to users: the concrete failure.
    public var rationale: String
    /// Code that must trigger. `↓` marks where each expected diagnostic starts.
    public var triggeringExamples: [String]
    /// Code that must stay silent (often the corrected form of a triggering example).
    public var nonTriggeringExamples: [String]
    /// Before/after pairs for the fix; `before` may carry `↓` markers.
    public var corrections: [Correction]
    /// Options this rule reads from `rules: { <id>: { ... } }` in the configuration.
    public var options: [RuleOption]
    /// The deployment target the examples are linted with (nil: none known). Only rules that
    /// depend on the target (availability) need one; `gesturelint explain` shows it.
    public var exampleDeploymentTarget: DeploymentTarget?

    public init(id: String, name: String, severity: Severity, enabledByDefault: Bool = true,
                fixable: Bool = false, summary: String, rationale: String,
                triggeringExamples: [String] = [], nonTriggeringExamples: [String] = [],
                corrections: [Correction] = [], options: [RuleOption] = [],
                exampleDeploymentTarget: DeploymentTarget? = nil) {
        self.id = id
        self.name = name
        self.severity = severity
        self.enabledByDefault = enabledByDefault
        self.fixable = fixable
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.options = options
        self.exampleDeploymentTarget = exampleDeploymentTarget
    }
}

public struct Correction: Sendable {
    public var before: String
    public var after: String
    public init(before: String, after: String) {
        self.before = before
        self.after = after
    }
}

public struct RuleOption: Sendable {
    public enum Kind: String, Sendable { case number, stringList, bool }
    public var name: String
    public var kind: Kind
    public var defaultValue: String
    public var summary: String
    public init(name: String, kind: Kind, defaultValue: String, summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
