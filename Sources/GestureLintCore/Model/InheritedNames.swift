/// Every name a type inherits as the project writes it, followed through the project's own types
/// and protocols: the union of the inheritance clauses `ProjectIndex.conforms(_:to:)` walks. That
/// walk only stops early on a match, so `conforms(type, to: p)` is `names.conforms(to: p)` for any
/// `p`, and several protocols cost one walk instead of one each (perf10: the six control styles
/// of the tap rule, each a walk that building `inheritedTypes` sets made about 17,000
/// instructions long). Unlike `conforms`, nothing is cached across files: callers keep answers
/// that repeat (the model's `Gesture` test of a view type used in many files stays on `conforms`,
/// whose project-wide cache answers it faster than a walk per file).
public struct InheritedNames: Sendable {
    public let names: Set<String>

    public init(of type: String, in project: ProjectIndex) {
        var seen: Set<String> = []
        var pending = [type]
        var names: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            let inherited = project.inheritedTypes(of: next)
            names.formUnion(inherited)
            pending.append(contentsOf: inherited)
        }
        self.names = names
    }

    /// `ProjectIndex.conforms(type, to: protocolName)`.
    public func conforms(to protocolName: String) -> Bool {
        names.contains(protocolName) || names.contains("SwiftUI." + protocolName)
    }
}
