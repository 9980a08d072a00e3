import Testing
import GestureLintCore

/// (fix round 8) "Is the gesture's action also run by a control a user can reach without it?":
/// the one call a tap or gesture makes, and where a control makes the same call.
@Suite struct SameCallQueryTests {
    static func model(_ source: String, extra: [String] = []) -> GestureModel { ModelQueryTests.model(source, extra: extra) }

    static func soleCallText(_ model: GestureModel, _ attachment: GestureAttachment) -> String? {
        guard let gesture = attachment.gesture,
              let callback = model.callbacks(of: gesture).first, let body = model.body(of: callback),
              let call = model.soleCall(in: model.statements(in: body)) else { return nil }
        return model.callIdentity(call)
    }

    @Test func soleCallLooksThroughIfAndAnimationButNotMoreWork() throws {
        let model = Self.model("""
        struct A: View {
            var body: some View {
                VStack {
                    Text("a").onTapGesture { if on { withAnimation { self.toggle(post: post, proxy: p) } } }
                    Text("b").onTapGesture { toggle(post: post, proxy: p); count += 1 }
                    Text("c").onTapGesture { if on { toggle(post: post, proxy: p) } else { close() } }
                    Text("d").onTapGesture { print("x"); open(url) }
                    Text("e").onTapGesture { run { open(url) } }
                }
            }
        }
        """)
        let texts = model.attachments.map { Self.soleCallText(model, $0) }
        #expect(texts == ["toggle(post:post,proxy:p)", nil, nil, "open(url)", nil])
    }

    @Test func controlCallsCountMenusAndToolbarsNotContextMenusOrHiddenButtons() throws {
        let model = Self.model("""
        struct A: View {
            var body: some View {
                Text("x")
                    .onTapGesture { toggle(post: post) }
                    .toolbar { Menu { Button("Collapse") { toggle(post: post) } } label: { Text("m") } }
                    .contextMenu { Button("Open") { open(url) } }
                Button("Share") { share(item) }.accessibilityHidden(true)
                Button(action: save) { Text("s") }
            }
        }
        struct B: View {
            var body: some View { Button("Other") { other() } }
        }
        """)
        let calls = model.controlCalls(inType: "A")
        #expect(calls.contains("toggle(post:post)"))
        #expect(calls.contains("save()"))
        #expect(!calls.contains("open(url)"))
        #expect(!calls.contains("share(item)"))
        #expect(!calls.contains("other()"))
    }

    @Test func constantCallIsFoundBesideFlagsAndMatchedAcrossFiles() throws {
        let model = Self.model("""
        struct Swipe: ViewModifier {
            let nav: Navigator
            @State var opened = false
            func body(content: Content) -> some View {
                content
                    .gesture(DragGesture().onChanged { _ in
                        guard !opened else { return }
                        opened = true
                        nav.openSheet(.switcher)
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { opened = false }
                    })
                    .gesture(DragGesture().onEnded { _ in nav.openSheet(.page(id)) })
                    .gesture(DragGesture().onEnded { _ in nav.openSheet(.settings) })
                    .gesture(LongPressGesture().onEnded { _ in nav.dismiss() })
            }
        }
        """, extra: ["""
        struct Inbox: View {
            let navigation: Navigator
            var body: some View {
                VStack {
                    row("Switch") { navigation.openSheet(.switcher) }
                    Text("m").contextMenu { Button("Settings") { navigation.openSheet(.settings) } }
                }
            }
            func row(_ title: String, action: @escaping () -> Void) -> some View {
                Button(action: action) { Text(title) }
            }
        }
        """])
        let calls = model.attachments.map { attachment in
            attachment.gesture.flatMap { model.soleConstantCall(ofGesture: $0) }
        }
        #expect(calls.map { $0.map(model.callIdentity) } == ["nav.openSheet(.switcher)", nil, "nav.openSheet(.settings)", nil])
        #expect(calls[0].map(model.projectControlMakesCall) == true)
        #expect(calls[2].map(model.projectControlMakesCall) == false)
    }
}
