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

/// A card with a control of its own known here besides the caller's extra view keeps the container
/// message; a stored `some View` with an initial value is the view's own, not the caller's.
struct MessageCard<Extra: View>: View {
    let extra: Extra
    @State private var opened = false

    var body: some View {
        VStack {
            Text("Message")
            OptionsMenu()
            extra
        }
        .onTapGesture { opened = true } // expect: tap_gesture_should_be_button@10
    }
}

struct OptionsMenu: View {
    var body: some View {
        HStack { Text("More"); Button("Report") {} }
    }
}

struct TintedPhoto: View {
    @State private var playing = true
    var photo: some View = Image("shot").resizable()

    var body: some View {
        photo
            .blur(radius: 15)
            .overlay(photo.cornerRadius(12))
            .onTapGesture { playing.toggle() } // expect: tap_gesture_should_be_button@14
    }
}

/// A Button flipping another object's flag of the same name, a tap that flips the flag and does
/// more, and a tap flipping one more flag than the controls do: the tap's state change is not reachable.
struct FoldingHeaders: View {
    @State private var expanded = false
    @State private var pinned = false
    let model: FoldingModel

    var body: some View {
        VStack {
            Button("Expand all") { model.expanded.toggle() }
            Button("Pin") { pinned.toggle() }
            Text("Header")
                .onTapGesture { expanded.toggle() } // expect: tap_gesture_should_be_button@18
            Text("Details")
                .onTapGesture { // expect: tap_gesture_should_be_button@18
                    pinned.toggle()
                    load()
                }
            Text("Other")
                .onTapGesture { expanded.toggle(); pinned.toggle() } // expect: tap_gesture_should_be_button@18
        }
    }

    func load() {}
}

final class FoldingModel {
    var expanded = false
}
