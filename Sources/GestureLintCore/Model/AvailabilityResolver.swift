/// The availability guaranteed at a node: enclosing `if #available`, earlier `guard #available`
/// in an enclosing block, and `@available` on enclosing declarations.
struct AvailabilityResolver {
    let tree: SyntaxTree
    let file: SourceFile

    func context(at node: NodeID) -> AvailabilityContext {
        var platforms: [PlatformVersion] = []
        var previous = node
        for ancestor in tree.ancestors(node) {
            switch tree.kind(ancestor) {
            case .ifStmt:
                // Only the then-branch is gated.
                if tree.kind(previous) == .codeBlock, !tree[previous].flags.contains(.elseBranch) {
                    platforms += conditionPlatforms(ancestor)
                }
            case .codeBlock, .closure, .sourceFile, .ifConfigClause, .switchCase:
                let offset = tree.range(previous).lowerBound
                for statement in tree.statements(of: ancestor)
                where tree.kind(statement) == .guardStmt && tree.range(statement).upperBound <= offset {
                    platforms += conditionPlatforms(statement)
                }
            case .typeDecl, .functionDecl, .variableDecl:
                for attribute in AvailabilityParser.attributes(of: ancestor, tree: tree, file: file) where !attribute.isUnavailable {
                    platforms += attribute.platforms
                }
            default:
                break
            }
            previous = ancestor
        }
        return AvailabilityContext(platforms: Array(Set(platforms)).sorted())
    }

    func conditionPlatforms(_ statement: NodeID) -> [PlatformVersion] {
        var result: [PlatformVersion] = []
        for condition in tree.children(statement) where tree.kind(condition) == .condition {
            guard let keyword = tree.keywordToken(condition), file.bytes(keyword.range, equal: "#available") else { continue }
            let node = tree[condition]
            result += AvailabilityParser.parse(tokens: tree.tokens, from: Int(node.firstToken), to: Int(node.endToken),
                                               file: file).0
        }
        return result
    }
}
