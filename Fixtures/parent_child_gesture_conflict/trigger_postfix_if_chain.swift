import SwiftUI

struct VolumePanel: View {
    @Binding var volume: Double
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Image(systemName: "speaker.wave.2")
            Slider(value: $volume, in: 0...1)
        }
        .padding()
        .contentShape(Rectangle())
        #if os(iOS)
        .onTapGesture { isExpanded.toggle() } // expect: parent_child_gesture_conflict@10
        #endif
        .accessibilityElement(children: .contain)
    }
}
