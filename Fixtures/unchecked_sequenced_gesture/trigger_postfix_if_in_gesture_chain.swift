import SwiftUI

struct StampButton: View {
    @State private var stamped = false
    #if os(iOS)
    private let haptics = UINotificationFeedbackGenerator()
    #endif

    private var pressAndSlide: some Gesture {
        LongPressGesture(minimumDuration: 0.4)
            .sequenced(before: DragGesture(minimumDistance: 20))
            #if os(iOS)
            .onEnded { _ in // expect: unchecked_sequenced_gesture@14
                haptics.notificationOccurred(.success)
                stamp()
            }
            #endif
    }

    var body: some View {
        Image(systemName: stamped ? "seal.fill" : "seal")
            .gesture(pressAndSlide)
            .accessibilityAction(named: "Stamp") { stamp() }
    }

    func stamp() { stamped = true }
}
