import SwiftUI
import os

/// (fix round 2) What the inert/unreplaceable exemptions leave reported: logging beside real work,
/// an animation that changes state, a tap without keyboard modifiers, a tap on a grid cell, a
/// single tap beside a long press, a container disabled only sometimes.
struct TrackedRow: View {
    private let logger = Logger(subsystem: "app", category: "ui")
    @State private var isOpen = false

    var body: some View {
        VStack {
            Text("Open")
                .onTapGesture { // expect: tap_gesture_should_be_button@18
                    logger.debug("open tapped")
                    isOpen = true
                }
            Text("Expand")
                .onTapGesture { // expect: tap_gesture_should_be_button@18
                    withAnimation(.easeInOut) { isOpen.toggle() }
                }
            Text("Print")
                .onTapGesture { // expect: tap_gesture_should_be_button@18
                    print(printDocument())
                }
        }
    }

    func printDocument() -> String { "" }
}

struct PlainFileRow: View {
    let name: String
    @Binding var selection: Set<String>

    var body: some View {
        Text(name)
            .gesture(TapGesture().onEnded { selection.insert(name) }) // expect: tap_gesture_should_be_button@22
    }
}

struct ScoreCell: View {
    let player: String
    @State private var highlighted: String?

    var body: some View {
        Grid {
            GridRow {
                Text(player)
                    .onTapGesture { highlighted = player } // expect: tap_gesture_should_be_button@22
            }
        }
    }
}

struct PressTile: View {
    @State private var showsMenu = false
    @State private var showsDetail = false

    var body: some View {
        Image("photo")
            .onLongPressGesture { showsMenu = true } // expect: gesture_accessibility@14
            .onTapGesture { showsDetail = true } // expect: tap_gesture_should_be_button@14
    }
}

struct BusySettings: View {
    @State private var pickedTheme = "Light"
    @State private var isBusy = false

    var body: some View {
        VStack {
            Text("Dark")
                .onTapGesture { pickedTheme = "Dark" } // expect: tap_gesture_should_be_button@18
        }
        .disabled(isBusy)
    }
}

struct ComposeFiller: View {
    @State private var isComposing = false

    var body: some View {
        VStack {
            Text("Notes")
            Color.clear
                .contentShape(Rectangle())
                .onTapGesture { isComposing = true } // expect: tap_gesture_should_be_button@18
        }
    }
}
