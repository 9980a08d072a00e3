import SwiftUI

/// (v2) The checklist's form with a long press: plain `.gesture(LongPressGesture())` over a
/// button, a zero-duration (touch-down) press over a toggle, and a plain `.gesture(TapGesture())`
/// over an inner tap all stay reported.
struct DownloadRow: View {
    let title: String
    let download: () -> Void
    let showInfo: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Button(action: download) { Image(systemName: "arrow.down.circle") }
        }
        .contentShape(Rectangle())
        .gesture(LongPressGesture().onEnded { _ in showInfo() }) // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Info") { showInfo() }
    }
}

struct AlarmRow: View {
    @Binding var isOn: Bool
    let highlight: () -> Void

    var body: some View {
        HStack {
            Text("7:00")
            Toggle("", isOn: $isOn)
        }
        .gesture(LongPressGesture(minimumDuration: 0).onEnded { _ in highlight() }) // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Highlight") { highlight() }
    }
}

struct PhotoCell: View {
    let photo: String
    let like: () -> Void
    let open: () -> Void

    var body: some View {
        VStack {
            Image(photo)
                .onTapGesture(count: 2) { like() }
                .accessibilityAddTraits(.isButton)
                .accessibilityAction { like() }
            Text(photo)
        }
        .gesture(TapGesture().onEnded { open() }) // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Open") { open() }
    }
}
