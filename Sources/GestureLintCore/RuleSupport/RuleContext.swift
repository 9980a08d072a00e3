/// What a rule sees of one file, and where it reports. One context per (file, rule) run;
/// it is used from one thread only.
public final class RuleContext {
    public let analysis: FileAnalysis
    public let project: ProjectIndex
    /// The rule's options from the configuration (`rules: { id: { name: value } }`), already type-checked.
    public let options: RuleOptions
    /// The severity this run uses for the rule (its default, or the configuration's override).
    public let severity: Severity
    public let ruleID: String
    /// The file's minimum OS versions, or nil when none is configured or can be inferred.
    public let deploymentTarget: DeploymentTarget?
    public private(set) var diagnostics: [Diagnostic] = []

    public var file: SourceFile { analysis.file }
    public var tokens: [Token] { analysis.tokens }
    /// The file's syntax tree.
    public var tree: SyntaxTree { analysis.tree }
    /// The file's gesture model: chains, attachments, gestures, callbacks (built once per file).
    public var model: GestureModel {
        if let built = builtModel { return built }
        let built = GestureModel(analysis: analysis, project: project)
        builtModel = built
        return built
    }
    private var builtModel: GestureModel?
    private let sharedModels: SharedModels?

    /// Another file's model, with its property writes even when it has no gesture
    /// (`writesWithoutGestures`); built once per run when this context belongs to one.
    public func writesModel(of analysis: FileAnalysis) -> GestureModel {
        if let sharedModels { return sharedModels.model(of: analysis, project: project, writesWithoutGestures: true) }
        return GestureModel(analysis: analysis, project: project, writesWithoutGestures: true)
    }

    public init(analysis: FileAnalysis, project: ProjectIndex, ruleID: String, severity: Severity,
                options: RuleOptions = RuleOptions(), deploymentTarget: DeploymentTarget? = nil,
                model: GestureModel? = nil, sharedModels: SharedModels? = nil) {
        self.builtModel = model
        self.sharedModels = sharedModels
        self.analysis = analysis
        self.deploymentTarget = deploymentTarget
        self.project = project
        self.ruleID = ruleID
        self.severity = severity
        self.options = options
    }

    public func report(_ range: Range<Int>, _ message: String, fix: Fix? = nil, related: [RelatedLocation] = []) {
        var diagnostic = Diagnostic(ruleID: ruleID, severity: severity, file: file, range: range, message: message, fix: fix)
        diagnostic.related = related
        diagnostics.append(diagnostic)
    }

    public func report(_ token: Token, _ message: String, fix: Fix? = nil) {
        report(token.range, message, fix: fix)
    }

    /// Reports at a range of another file (a declaration found through the project index).
    public func report(in file: SourceFile, _ range: Range<Int>, _ message: String, fix: Fix? = nil) {
        diagnostics.append(Diagnostic(ruleID: ruleID, severity: severity, file: file, range: range,
                                      message: message, fix: fix))
    }

    /// The text of a byte range of this file.
    public func text(_ range: Range<Int>) -> String { file.text(range) }
}

/// A rule's configured option values.
public struct RuleOptions: Sendable {
    public enum Value: Sendable, Equatable {
        case number(Double)
        case strings([String])
        case bool(Bool)
    }

    public var values: [String: Value]

    public init(_ values: [String: Value] = [:]) { self.values = values }

    public func number(_ name: String, default fallback: Double) -> Double {
        if case .number(let value)? = values[name] { return value }
        return fallback
    }

    public func strings(_ name: String, default fallback: [String]) -> [String] {
        if case .strings(let value)? = values[name] { return value }
        return fallback
    }

    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let value)? = values[name] { return value }
        return fallback
    }
}
