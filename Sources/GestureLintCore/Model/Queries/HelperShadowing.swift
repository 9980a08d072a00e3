/// Whether a project's own function of a SwiftUI modifier's name (`func onTapGesture(perform:)`)
/// is the callee of a given call: it shadows SwiftUI's only for the calls it can actually take.
extension ProjectIndex {
    /// Whether a call with these arguments could be a call of `function`: the written labels fit
    /// its labels in order, and a trailing closure's declared parameter count fits the function
    /// type of the parameter it lands on (`{ location in ... }` cannot be a `() -> Void`).
    public func canTake(_ function: FunctionDeclaration, arguments: [CallArgument], in file: SourceFile, tree: SyntaxTree) -> Bool {
        var remaining = function.labels.indices[...]
        var lastMatched: Int?
        var written: Set<Int> = []
        for argument in arguments where !argument.isTrailingClosure {
            guard let found = remaining.first(where: { function.labels[$0] == argument.label }) else { return false }
            lastMatched = found
            written.insert(found)
            remaining = remaining[(found + 1)...]
        }
        let trailing = arguments.filter(\.isTrailingClosure)
        let types = parameterTypes(of: function)
        guard types.count == function.labels.count else { return true }
        let defaults = parameterDefaults(of: function)
        // (v2) A parameter without a default (and not variadic) that the call does not write cannot
        // be this function's: `.gesture(tap)` is not a call of `gesture(_:haptic:)`. With more than
        // one trailing closure the later ones may supply later parameters, so only the written
        // labels are checked there.
        func isRequired(_ index: Int) -> Bool {
            defaults.count == types.count && !defaults[index] && !types[index].hasSuffix("...")
        }
        guard !trailing.isEmpty else {
            return !types.indices.contains { !written.contains($0) && isRequired($0) }
        }
        // The first trailing closure lands on the next parameter that takes a function.
        let start = (lastMatched ?? -1) + 1
        guard let slot = (start..<types.count).first(where: { types[$0].contains("->") }) else {
            return false
        }
        // A parameter without a default between the written ones and the closure must be written;
        // with one trailing closure, every parameter but the closure's must be.
        if (start..<slot).contains(where: isRequired) { return false }
        if trailing.count == 1, types.indices.contains(where: { $0 != slot && !written.contains($0) && isRequired($0) }) {
            return false
        }
        guard let closure = trailing[0].closure else { return true }
        let declared = tree.children(closure).filter { tree.kind($0) == .closureParameter }.count
        guard declared > 0 else { return true }
        return Self.arity(ofFunctionType: types[slot]) == declared
    }

    /// The parameter type texts of a function, whitespace removed (`@escaping()->Void`).
    func parameterTypes(of function: FunctionDeclaration) -> [String] {
        guard let tree = analysis(of: function.site.file)?.tree else { return [] }
        let file = function.site.file
        guard let clause = tree.children(function.site.node).first(where: { tree.kind($0) == .parameterClause }) else {
            return []
        }
        return tree.children(clause).filter { tree.kind($0) == .parameter }.map { parameter in
            guard let type = tree.children(parameter).first(where: { tree.kind($0) == .type }) else { return "" }
            return tree.text(type, in: file).filter { !$0.isWhitespace }
        }
    }

    /// For each parameter of a function, whether it declares a default value (`count: Int = 1`).
    func parameterDefaults(of function: FunctionDeclaration) -> [Bool] {
        guard let tree = analysis(of: function.site.file)?.tree,
              let clause = tree.children(function.site.node).first(where: { tree.kind($0) == .parameterClause }) else {
            return []
        }
        return tree.children(clause).filter { tree.kind($0) == .parameter }.map { parameter in
            tree.children(parameter).contains { kind in
                let kind = tree.kind(kind)
                return kind != .type && kind != .attribute && kind != .modifier
            }
        }
    }

    /// `0` for `()->Void`, `1` for `(CGPoint)->Void`, `2` for `(A,B)->C`, ignoring attributes.
    public static func arity(ofFunctionType text: String) -> Int {
        var body = Substring(text)
        while body.hasPrefix("@") {
            guard let open = body.firstIndex(of: "(") else { return 0 }
            body = body[open...]
            if body.first == "(" { break }
        }
        guard let open = body.firstIndex(of: "(") else { return 1 }
        var depth = 0
        var commas = 0
        var sawContent = false
        for character in body[open...] {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">":
                depth -= 1
                if depth == 0 { return sawContent ? commas + 1 : 0 }
            case ",": if depth == 1 { commas += 1 }
            default: if depth >= 1 { sawContent = true }
            }
        }
        return sawContent ? commas + 1 : 0
    }
}
