import SwiftUI

struct Card<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct ProjectCard: View {
    let project: Project
    var archive: () -> Void
    var open: () -> Void

    var body: some View {
        Card {
            Text(project.name).font(.headline)
            Menu("Actions") {
                Button("Archive", action: archive)
            }
        }
        .onLongPressGesture(perform: open) // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Open", open)
    }
}
