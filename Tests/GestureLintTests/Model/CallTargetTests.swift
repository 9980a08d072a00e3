import Testing
import GestureLintCore

/// `ProjectIndex.functions(calledBy:in:)`: which of the project's functions a call can reach.
@Suite struct CallTargetTests {
    /// The targets of every call named `name` in the first file, as `owner.selector` strings per call.
    static func targets(of name: String, _ source: String, extra: [String] = []) -> [[String]] {
        let files = [SourceFile(path: "main.swift", text: source)]
            + extra.enumerated().map { SourceFile(path: "extra\($0.offset).swift", text: $0.element) }
        let analyses = files.map(FileAnalysis.init(file:))
        let project = ProjectIndex(analyses: analyses)
        let tree = analyses[0].tree
        var result: [[String]] = []
        tree.walk(tree.root) { node in
            if tree.kind(node) == .call, tree.name(node, in: analyses[0].file) == name {
                result.append(project.functions(calledBy: node, in: analyses[0])
                    .map { ($0.ownerType ?? "<global>") + "." + $0.selector })
            }
            return true
        }
        return result
    }

    @Test func bareCallPrefersTheEnclosingTypeThenTopLevel() {
        let source = """
        struct Knob: View {
            var body: some View { Color.red.onAppear { _ = calculate(1); _ = project(2) } }
            private func calculate(_ x: Int) -> Int { x }
        }
        extension Knob { func other() { _ = calculate(3) } }
        func calculate(_ x: Int) -> Int { x }
        func project(_ x: Int) -> Int { x }
        struct Other { func project(_ x: Int) -> Int { x } }
        """
        #expect(Self.targets(of: "calculate", source) == [["Knob.calculate(_:)"], ["Knob.calculate(_:)"]])
        #expect(Self.targets(of: "project", source) == [["<global>.project(_:)"]])
    }

    @Test func memberCallUsesTheReceiversDeclaredOrInitialisedType() {
        let source = """
        struct CropView: View {
            @StateObject private var viewModel = CropModel()
            let other: OtherModel
            var body: some View { Color.red.onAppear { _ = viewModel.calculateMax(); _ = other.calculateMax(); _ = self.calculateMax() } }
            func calculateMax() -> Int { 0 }
        }
        """
        let models = "final class CropModel { func calculateMax() -> Int { 1 } }\nfinal class OtherModel { func calculateMax() -> Int { 2 } }"
        #expect(Self.targets(of: "calculateMax", source, extra: [models])
                == [["CropModel.calculateMax()"], ["OtherModel.calculateMax()"], ["CropView.calculateMax()"]])
    }

    @Test func unknownReceiverReachesEveryMemberOfThatNameWithFittingLabels() {
        // `ExternalStore` is not the project's: any member `loadAll` whose labels fit may run.
        let source = """
        struct A: View {
            var body: some View { Color.red.onAppear { store.loadAll(into: 1); store.loadAll(from: 2) } }
            let store: any ExternalStore
        }
        """
        let extra = "struct B { func loadAll(into x: Int) {} }\nstruct C { func loadAll(into y: Int, animated: Bool = true) {} }"
        #expect(Self.targets(of: "loadAll", source, extra: [extra]) == [["B.loadAll(into:)", "C.loadAll(into:animated:)"], []])
    }

    @Test func aProjectTypeWithoutTheMemberReachesNothing() {
        let source = """
        struct A: View {
            let store: Store
            var body: some View { Color.red.onAppear { store.loadAll(into: 1) } }
        }
        protocol Store {}
        struct B: Store { func loadAll(into x: Int) {} }
        """
        #expect(Self.targets(of: "loadAll", source) == [[]])
    }

    @Test func frameworkCallsAndLabelMismatchesReachNothing() {
        let source = """
        struct A {
            func f() { _ = data.map { $0 }; _ = compute(value: 1); closure() }
            let closure: () -> Void = {}
            func compute(_ x: Int) -> Int { x }
        }
        """
        #expect(Self.targets(of: "map", source) == [[]])
        #expect(Self.targets(of: "compute", source) == [[]])
        #expect(Self.targets(of: "closure", source) == [[]])
    }
}
