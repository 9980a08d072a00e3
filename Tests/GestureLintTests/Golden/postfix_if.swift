import SwiftUI

struct Platform: View {
    @State private var hovering = false
    @State private var taps = 0

    var body: some View {
        Text("Hello")
            .padding()
            #if os(iOS)
            .gesture(LongPressGesture(minimumDuration: 2).onEnded { _ in taps += 10 })
            #elseif os(macOS)
            .onHover { hovering = $0 }
            #else
            .onTapGesture { taps += 1 }
            #endif
            .background(Color.gray)
    }
}
