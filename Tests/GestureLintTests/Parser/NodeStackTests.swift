import Testing
@testable import GestureLintCore

/// `NodeStack`, the parser's raw-buffer stack of finished children.
@Suite struct NodeStackTests {
    @Test func pushesPopsAndRunsSurviveGrowth() {
        var stack = NodeStack(capacity: 1)
        defer { stack.deallocate() }
        // Past the initial capacity (64) several times: every entry stays in place.
        for id in 0..<1_000 { stack.append(Int32(id)) }
        #expect(stack.count == 1_000)
        #expect(stack[0] == 0)
        #expect(stack[999] == 999)
        #expect(Array(stack.entries(from: 995)) == [995, 996, 997, 998, 999])
        #expect(stack.entries(from: 1_000).isEmpty)
        #expect(stack.removeLast() == 999)
        stack.removeLast(4)
        #expect(stack.count == 995)
        #expect(stack[994] == 994)
        stack.append(-7)
        #expect(Array(stack.entries(from: 993)) == [993, 994, -7])
        stack.removeLast(stack.count)
        #expect(stack.count == 0)
        #expect(stack.entries(from: 0).isEmpty)
    }

    /// Deep nesting keeps thousands of unfinished nodes on the stack; the tree must be the one an
    /// array-backed stack gave: every child listed once, under its parent, ids below the parent's.
    @Test func aDeeplyNestedFileParsesIntoAConsistentTree() {
        var text = "let x = "
        for _ in 0..<200 { text += "f(a, b, [1, 2, (3, 4)], " }
        text += "0"
        for _ in 0..<200 { text += ")" }
        text += "\nstruct S { var a = 1; func g() { h(1, 2, 3) } }\n"
        let tree = SwiftParser.parse(SourceFile(path: "Deep.swift", text: text))
        var seen = Set<Int>()
        for index in tree.nodes.indices {
            for child in tree.children(NodeID(index)) {
                #expect(child.index < index)
                #expect(tree.parent(child) == NodeID(index))
                #expect(seen.insert(child.index).inserted)
            }
        }
        #expect(seen.count == tree.nodes.count - 1)
        #expect(tree.parent(tree.root) == nil)
    }
}
