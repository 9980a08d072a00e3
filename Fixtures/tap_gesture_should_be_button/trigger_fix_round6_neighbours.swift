import SwiftUI

/// (fix round 6) The near misses stay reported: a button component running its caller's action
/// over its caller's label (a Button replaces it as it is), a tap in a generic view on a part that
/// shows none of the caller's views, and content whose type is known.
struct PressableLabel<Label: View>: View {
    var action: () -> Void
    @ViewBuilder var label: () -> Label

    var body: some View {
        label()
            .onTapGesture { // expect: tap_gesture_should_be_button@14
                action()
            }
    }
}

struct FoldingSection<Content: View>: View {
    let title: String
    @ViewBuilder var content: () -> Content
    @State private var folded = false

    var body: some View {
        VStack {
            HStack {
                Text(title)
                Image(systemName: "chevron.down")
            }
            .onTapGesture { // expect: tap_gesture_should_be_button@14
                folded.toggle()
            }
            if !folded { content() }
        }
    }
}

struct KnownContentRow: View {
    let content: Text
    let makeDetail: () -> Text
    @State private var opened = false

    var body: some View {
        VStack {
            VStack { content }
                .onTapGesture { opened = true } // expect: tap_gesture_should_be_button@18
            VStack { makeDetail() }
                .onTapGesture { opened = false } // expect: tap_gesture_should_be_button@18
        }
    }

    func tile(_ title: String) -> some View {
        Text(title)
            .onTapGesture { opened.toggle() } // expect: tap_gesture_should_be_button@14
    }
}
