import SwiftUI

struct TapHelp: View {
    // TapGesture(count: 1).exclusively(before: TapGesture(count: 2)) never double-taps.
    let hint = ".onTapGesture { }.onTapGesture(count: 2) { }"
    let doubleTapGestureEnabled = true

    var body: some View {
        Text(hint)
            .opacity(doubleTapGestureEnabled ? 1 : 0.5)
    }
}
