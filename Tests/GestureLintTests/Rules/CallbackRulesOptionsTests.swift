import Testing
import GestureLintCore
@testable import GestureLintRules

/// The configurable options of the callback rules.
@Suite struct CallbackRulesOptionsTests {
    func lint(_ rule: any Rule, _ code: String, _ options: [String: RuleOptions.Value] = [:]) -> [Diagnostic] {
        let id = rule.description.id
        let settings = [id: RuleSettings(severity: rule.description.severity, options: RuleOptions(options))]
        return Linter(rules: [rule], settings: settings).lint([SourceFile(path: "View.swift", text: code)])
    }

    static let drag = """
    struct BoardView: View {
        @State private var offset = CGSize.zero
        let engine: Engine
        var body: some View {
            Rectangle().gesture(DragGesture().onChanged { value in
                offset = value.translation
                engine.reindexTiles(around: value.location)
                engine.performLightUpdate()
            })
        }
    }
    """

    @Test func heavyCallsAndAllowedCallsAreGlobs() {
        let rule = HeavyGestureCallbackRule()
        // Default: `perform*` is heavy, `reindex*` is not.
        #expect(lint(rule, Self.drag).map(\.start.line) == [8])
        let configured = lint(rule, Self.drag, ["heavy_calls": .strings(["re?ndex*", "perform*"]),
                                                "allowed_calls": .strings(["performLight*"])])
        #expect(configured.map(\.start.line) == [7])
        #expect(configured.first?.message == "'reindexTiles' runs on every frame in .onChanged; do it in .onEnded or throttle it")
    }

    static let hold = """
    struct HoldView: View {
        let action: () -> Void
        var body: some View {
            Text("Hold").gesture(LongPressGesture(minimumDuration: 0.8).onEnded { _ in action() })
        }
    }
    """

    @Test func minimumDurationMovesTheThreshold() {
        let rule = MissingGestureFeedbackRule()
        #expect(lint(rule, Self.hold).isEmpty)
        let configured = lint(rule, Self.hold, ["minimum_duration": .number(0.8)])
        #expect(configured.count == 1)
        #expect(configured.first?.start == SourceLocation(line: 4, column: 30))
    }

    static let zoom = """
    struct ZoomView: View {
        @State private var scale: CGFloat = 1
        var body: some View {
            Image("map").scaleEffect(scale).gesture(MagnifyGesture().onEnded { value in
                scale = limitZoom(scale * value.magnification)
            })
        }
        func limitZoom(_ value: CGFloat) -> CGFloat { value }
    }
    """

    @Test func boundNamesAreConfigurable() {
        let rule = UnclampedGestureScaleRule()
        #expect(lint(rule, Self.zoom).count == 1)
        #expect(lint(rule, Self.zoom, ["maximum_names": .strings(["limit*"])]).isEmpty)
        #expect(lint(rule, Self.zoom, ["minimum_names": .strings(["limitZoom"])]).isEmpty)
    }

    @Test func globMatching() {
        #expect(Glob.matches("apply*Filter*", "applyBlurFilterNow"))
        #expect(Glob.matches("*HitTest*", "runHitTest"))
        #expect(Glob.matches("load?", "loadX"))
        #expect(!Glob.matches("load?", "load"))
        #expect(!Glob.matches("process*", "ProcessInfo"))
    }
}
