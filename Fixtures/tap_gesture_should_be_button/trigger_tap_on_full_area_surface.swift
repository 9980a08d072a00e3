import SwiftUI

/// (fix round 11) Taps on surfaces that fill their area: a canvas, a timeline view, a gradient
/// backdrop, a view framed to fill both ways. Still reported (nothing tells VoiceOver there is an
/// action); the message leads with keeping the tap and adding a button trait and an accessibility
/// action, since wrapping the whole surface in a Button is not the natural fix. The messages are
/// checked in `TapAreaMessageTests`.
struct BlobPlayground: View {
    @State private var exploded = false
    @State private var paused = false
    @State private var palette = 0

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
                .onTapGesture { palette += 1 } // expect: tap_gesture_should_be_button
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.white))
            }
            .onTapGesture { exploded.toggle() } // expect: tap_gesture_should_be_button
            TimelineView(.animation(paused: paused)) { timeline in
                Text(timeline.date, style: .time)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .onTapGesture { paused.toggle() } // expect: tap_gesture_should_be_button
        }
    }
}
