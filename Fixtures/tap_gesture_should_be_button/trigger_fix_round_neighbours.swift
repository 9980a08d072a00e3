import SwiftUI

/// (fix round) What the new exemptions leave reported: a style-like view that is not a style,
/// text without selection, a dimmed view whose tap opens something, a tap whose action no
/// control of the view performs, a control hidden from accessibility doing the same.
struct ChipLabel: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Text(title)
            .padding(.horizontal, 12)
            .onTapGesture { isOn.toggle() } // expect: tap_gesture_should_be_button@14
    }
}

struct Caption: View {
    let caption: String
    @State private var isExpanded = false

    var body: some View {
        Text(caption)
            .lineLimit(isExpanded ? nil : 3)
            .onTapGesture { isExpanded.toggle() } // expect: tap_gesture_should_be_button@14
    }
}

struct DimmedTile: View {
    @State private var showsDetails = false

    var body: some View {
        Color.black
            .opacity(0.4)
            .ignoresSafeArea()
            .onTapGesture { showsDetails = true } // expect: tap_gesture_should_be_button@14
    }
}

struct Summary: View {
    let text: String
    @State private var isExpanded = false
    @State private var isShared = false

    var body: some View {
        Text(text)
            .onTapGesture { isExpanded.toggle() } // expect: tap_gesture_should_be_button@14
            .overlay(alignment: .bottomTrailing) {
                Button("Share") { isShared = true }
                Button("Hidden") { isExpanded.toggle() }
                    .accessibilityHidden(true)
            }
    }
}

/// The Add button also clears the field, but it is not a clear button: the clear icon's tap is
/// reported.
struct AddWordField: View {
    @State private var newText = ""
    @State private var words: [String] = []

    var body: some View {
        HStack {
            TextField("Word", text: $newText)
            Image(systemName: "xmark.circle")
                .onTapGesture { newText = "" } // expect: tap_gesture_should_be_button@18
            Button("Add") {
                words.append(newText)
                newText = ""
            }
        }
    }
}
