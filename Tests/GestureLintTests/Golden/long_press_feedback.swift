import SwiftUI

struct Record: View {
    @State private var recording = false
    @GestureState private var holding = false

    var body: some View {
        VStack {
            Circle()
                .onLongPressGesture(minimumDuration: 2, maximumDistance: 10) {
                    recording = true
                } onPressingChanged: { pressing in
                    recording = pressing
                }
            Circle()
                .onLongPressGesture(minimumDuration: 3, pressing: { isPressing in recording = isPressing }, perform: { recording = false })
            Circle()
                .gesture(LongPressGesture(minimumDuration: 2).updating($holding) { value, state, _ in state = value })
            Circle()
                .gesture(LongPressGesture(minimumDuration: 5).onEnded { _ in recording.toggle() })
        }
    }
}
