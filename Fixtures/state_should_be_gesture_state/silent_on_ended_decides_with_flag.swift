import SwiftUI

/// (v2) `.onEnded` needs the flag and the start time it set to decide between a tap and a hold;
/// a @GestureState would already be back to its initial value when `.onEnded` runs.
struct RecordButton: View {
    let onTap: () -> Void
    let onHold: () -> Void
    @State private var isPressing = false
    @State private var pressStart: Date? = nil

    var body: some View {
        Circle()
            .fill(isPressing ? .red : .gray)
            .frame(width: 72, height: 72)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        if pressStart == nil { pressStart = Date() }
                        isPressing = true
                    }
                    .onEnded { _ in
                        if let start = pressStart, Date().timeIntervalSince(start) > 0.4 {
                            onHold()
                        } else if isPressing {
                            onTap()
                        }
                        isPressing = false
                        pressStart = nil
                    }
            )
            .accessibilityAction(named: "Record") { onHold() }
    }
}
