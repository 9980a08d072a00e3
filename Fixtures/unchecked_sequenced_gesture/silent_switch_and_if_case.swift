import SwiftUI

struct PressIndicator: View {
    @State private var phase = "idle"
    var commit: () -> Void

    var body: some View {
        Circle()
            .fill(phase == "dragging" ? Color.green : Color.gray)
            .gesture(
                LongPressGesture().sequenced(before: DragGesture())
                    .onChanged { value in
                        switch value {
                        case .first(true): phase = "pressing"
                        case .second(true, _): phase = "dragging"
                        default: phase = "idle"
                        }
                    }
                    .onEnded { value in
                        if case .second(true, .some) = value { commit() }
                    }
            )
            .accessibilityAction(named: "Commit", commit)
    }
}
