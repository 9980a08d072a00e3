import GestureLintCore

/// Parses `source` and returns the tree, the file, and the S-expression of the first statement.
struct Parsed {
    let file: SourceFile
    let tree: SyntaxTree

    init(_ source: String) {
        file = SourceFile(path: "test.swift", text: source)
        tree = SwiftParser.parse(file)
    }

    var errors: [ParseError] { tree.errors }
    var dump: String { SyntaxDump.render(tree, file: file) }

    /// The dump of the `index`-th top-level statement.
    func statement(_ index: Int = 0) -> String {
        let statements = tree.statements(of: tree.root)
        guard index < statements.count else { return "<none>" }
        return SyntaxDump.render(tree, file: file, from: statements[index])
    }

    func invariantViolations() -> [String] { TreeInvariants.violations(tree, file) }
}

enum TreeInvariants {
    /// Structural invariants: every child range inside its parent's, children in order, parents set,
    /// error ranges inside the file.
    static func violations(_ tree: SyntaxTree, _ file: SourceFile) -> [String] {
        var problems: [String] = []
        for index in tree.nodes.indices {
            let node = NodeID(index)
            let range = tree.range(node)
            var previousEnd = range.lowerBound
            for child in tree.children(node) {
                let childRange = tree.range(child)
                if childRange.isEmpty { continue }
                if childRange.lowerBound < range.lowerBound || childRange.upperBound > range.upperBound {
                    problems.append("\(tree.kind(child)) \(childRange) outside \(tree.kind(node)) \(range)")
                }
                if childRange.lowerBound < previousEnd {
                    problems.append("\(tree.kind(child)) \(childRange) overlaps its previous sibling in \(tree.kind(node))")
                }
                previousEnd = childRange.upperBound
                if tree.parent(child) != node { problems.append("parent link of \(tree.kind(child)) is wrong") }
            }
        }
        for error in tree.errors where error.range.upperBound > file.count || error.range.lowerBound > error.range.upperBound {
            problems.append("error range \(error.range) outside file of \(file.count) bytes")
        }
        return problems
    }
}
