import SwiftUI
import struct Foundation.URL

infix operator <>: AdditionPrecedence
precedencegroup Custom { associativity: left higherThan: AdditionPrecedence }
func <> (a: Int, b: Int) -> Int { a + b }

@resultBuilder struct Builder {
    static func buildBlock(_ parts: String...) -> String { parts.joined() }
}

@MainActor @Observable
final class Model {
    var items: [Int] = []
    @ObservationIgnored private(set) var cache = [String: Int]()
    nonisolated func compute() async throws -> Int { try await Task.sleep(nanoseconds: 1); return 1 }
}

struct Container<Content: View>: View {
    @ViewBuilder var content: () -> Content
    @Environment(\.colorScheme) private var scheme
    @Binding var items: [Item]

    init(items: Binding<[Item]>, @ViewBuilder content: @escaping () -> Content) {
        self._items = items
        self.content = content
    }

    var body: some View {
        GeometryReader { geo in
            VStack(alignment: .leading, spacing: geo.size.height > 100 ? 8 : 4) {
                content()
                ForEach($items) { $item in
                    TextField("Name", text: $item.name)
                }
                if let first = items.first {
                    Text(verbatim: first.name)
                } else if items.isEmpty, scheme == .dark {
                    EmptyView()
                }
                switch items.count {
                case 0: Text("none")
                case 1...3: Text("few")
                @unknown default: Text("many")
                }
            }
            .task { await load() }
            .onChange(of: items.count) { old, new in print(old, new) }
            .sheet(isPresented: .constant(false)) { Text("sheet") }
        }
    }

    func load() async {
        let value = items.first as? Item ?? Item(name: "")
        let (a, b) = (1, 2)
        let pattern = /ab+c/
        let text = """
            multi \(a + b) line
            """
        _ = (value, pattern, text)
        let sum = try? await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask { @MainActor in 1 }
            return try await group.reduce(0, +)
        }
        if case let .some(x) = sum { print(x) }
        #warning("check")
        Task { @MainActor [weak model = Model()] in _ = model }
    }
}

struct Item: Identifiable, ~Copyable {
    var id = UUID()
    var name: String
    consuming func take() -> String { name }
    borrowing func peek() -> String { name }
}

extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
    var views: [any View] { [] }
    func first(_ n: some Collection<Int>) -> (any Gesture)? { nil }
}

#Preview {
    Container(items: .constant([])) { Text("hi") }
}
