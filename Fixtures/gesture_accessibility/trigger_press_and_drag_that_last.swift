import SwiftUI

/// A hold that succeeds after a second: `perform` favorites the item.
struct HoldToFavorite: View {
    @State private var scale = 1.0
    @State private var favorite = false

    var body: some View {
        Image(systemName: favorite ? "star.fill" : "star")
            .scaleEffect(scale)
            .onLongPressGesture(minimumDuration: 1, pressing: { pressing in // expect: gesture_accessibility@14
                scale = pressing ? 1.2 : 1.0
            }, perform: {
                favorite.toggle()
            })
    }
}

/// The ball springs back, but the side it was last thrown to stays on screen: a lasting choice.
struct SideChooser: View {
    @State private var offset: CGFloat = 0
    @State private var choseLeft = false

    var body: some View {
        VStack {
            Text(choseLeft ? "Left" : "Right")
            Circle()
                .frame(width: 80, height: 80)
                .offset(x: offset)
                .gesture( // expect: gesture_accessibility@18
                    DragGesture()
                        .onChanged { value in
                            offset = value.translation.width
                            choseLeft = offset < 0
                        }
                        .onEnded { _ in withAnimation(.spring) { offset = 0 } }
                )
        }
    }
}
