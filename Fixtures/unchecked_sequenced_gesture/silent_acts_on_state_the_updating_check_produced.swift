import SwiftUI

/// (v2) `.updating` switches over the phase and records which one it is in; `.onChanged` and
/// `.onEnded` act on that state, so the phases are handled, just in another callback.
struct DraggableEvent: View {
    enum Mode { case idle, pressing, moving }
    let event: String
    let reschedule: (CGFloat) -> Void
    @GestureState private var livePress = false
    @State private var mode: Mode = .idle
    @State private var shift: CGFloat = 0

    var body: some View {
        Text(event)
            .padding(6)
            .background(mode == .moving ? Color.orange : Color.blue, in: RoundedRectangle(cornerRadius: 6))
            .offset(y: shift)
            .gesture(
                LongPressGesture(minimumDuration: 0.35)
                    .sequenced(before: DragGesture())
                    .updating($livePress) { value, state, _ in
                        switch value {
                        case .first(true): state = true
                        default: state = false
                        }
                    }
                    .onChanged { value in
                        switch value {
                        case .first(true): mode = .pressing
                        case .second(true, let drag?): mode = .moving; shift = drag.translation.height
                        default: break
                        }
                    }
                    .onEnded { value in
                        if mode == .moving { reschedule(shift) }
                        mode = .idle
                        shift = 0
                        print(value)
                    }
            )
            .accessibilityAction(named: "Move later") { reschedule(30) }
    }
}
