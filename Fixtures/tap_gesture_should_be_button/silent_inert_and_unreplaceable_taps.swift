import SwiftUI
import os

/// (fix round 2) Taps with nothing a user needs (only logging, an empty animation) and taps a
/// Button cannot stand in for (keyboard-modified clicks, grid rows, a single tap that waits for a
/// double tap, a tap in a disabled container).
struct DebugBadge: View {
    private let logger = Logger(subsystem: "app", category: "ui")

    var body: some View {
        VStack {
            Text("Build 42")
                .onTapGesture {
                    // Handy while debugging the layout.
                    print("badge tapped")
                }
            Text("Channel")
                .onTapGesture {
                    logger.debug("channel tapped")
                    NSLog("channel")
                }
            Image(systemName: "ladybug")
                .gesture(TapGesture().onEnded { debugPrint("ladybug") })
            Circle()
                .onTapGesture {
                    withAnimation(.easeInOut) {
                        // Reserved for the expand animation.
                    }
                }
        }
    }
}

struct FileRow: View {
    let name: String
    @Binding var selection: Set<String>

    var body: some View {
        Text(name)
            .gesture(TapGesture().modifiers(.command).onEnded { selection.insert(name) })
    }
}

struct ScoreTable: View {
    let scores: [String: Int]
    @State private var highlighted: String?

    var body: some View {
        Grid {
            ForEach(scores.keys.sorted(), id: \.self) { player in
                GridRow {
                    Text(player)
                    Text("\(scores[player] ?? 0)")
                }
                .onTapGesture { highlighted = player }
            }
        }
    }
}

struct PhotoTile: View {
    @State private var liked = false
    @State private var showsDetail = false

    var body: some View {
        Image("photo")
            .onTapGesture(count: 2) { liked = true }
            .onTapGesture { showsDetail = true }
    }
}

struct LockedSettings: View {
    @State private var pickedTheme = "Light"

    var body: some View {
        VStack {
            Text("Dark")
                .onTapGesture { pickedTheme = "Dark" }
        }
        .disabled(true)
    }
}
