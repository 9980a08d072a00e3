import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// (fix round 12) A container tap over a text field whose own focus handler runs the tap's one
/// action is silent (the tap only enlarges the field's target); a value handler, `.onSubmit`,
/// another focus action or an unbound state keep the plain message.
@Suite struct ParentChildFocusHandlerTests {
    static func messages(_ body: String) -> [String] {
        let source = """
            import SwiftUI
            struct Segment: View {
                @State private var text = ""
                @State private var chosen = false
                @State private var other = false
                @FocusState private var editing: Bool
                var body: some View {
                    HStack {
            \(body)
                        Text("seconds")
                    }
                    .onTapGesture { choose() }
                }
                func choose() {}
                func save() {}
            }
            """
        return Linter(rules: [ParentChildGestureConflictRule()]).lint([SourceFile(path: "Segment.swift", text: source)]).map(\.message)
    }

    static let plain = "onTapGesture on the HStack competes with the TextField inside it at line 9; attach it with "
        + ".simultaneousGesture (both fire), .highPriorityGesture (the container wins) or .gesture(_, including:) with a GestureMask"

    @Test func focusHandlerRunningTheTapsActionIsSilent() {
        let found = Self.messages("""
                        TextField("", text: $text).focused($editing).onChange(of: editing) { focused in if focused { choose() } else { save() } }
            """)
        #expect(found.isEmpty)
    }

    @Test func selfQualifiedFocusStateCountsToo() {
        let found = Self.messages("""
                        TextField("", text: $text).focused(self.$editing).onChange(of: self.editing) { _ in self.choose() }
            """)
        #expect(found.isEmpty)
    }

    @Test func valueHandlerAndSubmitKeepThePlainMessage() {
        let found = Self.messages("""
                        TextField("", text: $text).focused($editing).onChange(of: text) { _ in choose() }.onSubmit { choose() }
            """)
        #expect(found == [Self.plain])
    }

    @Test func focusHandlerRunningSomethingElseKeepsThePlainMessage() {
        let found = Self.messages("""
                        TextField("", text: $text).focused($editing).onChange(of: editing) { _ in save() }
            """)
        #expect(found == [Self.plain])
    }

    @Test func stateTheFieldDoesNotBindKeepsThePlainMessage() {
        let found = Self.messages("""
                        TextField("", text: $text).focused($editing).onChange(of: other) { _ in choose() }
            """)
        #expect(found == [Self.plain])
    }
}
