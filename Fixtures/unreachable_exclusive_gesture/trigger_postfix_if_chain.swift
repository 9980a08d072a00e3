import SwiftUI

struct Artboard: View {
    @State private var selection: CGPoint?
    @State private var zoomed = false

    var body: some View {
        Rectangle()
            .fill(.background)
            .onTapGesture(count: 1) { location in
                selection = location
            }
            #if os(iOS)
            .onTapGesture(count: 2) { // expect: unreachable_exclusive_gesture@14
                withAnimation(.spring) { zoomed.toggle() }
            }
            #endif
            .accessibilityAction(named: "Zoom") { zoomed.toggle() }
    }
}
