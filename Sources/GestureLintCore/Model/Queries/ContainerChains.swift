import Foundation

/// The chains a container builds: those written directly in a body, and those a same-type
/// helper (`self.header`, `self.actions(for:)`) builds.
extension GestureModel {
    /// `self.actions(for: item)` / `self.header` in a container: the chains that same-type helper builds.
    public func selfHelperRoots(_ chain: ModifierChain) -> [Int] {
        guard chain.base.kind == .reference, chain.base.name == "self", let first = chain.modifiers.first,
              let type = chain.enclosingType else { return [] }
        var bodies: [NodeID] = []
        if let property = project.property(first.name, in: type), property.site.file === file, let body = property.getterBody {
            bodies.append(body)
        }
        for function in project.functions(named: first.name, in: type) where function.site.file === file {
            if let body = function.body { bodies.append(body) }
        }
        return outermostChains(in: bodies)
    }

    /// The outermost chains written directly in these bodies (not inside another chain's content).
    public func outermostChains(in bodies: [NodeID]) -> [Int] {
        guard !bodies.isEmpty else { return [] }
        let inBody = chains.filter { candidate in
            candidate.container == nil && bodies.contains { tree.range($0).contains(candidate.range.lowerBound) }
        }
        // Outermost chains only.
        return inBody.filter { candidate in
            !inBody.contains { $0.id != candidate.id && $0.range.lowerBound <= candidate.range.lowerBound
                && $0.range.upperBound >= candidate.range.upperBound && $0.range != candidate.range }
        }.map(\.id)
    }
}
