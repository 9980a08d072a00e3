import SwiftUI

/// (v2) A row's tap over its own buttons whose actions differ: VoiceOver users cannot open the
/// note (a Button cannot wrap the row's buttons). Same for a card whose only control is hidden
/// from accessibility.
struct NoteRow: View {
    let title: String
    let open: () -> Void
    let pin: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Button(action: pin) { Image(systemName: "pin") }
        }
        .contentShape(Rectangle())
        .onTapGesture { open() } // expect: tap_gesture_should_be_button@10
    }
}

struct PromoCard: View {
    let claim: () -> Void

    var body: some View {
        VStack {
            Text("50 % off this week")
            Button("Claim", action: claim)
                .accessibilityHidden(true)
        }
        .padding()
        .contentShape(Rectangle())
        .onTapGesture { claim() } // expect: tap_gesture_should_be_button@10
    }
}
