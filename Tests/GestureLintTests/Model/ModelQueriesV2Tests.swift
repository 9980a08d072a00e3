import Testing
import GestureLintCore

/// The (v2) model queries: path resets, deferred writes, property nature, reaction reads, action
/// effects and dismiss-only actions, each on a source where a naive answer is wrong.
@Suite struct ModelQueriesV2Tests {
    static func model(_ source: String) -> GestureModel { ModelQueryTests.model(source) }

    static func endResets(_ onEnded: String, property: String = "offset") -> Bool {
        let model = model("""
        struct A: View {
            @State var offset: CGSize = .zero
            @State var other = 0
            var body: some View {
                Color.red.gesture(DragGesture().onChanged { v in offset = v.translation }.onEnded { v in
                    \(onEnded)
                })
            }
        }
        """)
        guard let gesture = model.gestures.first(where: { $0.type == .drag }) else { return false }
        return model.endResetsOnEveryPath(gesture.id) { $0.path == property }
    }

    @Test func resetOnEveryPathFollowsBranches() {
        #expect(Self.endResets("offset = .zero"))
        #expect(Self.endResets("if v.translation.width > 9 { other = 1; offset = .zero } else { offset = .zero }"))
        #expect(Self.endResets("guard v.translation.width > 9 else { offset = .zero; return }\nother = 1\noffset = .zero"))
        #expect(Self.endResets("switch other { case 1: offset = .zero\ndefault: offset = CGSize.zero }"))
        #expect(Self.endResets("withAnimation(.spring) { offset = .zero }"))
        // One branch keeps the value.
        #expect(!Self.endResets("if v.translation.width > 9 { other = 1 } else { offset = .zero }"))
        #expect(!Self.endResets("if v.translation.width > 9 { offset = .zero }"))
        #expect(!Self.endResets("guard v.translation.width > 9 else { return }\noffset = .zero"))
        #expect(!Self.endResets("switch other { case 1: offset = .zero\ndefault: break }"))
        #expect(!Self.endResets("offset = v.translation"))
        // A deferred reset happens later.
        #expect(!Self.endResets("DispatchQueue.main.asyncAfter(deadline: .now() + 1) { offset = .zero }"))
        #expect(!Self.endResets("Task { offset = .zero }"))
    }

    @Test func deferredClosures() throws {
        let model = Self.model("""
        struct A: View {
            @State var a = 0
            var body: some View {
                Color.red.gesture(DragGesture().onEnded { _ in
                    a = 1
                    withAnimation { a = 2 } completion: { a = 3 }
                    Task { a = 4 }
                    DispatchQueue.main.async { a = 5 }
                })
            }
        }
        """)
        let ended = try #require(model.callbacks.first { $0.kind == .onEnded })
        let immediate = ended.writes.filter { model.isImmediate($0, in: ended) }.map { model.text($0.value!) }
        #expect(immediate == ["1", "2"])
    }

