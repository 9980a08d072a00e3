/// Generated SwiftUI files with one construct repeated `n` times: the inputs where a careless
/// lookup rescans everything before it and time grows with n². `gesturelint-bench shapes` times
/// them at n and 4n with every rule, and `ScalingTests` checks the ratio stays near 4.
public struct ScalingShape: Sendable {
    public var name: String
    /// The project's files (path, text) for `n` repeats.
    public var make: @Sendable (_ n: Int) -> [(path: String, text: String)]

    public static let all: [ScalingShape] = [
        ScalingShape(name: "callback-assignments") { n in
            let properties = (0..<10).map { "    @State private var p\($0): CGFloat = 0\n" }.joined()
            let body = (0..<n).map { "            p\($0 % 10) = value.translation.width + \($0)\n" }.joined()
            return [("Callback.swift", """
                import SwiftUI
                struct V: View {
                \(properties)    var body: some View {
                        Color.red.gesture(DragGesture().onChanged { value in
                \(body)        })
                    }
                }

                """)]
        },
        ScalingShape(name: "gesture-extensions") { n in
            let extensions = (0..<n).map { _ in
                "extension V { var g: some Gesture { DragGesture().onChanged { value in offset = value.translation } } }\n"
            }.joined()
            return [("Extensions.swift", """
                import SwiftUI
                struct V: View {
                    @State private var offset: CGSize = .zero
                    var body: some View { Color.red.gesture(g) }
                }
                \(extensions)
                """)]
        },
        ScalingShape(name: "simultaneous-drags") { n in
            chain(n) { _ in ".simultaneousGesture(DragGesture().onChanged { value in offset = value.translation })" }
        },
        // The same drags on an offset the caller owns (a `@Binding`): not a free placement, so
        // every one goes through gesture_accessibility's whole path.
        ScalingShape(name: "simultaneous-bound-drags") { n in
            chain(n, offset: "@Binding var offset: CGSize") { _ in
                ".simultaneousGesture(DragGesture().onChanged { value in offset = value.translation })"
            }
        },
        ScalingShape(name: "alternating-taps") { n in
            chain(n) { $0 % 2 == 0 ? ".onTapGesture { count += 1 }" : ".onTapGesture(count: 2) { count += 2 }" }
        },
        ScalingShape(name: "alternating-taps-in-if") { n in
            chain(n) { _ in "\n            #if os(iOS)\n            .onTapGesture { count += 1 }\n            #else\n            .onTapGesture(count: 2) { count += 2 }\n            #endif" }
        },
        ScalingShape(name: "gesture-taps") { n in
            chain(n) { _ in ".gesture(TapGesture().onEnded { count += 1 })" }
        },
        // Views whose long press makes one constant call (gesture_accessibility asks whether a
        // Button elsewhere in the project makes it): the same method every time, then a method
        // of its own each, so neither a method nor a file is searched again per view.
        ScalingShape(name: "constant-call-shortcuts") { n in
            shortcuts(n) { _ in "open" }
        },
        ScalingShape(name: "constant-call-shortcuts-distinct") { n in
            shortcuts(n) { "open\($0)" }
        },
        // Views that each flip a flag of the same name at the end of a drag: gesture_accessibility
        // reads every use of the flag, which must stay within each view's own declaration.
        ScalingShape(name: "views-flipping-same-named-flags") { n in
            let views = (0..<n).map { index in
                """
                struct T\(index): View {
                    @State private var enabled = false
                    @State private var drag = CGSize.zero
                    var body: some View {
                        Text("x").background(enabled ? .blue : .red).offset(drag)
                            .gesture(DragGesture().onChanged { drag = $0.translation }.onEnded { _ in drag = .zero; enabled.toggle() })
                    }
                }

                """
            }.joined()
            return [("Flags.swift", "import SwiftUI\n" + views)]
        },
        // Views that each bind a state of the same name to a Toggle and set it in a drag:
        // state_should_be_gesture_state looks for `$name` only within each view.
        ScalingShape(name: "views-binding-same-named-state") { n in
            let views = (0..<n).map { index in
                """
                struct B\(index): View {
                    @State private var isOn = false
                    var body: some View {
                        Toggle("x", isOn: $isOn)
                            .gesture(DragGesture().onChanged { _ in isOn = true }.onEnded { _ in isOn = false })
                    }
                }

                """
            }.joined()
            return [("Bindings.swift", "import SwiftUI\n" + views)]
        },
        ScalingShape(name: "long-suppression-id") { n in
            // 100 bytes of id per repeat: 1 MB at n = 10,000.
            [("Suppression.swift", "// gesturelint:disable:next " + String(repeating: "tap_gesture_shuold_be_button_", count: n * 100 / 29)
                + "\nlet a = 1\n")]
        },
        ScalingShape(name: "long-suppression-command") { n in
            [("Command.swift", "// gesturelint:" + String(repeating: "disable_next_", count: n * 100 / 13) + " all\nlet a = 1\n")]
        },
    ]

    /// `n` views, each with a long press calling `nav.METHOD(.sI)`, and a `Nav` declaring the methods.
    static func shortcuts(_ n: Int, method: (Int) -> String) -> [(path: String, text: String)] {
        let cases = (0..<n).map { "    case s\($0)\n" }.joined()
        let methods = Set((0..<n).map(method)).sorted().map { "    func \($0)(_ sheet: Sheet) {}\n" }.joined()
        let views = (0..<n).map { index in
            """
            struct V\(index): View {
                let nav: Nav
                var body: some View { Text("x").onLongPressGesture { nav.\(method(index))(.s\(index)) } }
            }

            """
        }.joined()
        return [("Shortcuts.swift", "import SwiftUI\nenum Sheet {\n\(cases)}\nfinal class Nav {\n\(methods)}\n\(views)")]
    }

    /// One view whose body is `Color.red` followed by `n` modifiers.
    static func chain(_ n: Int, offset: String = "@State private var offset: CGSize = .zero",
                      _ modifier: (Int) -> String) -> [(path: String, text: String)] {
        let modifiers = (0..<n).map { "            " + modifier($0) + "\n" }.joined()
        return [("Chain.swift", """
            import SwiftUI
            struct V: View {
                \(offset)
                @State private var count = 0
                var body: some View {
                    Color.red
            \(modifiers)    }
            }

            """)]
    }
}
