import SwiftUI

struct GestureHelp: View {
    // .gesture(DragGesture()).gesture(MagnifyGesture()) does not work; compose them.
    let hint = ".gesture(drag).gesture(magnify)"
    let magnifyGestureTitle = "Pinch"

    var body: some View {
        Text(hint)
            .help(magnifyGestureTitle)
    }
}
