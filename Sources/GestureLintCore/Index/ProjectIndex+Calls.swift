/// Which of the project's own functions a call can reach.
extension ProjectIndex {
    /// The project's function declarations that `call` (a `.call` node of `analysis`'s tree) can run:
    /// `f(...)` reaches the enclosing type's (and its extensions') `f`, else a top-level `f`;
    /// `self.f(...)` the enclosing type's; `model.f(...)` the `f` of `model`'s declared type (or of
    /// the type it is initialised with), and when that type is unknown, every project function `f`.
    /// Only declarations whose argument labels fit the call's are kept. Empty when the project
    /// declares no such function (a framework call, a closure-typed variable, a local function):
    /// the caller then knows nothing about what runs.
    public func functions(calledBy call: NodeID, in analysis: FileAnalysis) -> [FunctionDeclaration] {
        let tree = analysis.tree
        let file = analysis.file
        guard tree.kind(call) == .call, let callee = tree.child(call, 0), let name = tree.name(call, in: file),
              declaresFunction(name) else { return [] }
        let labels = tree.arguments(of: call).filter { !tree[$0].flags.contains(.trailingClosure) }
            .map { tree.name($0, in: file) }
        let trailing = tree.arguments(of: call).count - labels.count
        let fits = { (function: FunctionDeclaration) in Self.labels(labels, trailing: trailing, fit: function.labels) }
        let enclosing = ModelBuilder.enclosingType(of: call, tree: tree, file: file)
        switch tree.kind(callee) {
        case .identifier:
            if let enclosing {
                let members = functions(named: name, in: enclosing).filter(fits)
                if !members.isEmpty { return members }
            }
            return functions(named: name).filter { $0.ownerType == nil && fits($0) }
        case .memberAccess:
            guard let base = tree.child(callee, 0) else { return [] }
            if tree.kind(base) == .identifier, let baseName = tree.name(base, in: file) {
                if baseName == "self" {
                    guard let enclosing else { return [] }
                    return functions(named: name, in: enclosing).filter(fits)
                }
                if let type = receiverType(baseName, in: enclosing) {
                    let members = functions(named: name, in: type).filter(fits)
                    if !members.isEmpty || declaresType(type) { return members }
                }
                if declaresType(baseName) {  // `Geometry.calculate(...)`: a static member
                    return functions(named: name, in: baseName).filter(fits)
                }
            }
            return functions(named: name).filter { $0.ownerType != nil && fits($0) }
        default:
            return []
        }
    }

    /// The stored or computed property `name` refers to at `node` of `analysis`: a member of the
    /// enclosing type (any file), else a global. Nil for a name the index does not know.
    public func property(named name: String, at node: NodeID, in analysis: FileAnalysis) -> PropertyDeclaration? {
        let type = ModelBuilder.enclosingType(of: node, tree: analysis.tree, file: analysis.file)
        return property(name, in: type) ?? property(name, in: nil)
    }

    /// The declared type of a property `name` of `type` (or a global): its annotation, else the
    /// type it is initialised with (`= CropViewModel(...)`).
    private func receiverType(_ name: String, in type: String?) -> String? {
        guard let property = property(name, in: type) ?? property(name, in: nil) else { return nil }
        if let range = property.typeRange { return TypeText.baseName(range, in: property.site.file) }
        guard let value = property.initialValueNode,
              let analysis = analysis(of: property.site.file) else { return nil }
        let tree = analysis.tree
        guard tree.kind(value) == .call, let callee = tree.child(value, 0), tree.kind(callee) == .identifier else { return nil }
        return tree.name(callee, in: property.site.file)
    }

    /// Whether a call's labels (`nil` for none), in order, can bind to a declaration's parameters:
    /// each label matches a parameter in order, skipped parameters have defaults (assumed), and
    /// trailing closures take parameters after the last labelled one.
    static func labels(_ call: [String?], trailing: Int, fit declared: [String?]) -> Bool {
        var index = 0
        for label in call {
            while index < declared.count, declared[index] != label { index += 1 }
            guard index < declared.count else { return false }
            index += 1
        }
        return declared.count - index >= trailing
    }
}
