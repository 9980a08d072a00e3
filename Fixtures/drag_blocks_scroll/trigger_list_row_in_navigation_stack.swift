import SwiftUI

struct InboxView: View {
    let messages: [Message]
    @State private var archived: Set<Message.ID> = []

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    ForEach(messages) { message in
                        Text(message.subject)
                            .gesture( // expect: drag_blocks_scroll@30
                                DragGesture(minimumDistance: 0)
                                    .onEnded { value in
                                        if value.translation.width < -60 { archived.insert(message.id) }
                                    }
                            )
                            .accessibilityAction(named: "Archive") { archived.insert(message.id) }
                    }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

struct Message: Identifiable {
    let id: UUID
    let subject: String
}
