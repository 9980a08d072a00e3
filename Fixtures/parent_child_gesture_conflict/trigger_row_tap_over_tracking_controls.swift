import SwiftUI

/// (v2) The modifier form still fights controls that track their own touches: the row's tap
/// competes with the stepper's and the text field's touches.
struct CartLine: View {
    let name: String
    @Binding var quantity: Int
    @Binding var note: String
    let showDetails: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(name)
                Spacer()
                Stepper("Qty \(quantity)", value: $quantity, in: 1...9)
            }
            TextField("Note for the kitchen", text: $note)
        }
        .padding(.vertical, 4)
        .contentShape(Rectangle())
        .onTapGesture { showDetails() } // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Details") { showDetails() }
    }
}
