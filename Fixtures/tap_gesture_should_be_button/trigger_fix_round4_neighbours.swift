import SwiftUI

/// (fix round 4) The near misses stay reported: a toggle of a flag that fades only plain text, a
/// filler outside any condition whose tap toggles, a filler under a condition on something the tap
/// does not touch, a tap that moves a value somewhere other than back, and a selection emptied by
/// a tap on a plain label that shows nothing else.
struct CaptionOverlay: View {
    @State private var captionsVisible = true

    var body: some View {
        ZStack {
            Color.black
                .onTapGesture { captionsVisible.toggle() } // expect: tap_gesture_should_be_button@18
            Text("Caption")
                .opacity(captionsVisible ? 1 : 0)
        }
    }
}

struct FillerRows: View {
    @State private var openQuestion: Int?
    @State private var isLoading = false

    var body: some View {
        VStack {
            Rectangle().fill(Color.blue)
                .onTapGesture { toggle(1) } // expect: tap_gesture_should_be_button@18
            if isLoading {
                Rectangle().fill(Color.gray)
                    .onTapGesture { toggle(2) } // expect: tap_gesture_should_be_button@22
            }
        }
    }

    func toggle(_ question: Int) {
        openQuestion = openQuestion == question ? nil : question
    }
}

struct MovingCard: View {
    @State private var offset: CGSize = .zero
    @State private var isExpanded = false

    var body: some View {
        ZStack {
            Button("Delete") {}
            Text("Card")
        }
        .onTapGesture { // expect: tap_gesture_should_be_button@10
            offset = CGSize(width: 40, height: 0)
            isExpanded = true
        }
    }
}

struct ClearLabel: View {
    @State private var selection = Set<Int>()

    var body: some View {
        Text("Clear selection")
            .onTapGesture { selection.removeAll() } // expect: tap_gesture_should_be_button@14
    }
}

/// A wrapper tap doing something else than the wrapped view's own tap stays reported.
struct AuthorRow: View {
    let author: String
    var open: (String) -> Void

    var body: some View {
        Text(author)
            .onTapGesture { open(author) } // expect: tap_gesture_should_be_button@14
    }
}

struct AuthorCard: View {
    let author: String
    var open: (String) -> Void
    var share: (String) -> Void

    var body: some View {
        AuthorRow(author: author, open: open)
            .onTapGesture { share(author) } // expect: tap_gesture_should_be_button@14
    }
}

/// A local built from a same-type helper that holds controls, with modifiers applied: the
/// container message, not "use Button".
struct NotchScreen: View {
    var body: some View {
        VStack {
            let layout = NotchPanel()
                .padding(4)
                .background(.black)
            layout
                .onTapGesture { open() } // expect: tap_gesture_should_be_button@18
        }
    }

    func NotchPanel() -> some View {
        HStack {
            Button("Settings") {}
            Text("Now playing")
        }
    }

    func open() {}
}
