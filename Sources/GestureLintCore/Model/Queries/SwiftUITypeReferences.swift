import Foundation

/// Where a file names one of SwiftUI's types, read from the syntax tree: as a value
/// (`MagnifyGesture()`, `RotateGesture.Value`), qualified (`SwiftUI.MagnifyGesture`) and inside
/// type spans (`(_ value: MagnifyGesture.Value)`, `: UIGestureRecognizerRepresentable`). Not
/// references: members and declarations that share the name, argument labels, project types of
/// the same name, and `Other.MagnifyGesture` (someone else's member type).
public struct SwiftUITypeReference: Sendable {
    public let name: String
    /// The name's bytes.
    public let range: Range<Int>
    /// The call that constructs the type: `Name(...)` or `Name.init(...)`.
    public let constructor: NodeID?
}

extension GestureModel {
    /// The references to any of `names`, in source order, one per position.
    public func swiftUITypeReferences(to names: Set<String>) -> [SwiftUITypeReference] {
        guard let shortest = names.map(\.utf8.count).min(), let longest = names.map(\.utf8.count).max() else { return [] }
        var found: [Int: SwiftUITypeReference] = [:]
        func name(of token: Int) -> String? {
            guard token >= 0 else { return nil }
            let range = tree.tokens[token].range
            guard range.count >= shortest, range.count <= longest else { return nil }
            let text = file.text(range)
            guard names.contains(text), !project.declaresType(text) else { return nil }
            return text
        }
        func add(_ token: Int, _ name: String, constructor: NodeID?) {
            let range = tree.tokens[token].range
            found[range.lowerBound] = SwiftUITypeReference(name: name, range: range, constructor: constructor)
        }
        for index in tree.nodes.indices {
            let node = NodeID(index)
            switch tree.kind(node) {
            case .identifier:
                let token = Int(tree[node].nameToken)
                guard let name = name(of: token) else { continue }
                add(token, name, constructor: constructorCall(of: node))
            case .memberAccess:
                // `SwiftUI.MagnifyGesture`: any other base makes it someone else's member.
                let token = Int(tree[node].nameToken)
                guard let base = tree.base(of: node), tree.kind(base) == .identifier,
                      tree.nameIs(base, "SwiftUI", in: file), let name = name(of: token) else { continue }
                add(token, name, constructor: constructorCall(of: node))
            case .type, .typeExpression, .genericArguments:
                let span = tree[node]
                let start = Int(span.firstToken)
                for token in start..<Int(span.endToken) where tree.tokens[token].kind == .identifier {
                    guard let name = name(of: token), !isQualifiedByOtherThanSwiftUI(token, from: start) else { continue }
                    add(token, name, constructor: nil)
                }
            default:
                continue
            }
        }
        return found.values.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The call that constructs the type named by `node`: `Name(...)` or `Name.init(...)`.
    private func constructorCall(of node: NodeID) -> NodeID? {
        guard let parent = tree.parent(node) else { return nil }
        if tree.kind(parent) == .call, tree.child(parent, 0) == node { return parent }
        if tree.kind(parent) == .memberAccess, tree.child(parent, 0) == node, tree.nameIs(parent, "init", in: file),
           let call = tree.parent(parent), tree.kind(call) == .call, tree.child(call, 0) == parent {
            return call
        }
        return nil
    }

    /// `Foo.MagnifyGesture` inside a type span (`SwiftUI.` does not count).
    private func isQualifiedByOtherThanSwiftUI(_ token: Int, from start: Int) -> Bool {
        var previous = token - 1
        while previous >= start, tree.tokens[previous].kind == .whitespace { previous -= 1 }
        guard previous >= start, tree.tokens[previous].kind == .period else { return false }
        var qualifier = previous - 1
        while qualifier >= start, tree.tokens[qualifier].kind == .whitespace { qualifier -= 1 }
        return !(qualifier >= start && file.bytes(tree.tokens[qualifier].range, equal: "SwiftUI"))
    }
}
