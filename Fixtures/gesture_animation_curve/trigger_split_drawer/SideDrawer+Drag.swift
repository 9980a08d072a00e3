import SwiftUI

extension SideDrawer {
    var drawerDrag: some Gesture {
        DragGesture()
            .onChanged { value in drawerOffset = min(max(-280 + value.translation.width, -280), 0) }
            .onEnded { value in
                withAnimation(.easeInOut(duration: 0.3)) { // expect: gesture_animation_curve@32
                    drawerOffset = value.translation.width > 140 ? 0 : -280
                }
            }
    }
}
