/// A compact S-expression rendering of a syntax tree, for parser tests and debugging:
/// `(call (memberAccess (identifier Text) padding) (argument@label value))`.
public enum SyntaxDump {
    public static func render(_ tree: SyntaxTree, file: SourceFile, from node: NodeID? = nil) -> String {
        guard !tree.nodes.isEmpty else { return "" }
        var output = ""
        write(node ?? tree.root, tree: tree, file: file, into: &output)
        return output
    }

    private static func write(_ id: NodeID, tree: SyntaxTree, file: SourceFile, into output: inout String) {
        // Iterative, so dumping a deep tree cannot overflow the stack.
        enum Step { case open(NodeID), close }
        var stack: [Step] = [.open(id)]
        var first = true
        while let step = stack.popLast() {
            switch step {
            case .close:
                output += ")"
            case .open(let node):
                if !first { output += " " }
                first = false
                output += "(" + "\(tree.kind(node))"
                if tree[node].flags.contains(.trailingClosure) { output += "^" }
                if let keyword = tree.keywordToken(node) { output += "[" + file.text(keyword.range) + "]" }
                if let name = tree.nameToken(node) { output += " " + file.text(name.range) }
                switch tree.kind(node) {
                case .literal, .type, .keyPath, .attributeArguments, .genericArguments, .genericParameters, .whereClause,
                     .regexLiteral, .captureList:
                    output += " `" + tree.text(node, in: file) + "`"
                case .unknown:
                    output += " !"
                default:
                    break
                }
                stack.append(.close)
                for child in tree.children(node).reversed() { stack.append(.open(child)) }
            }
        }
    }
}
