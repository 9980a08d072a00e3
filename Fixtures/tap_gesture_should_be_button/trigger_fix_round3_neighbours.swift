import SwiftUI

/// (fix round 3) The near misses of the round-3 exemptions stay reported: plain text in another
/// closure argument, a tap over a layered Button that does real work (container message), a
/// simultaneous tap on a plain project view, a tap that focuses and also sends, a whole-screen
/// view that is not the body's root, a filler without a translucent background, a tap doing more
/// than the project control's binding, a comment asking for a Button, a tap beside (not inside) a
/// NavigationLink.
struct PlainRow<Kind: View>: View {
    let kind: Kind
    var body: some View { HStack { kind } }
}

struct PlainBadge: View {
    var body: some View { Text("New") }
}

struct MenuToggleButton: View {
    @Binding var isOpen: Bool
    var body: some View { Button("Menu") { isOpen.toggle() } }
}

struct RowsScreen: View {
    @State private var expanded = false
    @State private var opened = false
    @State private var shared = false
    @State private var zoomed = false
    @FocusState private var focused: Bool
    @State private var count = 0

    var body: some View {
        VStack {
            PlainRow(kind: VStack { Text("Topic") })
                .onTapGesture { expanded.toggle() } // expect: tap_gesture_should_be_button@18
            Text("Card")
                .overlay { Button("Share") {} }
                .onTapGesture { shared = true } // expect: tap_gesture_should_be_button@18
            ScrollView {
                PlainBadge()
                    .simultaneousGesture(TapGesture().onEnded { shared = true }) // expect: tap_gesture_should_be_button@42
            }
            Text("Send")
                .onTapGesture { // expect: tap_gesture_should_be_button@18
                    guard !focused else { return }
                    focused = true
                    count += 1
                }
            ZStack { Text("Inner") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .onTapGesture { zoomed.toggle() } // expect: tap_gesture_should_be_button@18
            GeometryReader { _ in EmptyView() }
                .onTapGesture { toggleMenu() } // expect: tap_gesture_should_be_button@18
            MenuToggleButton(isOpen: $opened)
            Image(systemName: "star")
                .onTapGesture { // expect: tap_gesture_should_be_button@18
                    opened.toggle()
                    count += 1
                }
            // TODO: make this a Button, it is not reachable with VoiceOver
            Text("Later")
                .onTapGesture { count += 1 } // expect: tap_gesture_should_be_button@18
            // The tap_gesture_should_be_button finding is not for this view.
            Text("Other")
                .onTapGesture { count -= 1 } // expect: tap_gesture_should_be_button@18
            NavigationLink("Next", destination: Text("Next"))
            Text("Beside")
                .onTapGesture { count = 0 } // expect: tap_gesture_should_be_button@18
        }
    }

    func toggleMenu() { zoomed.toggle() }
}

/// A body root that only fills its parent (an overlay), not the screen: its tap is an action.
struct BlurOverlay: View {
    @State private var blurred = true

    var body: some View {
        VStack {
            Text("Sensitive")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onTapGesture { reveal() } // expect: tap_gesture_should_be_button@10
    }

    func reveal() {
        withAnimation { blurred.toggle() }
    }
}

/// A tap in an empty Button's label does the work the Button should.
struct JumpButton: View {
    var onShortPress: () -> Void

    var body: some View {
        Button {} label: {
            Image(systemName: "arrow.down")
                .onTapGesture { onShortPress() } // expect: tap_gesture_should_be_button@18
        }
    }
}

/// A screen handed the binding is not the control that flips it.
struct FeedScreen: View {
    @Binding var showsTip: Bool
    var body: some View { VStack { Button("Tip") { showsTip = true } } }
}

struct FeedTab: View {
    @State private var showsTip = false

    var body: some View {
        ZStack {
            FeedScreen(showsTip: $showsTip)
            Text("Tip")
                .onTapGesture { showsTip.toggle() } // expect: tap_gesture_should_be_button@18
        }
    }
}

/// A counter with no threshold is an action (a like count); logging a call's result does work.
struct Counters: View {
    @State private var likes = 0

    var body: some View {
        VStack {
            Image(systemName: "heart")
                .onTapGesture { likes += 1 } // expect: tap_gesture_should_be_button@18
            Text("Save")
                .onTapGesture { print(save()) } // expect: tap_gesture_should_be_button@18
            Text("Every second")
                .onTapGesture { // expect: tap_gesture_should_be_button@18
                    likes += 1
                    if likes == 1 { print("first") }
                }
        }
    }

    func save() -> Bool { true }
}
