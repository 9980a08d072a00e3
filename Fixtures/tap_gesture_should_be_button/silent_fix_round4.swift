import SwiftUI

/// (fix round 4) Background taps that only show, hide, reset or deselect:
/// - a tap on the player surface that toggles controls kept in the view, faded by `.opacity`;
/// - a filler shown only while something is open, whose tap undoes what shows it;
/// - a container tap that puts the peel back (`= .zero`, `= false`) over a delete button;
/// - a panel's background tap that empties the selection of the items shown on it.
struct SurfaceSeekView: View {
    var body: some View { Color.black }
}

struct PlayerControls: View {
    @State private var controlsVisible = true
    var onPlay: () -> Void

    var body: some View {
        ZStack {
            SurfaceSeekView()
                .onTapGesture {
                    withAnimation { controlsVisible.toggle() }
                }
            Group {
                playButton
            }
            .opacity(controlsVisible ? 1 : 0.01)
        }
    }

    var playButton: some View {
        Button("Play", action: onPlay)
    }
}

struct QuestionDeck: View {
    @State private var openQuestion: Int?

    var body: some View {
        Text("Deck")
            .overlay {
                if openQuestion != nil {
                    Rectangle().fill(Color.white.opacity(0.001))
                        .onTapGesture { if let openQuestion { toggle(openQuestion) } }
                }
            }
    }

    func toggle(_ question: Int) {
        openQuestion = openQuestion == question ? nil : question
    }
}

struct PeelCard: View {
    @State private var progress: CGFloat = 0
    @State private var offset: CGSize = .zero
    @State private var isExpanded = false

    var body: some View {
        ZStack {
            Button("Delete") {}
            Text("Card")
        }
        .onTapGesture {
            withAnimation(.spring) {
                offset = .zero
                isExpanded = false
            }
        }
    }
}

struct ShelfItems: View {
    var body: some View { Text("Item") }
}

struct ShelfPanel: View {
    @State private var selection = Set<Int>()

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .stroke(Color.gray)
            .overlay {
                ShelfItems()
            }
            .onTapGesture { selection.removeAll() }
    }
}

/// A quote card wrapping the project's post row repeats the row's own tap.
struct QuotedPostRow: View {
    let post: String
    var open: (String) -> Void

    var body: some View {
        Text(post)
            .onTapGesture {
                open(post)
            }
            .accessibilityAddTraits(.isButton)
    }
}

struct QuotedPostCard: View {
    let post: String
    var open: (String) -> Void

    var body: some View {
        QuotedPostRow(post: post, open: open)
            .padding(8)
            .onTapGesture {
                open(post)
            }
    }
}
