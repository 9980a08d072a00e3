import Testing
import GestureLintCore

/// The queries rule authors use, each on a small source where the answer could be wrong.
@Suite struct ModelQueryTests {
    static func model(_ source: String, extra: [String] = []) -> GestureModel {
        let files = [SourceFile(path: "main.swift", text: source)]
            + extra.enumerated().map { SourceFile(path: "extra\($0.offset).swift", text: $0.element) }
        let analyses = files.map(FileAnalysis.init(file:))
        return GestureModel(analysis: analyses[0], project: ProjectIndex(analyses: analyses))
    }

    @Test func descendantsFollowContentClosuresAndHelpers() throws {
        let model = Self.model("""
        struct A: View {
            var body: some View {
                ScrollView { VStack { header; Text("x").gesture(DragGesture()) } }
            }
            var header: some View { Button("b") { } }
        }
        """)
        let scroll = try #require(model.chains.first { $0.base.name == "ScrollView" })
        let names = model.descendants(of: scroll.id).compactMap { model.chains[$0].base.name }
        #expect(names.contains("VStack") && names.contains("Text") && names.contains("Button"))
        let text = try #require(model.chains.first { $0.base.name == "Text" })
        #expect(model.ancestors(of: text.id).map { model.chains[$0].base.name } == ["VStack", "ScrollView"])
    }

    @Test func attachmentResolvesThroughPropertyAndComposition() throws {
        let model = Self.model("""
        struct A: View {
            @GestureState var s: CGFloat = 1
            var body: some View { Color.red.gesture(both) }
            var both: some Gesture { MagnifyGesture().simultaneously(with: RotateGesture()).updating($s) { v, st, _ in st = 2 } }
        }
        """)
        let attachment = try #require(model.attachments.first)
        let gesture = try #require(attachment.gesture)
        #expect(model.gestures[gesture].kind == .composition(.simultaneous))
        #expect(model.baseGestures(of: gesture).compactMap { model.gestures[$0].type } == [.magnify, .rotate])
        #expect(model.isContinuous(gesture))
        let callback = try #require(model.callbacks(of: gesture).first)
        #expect(callback.kind == .updating && callback.isPerFrame)
        #expect(model.text(try #require(model.gestures[gesture].resolvedThrough.first)) == "both")
    }

    @Test func unknownIsNotNo() throws {
        let model = Self.model("""
        struct A: View {
            let external: AnyGesture<Void>
            var body: some View { Color.red.gesture(external).gesture(makeGesture()) }
        }
        """)
        #expect(model.attachments.count == 2)
        #expect(model.attachments.allSatisfy { $0.gesture == nil })
    }

    @Test func writesResolveAcrossFilesWithWrappers() throws {
        let model = Self.model("""
        extension Card {
            var drag: some Gesture {
                DragGesture().onChanged { value in offset = value.translation; let local = 1; _ = local }
                    .onEnded { _ in withAnimation(.spring) { offset = .zero } }
            }
        }
        """, extra: ["struct Card: View { @State var offset = CGSize.zero\n var body: some View { Color.red } }"])
        let changed = try #require(model.callbacks.first { $0.kind == .onChanged })
        #expect(changed.writes.map(\.target.path) == ["offset"])
        #expect(changed.writes.first?.target.wrapper == .state)
        #expect(changed.writes.first?.target.declaration?.site.path == "extra0.swift")
        let ended = try #require(model.callbacks.first { $0.kind == .onEnded })
        #expect(ended.writes.first?.inWithAnimation == true)
        #expect(ended.writes.first.flatMap { $0.animation }.map { model.text($0) } == ".spring")
    }

    @Test func availabilityContexts() throws {
        let model = Self.model("""
        struct A: View {
            var body: some View {
                if #available(iOS 17, *) { Color.red.gesture(MagnifyGesture()) } else { Color.red.gesture(MagnificationGesture()) }
            }
            @available(iOS 16.4, *)
            func f() -> some View {
                guard #available(iOS 18, *) else { return Color.blue }
                return Color.red.gesture(DragGesture())
            }
        }
        """)
        func minimum(_ type: GestureType) -> PlatformVersion? {
            guard let node = model.gestures.first(where: { $0.type == type })?.node else { return nil }
            return model.availability(at: node).minimum(for: "iOS")
        }
        #expect(minimum(.magnify) == PlatformVersion(platform: "iOS", major: 17))
        #expect(minimum(.magnification) == nil)
        #expect(minimum(.drag) == PlatformVersion(platform: "iOS", major: 18))
    }

    @Test func projectShadowingIsTheProjects() throws {
        let model = Self.model("""
        struct TapGesture: View { var body: some View { Text("t") } }
        extension View { func onTapGesture(perform: @escaping () -> Void) -> some View { self } }
        struct A: View { var body: some View { VStack { TapGesture(); Text("a").onTapGesture { }.gesture(TapGesture()) } } }
        """)
        #expect(model.project.declaresType("TapGesture"))
        #expect(!model.attachments.contains { $0.kind == .onTapGesture })
        #expect(model.attachments.first { $0.kind == .gesture }?.gesture == nil)
    }

    @Test func implicitSelfAttachInViewModifier() throws {
        let model = Self.model("""
        struct M: ViewModifier {
            func body(content: Content) -> some View { content.onTapGesture(count: 2) { } }
        }
        extension View { func swipe() -> some View { gesture(DragGesture()) } }
        """)
        #expect(model.attachments.map(\.kind) == [.onTapGesture, .gesture])
        let implicit = model.chains[model.attachments[1].chain]
        #expect(implicit.base.kind == .implicitSelf)
        #expect(implicit.modifiers.first?.hasLeadingDot == false)
        #expect(model.project.viewModifiers.map(\.name) == ["M"])
        #expect(model.project.viewExtensionHelpers.map(\.name) == ["swipe"])
    }
}
