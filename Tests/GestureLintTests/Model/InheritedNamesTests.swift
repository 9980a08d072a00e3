import Testing
@testable import GestureLintCore

/// One inheritance walk (`InheritedNames`, perf10) answers every protocol as
/// `ProjectIndex.conforms(_:to:)` does, through project protocols, extensions, `SwiftUI.`
/// qualified names and cycles.
@Suite struct InheritedNamesTests {
    static let sources = [
        """
        import SwiftUI
        protocol Pressable: ButtonStyle {}
        protocol Loop: Other {}
        protocol Other: Loop {}
        struct Press: Pressable { func makeBody(configuration: Configuration) -> some View { configuration.label } }
        struct Pinch: SwiftUI.Gesture { var body: some Gesture { MagnificationGesture() } }
        struct Row: View { var body: some View { Text("") } }
        struct Plain {}
        struct Looping: Loop {}
        """,
        """
        import SwiftUI
        extension Plain: ToggleStyle {}
        final class Recognizer: NSObject, UIGestureRecognizerRepresentable {}
        """,
    ]

    @Test func answersAsConforms() {
        let analyses = Self.sources.enumerated().map { FileAnalysis(file: SourceFile(path: "f\($0.offset).swift", text: $0.element)) }
        let project = ProjectIndex(analyses: analyses)
        let protocols = ["ButtonStyle", "ToggleStyle", "Gesture", "View", "UIGestureRecognizerRepresentable", "Loop",
                         "Other", "Pressable", "NSObject", "MenuStyle"]
        var trueAnswers = 0
        for type in ["Press", "Pinch", "Row", "Plain", "Looping", "Recognizer", "Missing", "Pressable", "Loop"] {
            let names = InheritedNames(of: type, in: project)
            for name in protocols {
                let expected = project.conforms(type, to: name)
                #expect(names.conforms(to: name) == expected, "\(type): \(name)")
                if expected { trueAnswers += 1 }
            }
        }
        #expect(trueAnswers >= 10)
        #expect(InheritedNames(of: "Press", in: project).conforms(to: "ButtonStyle"))
        #expect(InheritedNames(of: "Plain", in: project).conforms(to: "ToggleStyle"))
        #expect(InheritedNames(of: "Pinch", in: project).conforms(to: "Gesture"))
        #expect(!InheritedNames(of: "Row", in: project).conforms(to: "Gesture"))
    }
}
