import SwiftUI

/// (v2) The near miss of a zero-duration press: a real hold that deletes, with no other way.
struct HoldToDeleteKey: View {
    let deleteWord: () -> Void

    var body: some View {
        Image(systemName: "delete.left")
            .frame(width: 44, height: 44)
            .gesture( // expect: gesture_accessibility
                LongPressGesture(minimumDuration: 0.5)
                    .onEnded { _ in deleteWord() }
            )
    }
}
