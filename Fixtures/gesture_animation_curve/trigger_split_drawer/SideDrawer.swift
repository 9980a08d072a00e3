import SwiftUI

/// A side drawer; its drag gesture is declared in SideDrawer+Drag.swift.
struct SideDrawer: View {
    @State var drawerOffset: CGFloat = -280

    var body: some View {
        Rectangle()
            .frame(width: 280)
            .offset(x: drawerOffset)
            .gesture(drawerDrag)
            .accessibilityAction(named: "Open drawer") { drawerOffset = 0 }
    }
}
