import SwiftUI

struct AlarmCard: View {
    @Binding var alarm: Alarm
    @State private var showsEditor = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(alarm.time, style: .time)
                .font(.largeTitle)
            Toggle("Enabled", isOn: $alarm.isEnabled)
        }
        .padding()
        .onLongPressGesture { // expect: parent_child_gesture_conflict@10
            showsEditor = true
        }
        .accessibilityAction(named: "Edit") { showsEditor = true }
        .sheet(isPresented: $showsEditor) {
            AlarmEditor(alarm: $alarm)
        }
    }
}
