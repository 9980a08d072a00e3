import SwiftUI

/// No identifier here names a gesture: the drag that sets and resets `shift` is in TileView+Drag.swift.
struct TileView: View {
    @State var shift: CGFloat = 0 // expect: state_should_be_gesture_state@16

    var body: some View {
        tile
    }
}
