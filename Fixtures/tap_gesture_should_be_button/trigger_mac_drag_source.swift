import SwiftUI

/// (fix round 4) A tap on a drag source is still reported; inside `#if os(macOS)` the message asks
/// for an accessibility trait and action (a Button would take the click the drag starts from),
/// elsewhere it asks for a Button (see TapProjectViewMessageTests for the messages).
struct TrayItem: View {
    let name: String
    var open: () -> Void

    var body: some View {
        #if os(macOS)
        Text(name)
            .draggable(name)
            .onTapGesture { open() } // expect: tap_gesture_should_be_button@14
        #else
        Text(name)
            .onDrag { NSItemProvider(object: name as NSString) }
            .onTapGesture { open() } // expect: tap_gesture_should_be_button@14
        #endif
    }
}
