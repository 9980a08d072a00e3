import Testing
import Foundation
@testable import GestureLintCore

/// `ParseBuffers` (one thread's parse storage, reused file after file), `GrowingBuffer`, and
/// the per-thread `concurrentMap`.
@Suite struct ParseBuffersTests {
    /// Everything a tree holds, as values: kinds, flags, token ranges, names, children, errors.
    static func fingerprint(_ tree: SyntaxTree) -> [String] {
        var lines: [String] = []
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            let children = tree.children(NodeID(index)).map(\.index)
            lines.append("\(index) \(node.kind) \(node.flags.rawValue) \(node.firstToken)-\(node.endToken) "
                         + "n\(node.nameToken) k\(node.keywordToken) p\(node.parent) \(children)")
        }
        for error in tree.errors { lines.append("error \(error.range) \(error.message)") }
        return lines
    }

    static let sources: [String] = [
        "struct A: View {\n  @State var x = 1\n  var body: some View { Text(\"a\").padding() }\n}\n",
        String(repeating: "func f(_ a: Int) -> Int { let b = a * 2; return b + g(a, c: [1, 2]) }\n", count: 400),
        "let = = )\nstruct { ] }\nfunc g( {\n",   // parse errors
        "",
        "enum E { case a, b(Int) }\nextension E: Equatable { static func == (l: E, r: E) -> Bool { true } }\n",
        String(repeating: "var v: [String: Int] = [\"k\": 1]\n", count: 50),
    ]

    /// Parses with shared buffers (large files after small ones and back, so kept storage is both
    /// reused and outgrown) give the same trees as fresh parses.
    @Test func reusedBuffersGiveTheSameTrees() {
        let buffers = ParseBuffers()
        for round in 0..<3 {
            for source in Self.sources + Self.sources.reversed() {
                let file = SourceFile(path: "F.swift", text: source)
                let tokens = Tokenizer.tokenize(file.bytes)
                let fresh = SwiftParser.parse(file.bytes, tokens: tokens)
                let reused = SwiftParser.parse(file.bytes, tokens: tokens, reusing: buffers)
                #expect(Self.fingerprint(reused) == Self.fingerprint(fresh), "round \(round): \(source.prefix(30))")
                #expect(SyntaxDump.render(reused, file: file) == SyntaxDump.render(fresh, file: file))
            }
        }
    }

    /// A finished tree shares nothing with the buffers: parsing other files with them afterwards
    /// leaves it as it was.
    @Test func aTreeOutlivesLaterParsesWithTheSameBuffers() {
        let buffers = ParseBuffers()
        let file = SourceFile(path: "F.swift", text: Self.sources[1])
        let tree = SwiftParser.parse(file.bytes, tokens: Tokenizer.tokenize(file.bytes), reusing: buffers)
        let before = Self.fingerprint(tree)
        #expect(before.count > 1_000)
        for source in Self.sources {
            let other = SourceFile(path: "G.swift", text: source)
            _ = SwiftParser.parse(other.bytes, tokens: Tokenizer.tokenize(other.bytes), reusing: buffers)
        }
        #expect(Self.fingerprint(tree) == before)
    }

    /// A parse needing more tables than the kept ones gets larger ones; both orders work.
    @Test func tablesAreTakenAndGrown() {
        let buffers = ParseBuffers()
        let small = buffers.takeTables(count: 10)
        #expect(small.capacity == 10)
        buffers.giveTables(small)
        let again = buffers.takeTables(count: 5)
        #expect(again.significant.baseAddress == small.significant.baseAddress)
        buffers.giveTables(again)
        let larger = buffers.takeTables(count: 100)
        #expect(larger.capacity == 100)
        buffers.giveTables(larger)
        var stack = buffers.takeStack()
        stack.append(3)
        buffers.giveStack(stack)
        #expect(buffers.takeStack().count == 0)
        #expect(buffers.takeTreeBuffers() == nil)   // none given back yet
        var nodes = GrowingBuffer<SyntaxTree.Node>(capacity: 4)
        var children = GrowingBuffer<Int32>(capacity: 4)
        for id in 0..<100 { children.append(Int32(id)) }
        nodes.append(SyntaxTree.Node(kind: .sourceFile, flags: [], firstToken: 0, endToken: 0, nameToken: -1,
                                     keywordToken: -1, childStart: 0, childCount: 0, parent: -1))
        buffers.giveTreeBuffers(nodes, children)
        let kept = buffers.takeTreeBuffers()
        #expect(kept?.nodes.count == 0)
        #expect(kept?.childList.count == 0)
        #expect((kept?.childList.capacity ?? 0) >= 100)
        kept?.nodes.deallocate()
        kept?.childList.deallocate()
    }

    /// One state per thread, never shared by two threads at once; results in input order.
    @Test func concurrentMapGivesEachThreadItsOwnState() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var made = 0
            var busy = Set<ObjectIdentifier>()
            var overlapped = false
        }
        final class State { var items = 0 }
        let counter = Counter()
        let items = Array(0..<2_000)
        let results = concurrentMap(items, jobs: 2, state: { () -> State in
            counter.lock.lock()
            counter.made += 1
            counter.lock.unlock()
            return State()
        }) { state, item -> Int in
            let id = ObjectIdentifier(state)
            counter.lock.lock()
            if counter.busy.contains(id) { counter.overlapped = true }
            counter.busy.insert(id)
            counter.lock.unlock()
            state.items += 1
            counter.lock.lock()
            counter.busy.remove(id)
            counter.lock.unlock()
            return item * 2
        }
        #expect(results == items.map { $0 * 2 })
        #expect(counter.made >= 1 && counter.made <= 2)
        #expect(!counter.overlapped)
        let serial = concurrentMap([1, 2, 3], jobs: 1, state: { 10 }) { state, item -> Int in
            state += item
            return state
        }
        #expect(serial == [11, 13, 16])
    }
}

/// `GrowingBuffer`, the raw buffer the parser builds a tree in.
@Suite struct GrowingBufferTests {
    @Test func appendsGrowAndKeepEveryElement() {
        var buffer = GrowingBuffer<Int32>(capacity: 1)
        defer { buffer.deallocate() }
        for value in 0..<1_000 { buffer.append(Int32(value)) }
        let run: [Int32] = Array(0..<100).map { Int32($0) * -1 }
        run.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        #expect(buffer.count == 1_100)
        #expect(buffer[999] == 999)
        #expect(buffer[1_099] == -99)
        buffer[5] = 77
        let array = buffer.makeArray()
        #expect(array.count == 1_100)
        #expect(array[5] == 77)
        #expect(Array(array[1_000...]) == run)
        buffer.removeAll()
        #expect(buffer.count == 0)
        #expect(buffer.capacity >= 1_100)
        #expect(buffer.makeArray().isEmpty)
    }
}
