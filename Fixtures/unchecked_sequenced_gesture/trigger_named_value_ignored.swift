import SwiftUI

struct KanbanTicket: View {
    let ticket: Ticket
    @Binding var dropTarget: Column?
    var move: (Ticket, Column?) -> Void

    var body: some View {
        TicketSummary(ticket: ticket)
            .gesture(
                LongPressGesture(minimumDuration: 0.25).sequenced(before: DragGesture(coordinateSpace: .named("board")))
                    .onEnded { value in // expect: unchecked_sequenced_gesture@22
                        move(ticket, dropTarget)
                        dropTarget = nil
                    }
            )
            .accessibilityAction(named: "Move to next column") { move(ticket, nil) }
    }
}

struct GestureDebugPanel: View {
    @State private var lastSequence = ""

    var body: some View {
        Rectangle()
            .gesture(
                LongPressGesture().sequenced(before: DragGesture())
                    .onEnded { value in // expect: unchecked_sequenced_gesture@22
                        print(value)
                        lastSequence = "\(value)"
                    }
            )
            .accessibilityAction(named: "Reset") { lastSequence = "" }
    }
}
