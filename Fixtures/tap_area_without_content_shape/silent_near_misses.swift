import SwiftUI

/// A project helper named `onTapGesture`, Spacer in comments and strings, a tap on a Text.
struct TapRecorder {
    var taps = 0
    mutating func onTapGesture(_ count: Int) { taps += count }
}

struct HelpView: View {
    @State private var recorder = TapRecorder()
    @State private var zoomed = false
    // HStack { Text("a"); Spacer() }.onTapGesture { } loses taps on the gap
    let tip = "HStack { Spacer() }.onTapGesture(count: 2) { }"

    var body: some View {
        VStack {
            Text(tip)
                .onTapGesture(count: 2) { zoomed.toggle() }
            Spacer()
        }
        .task { recorder.onTapGesture(1) }
    }
}

/// An empty tap on a padded stack only lets the scroll view win; it performs nothing.
struct CommentsSheet: View {
    let comments: [String]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(comments, id: \.self) { Text($0) }
                Spacer()
            }
            .padding()
            .onTapGesture {}
        }
    }
}