    @Test func propertyNature() throws {
        let source = """
        final class Player {}
        struct A: View {
            @State var timer: Timer?
            @State var task: Task<Void, Never>? = nil
            @State var bag = Set<AnyCancellable>()
            @State var player = Player()
            @State var offset: CGSize = .zero
            @State var scale: CGFloat = 1 { didSet { print(scale) } }
            var body: some View { Color.red }
        }
        """
        let model = Self.model(source)
        let project = model.project
        func property(_ name: String) throws -> PropertyDeclaration { try #require(project.property(name, in: "A")) }
        for name in ["timer", "task", "bag", "player"] { #expect(project.holdsReferenceOrResource(try property(name)), "\(name)") }
        #expect(!project.holdsReferenceOrResource(try property("offset")))
        #expect(project.isObserved(try property("scale")))
        #expect(!project.isObserved(try property("offset")))
    }

    @Test func reactionReads() {
        let model = Self.model("""
        struct A: View {
            @State var dragging = false
            @State var offset = CGSize.zero
            var body: some View {
                Color.red
                    .onChange(of: dragging) { _, _ in save() }
                    .task(id: self.offset) { }
                    .offset(offset)
                    .gesture(DragGesture())
            }
        }
        """)
        let reads = model.namesReadInReactions()
        #expect(reads.contains(ReactionRead(name: "dragging", type: "A")))
        #expect(reads.contains(ReactionRead(name: "offset", type: "A")))
        #expect(!reads.contains(ReactionRead(name: "dragging", type: "B")))
    }

    @Test func actionEffectsAndReachability() throws {
        let model = Self.model("""
        struct A: View {
            @State var filter = 0
            @State var shown = true
            var body: some View {
                VStack {
                    Picker("Filter", selection: $filter) { Text("a") }
                    Button { shown = false } label: { Text("Close") }
                    Button("Next", action: model.next)
                    Image("photo").gesture(DragGesture().onEnded { _ in filter += 1 })
                }
            }
        }
        """)
        let image = try #require(model.chains.first { $0.base.name == "Image" })
        let reachable = model.reachableEffects(inView: model.viewRoot(of: image.id))
        #expect(reachable.writes.contains("filter"))
        #expect(reachable.writes.contains("shown"))
        #expect(reachable.calls.contains("model.next"))
        let ended = try #require(model.callbacks.first { $0.kind == .onEnded })
        let gestureEffects = model.effects(of: try #require(model.body(of: ended)))
        #expect(gestureEffects.writes == ["filter"] && gestureEffects.calls.isEmpty)
        #expect(gestureEffects.overlaps(reachable))
        #expect(!ActionEffects(calls: ["open"]).overlaps(reachable))
        // Labels are not actions.
        #expect(!reachable.calls.contains("Text"))
    }

    @Test func dismissOnlyActions() throws {
        let model = Self.model("""
        struct A: View {
            @FocusState var field: Int?
            @State var selection: Int? = nil
            @State var count = 0
            var body: some View {
                VStack {
                    Color.red.onTapGesture { field = nil }
                    Color.red.onTapGesture { selection = nil; UIApplication.shared.endEditing() }
                    Color.red.onTapGesture { withAnimation { dismiss() } }
                    Color.red.onTapGesture { count += 1 }
                    Color.red.onTapGesture { selection = nil; open() }
                }
            }
        }
        """)
        let bodies = model.callbacks.filter { $0.kind == .perform }.compactMap { model.body(of: $0) }
        #expect(bodies.count == 5)
        #expect(bodies.map(model.isDismissOnly) == [true, true, true, false, false])
        #expect(bodies.map(model.isKeyboardDismissOnly) == [true, false, false, false, false])
    }

    @Test func projectHelperShadowsOnlyTheCallsItCanTake() {
        let model = Self.model("""
        extension View {
            func onTapGesture(haptic: Int, perform action: @escaping () -> Void) -> some View { self }
            func onLongPressGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
        }
        struct A: View {
            var body: some View {
                VStack {
                    Text("a").onTapGesture(haptic: 1) { }
                    Text("b").onTapGesture { open() }
                    Text("c").onLongPressGesture { open() }
                    Text("d").onLongPressGesture { pressing in open() }
                }
            }
        }
        """)
        let kinds = model.attachments.map { model.chains[$0.chain].base.arguments.first.map { model.text($0.range) } ?? "" }
        #expect(kinds == ["\"b\"", "\"d\""])
        #expect(ProjectIndex.arity(ofFunctionType: "@escaping()->Void") == 0)
        #expect(ProjectIndex.arity(ofFunctionType: "@escaping(CGPoint)->Void") == 1)
        #expect(ProjectIndex.arity(ofFunctionType: "(Result<A,B>,Int)->Void") == 2)
    }

    /// (v2 coverage) An overload with a parameter the call does not write (no default) cannot take
    /// it: `.gesture(tap)` stays SwiftUI's beside `gesture(_:haptic:)`; a defaulted or written one
    /// does not stop the match.
    @Test func overloadWithAnUnwrittenRequiredParameterDoesNotShadow() {
        let model = Self.model("""
        extension View {
            func gesture<G: Gesture>(_ gesture: G, haptic: Int) -> some View { self }
            func simultaneousGesture<G: Gesture>(_ gesture: G, haptic: Int = 1) -> some View { self }
            func onLongPressGesture(perform action: @escaping () -> Void, tick: Int) -> some View { self }
        }
        struct A: View {
            var body: some View {
                VStack {
                    Text("a").gesture(TapGesture(), haptic: 1)
                    Text("b").gesture(TapGesture())
                    Text("c").simultaneousGesture(TapGesture())
                    Text("d").onLongPressGesture { open() }
                }
            }
        }
        """)
        let kinds = model.attachments.map { model.chains[$0.chain].base.arguments.first.map { model.text($0.range) } ?? "" }
        #expect(kinds == ["\"b\"", "\"d\""])
    }
}
