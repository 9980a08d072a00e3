/// Where a view's property is used: the occurrences of its name in the file's declarations of
/// its type, the questions "is every use of this flag only ..." ask about.
extension GestureModel {
    /// Calls `visit` with the offset and node of each use of `property` (its name as an identifier,
    /// other than the declaration's own) inside this file's declarations of its type and its
    /// extensions, in file order, while `visit` returns true; false when `visit` stopped. Only
    /// those declarations' tokens are read, and each node is found below its declaration, so a
    /// file of many views that each have a property of the same name costs each view its own.
    func visitUses(of property: PropertyDeclaration, _ visit: (_ offset: Int, _ node: NodeID) -> Bool) -> Bool {
        guard let owner = property.ownerType else { return true }
        let name = property.name
        let length = name.utf8.count
        let tokens = analysis.tokens
        for scope in project.declarationNodes(ofType: owner, in: file) {
            let range = tree.range(scope)
            var index = Self.firstToken(at: range.lowerBound, in: tokens)
            while index < tokens.count, tokens[index].range.lowerBound < range.upperBound {
                defer { index += 1 }
                let token = tokens[index]
                guard token.kind == .identifier, token.length == length else { continue }
                let offset = token.range.lowerBound
                guard offset != property.site.nameRange.lowerBound, file.text(token.range) == name,
                      let node = tree.node(containing: offset, within: scope),
                      enclosingType(of: node) == owner else { continue }
                if !visit(offset, node) { return false }
            }
        }
        return true
    }

    /// The index of the first token that starts at or after `offset` (tokens are in file order).
    static func firstToken(at offset: Int, in tokens: [Token]) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
