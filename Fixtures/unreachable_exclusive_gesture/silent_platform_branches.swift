import SwiftUI

struct Tile: View {
    @State private var selected = false
    @State private var opened = false

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            #if os(macOS)
            .onTapGesture(count: 1) { location in selected = location.y > 0 }
            #else
            .onTapGesture(count: 2) { opened = true }
            #endif
            .accessibilityAction(named: "Open") { opened = true }
    }
}
