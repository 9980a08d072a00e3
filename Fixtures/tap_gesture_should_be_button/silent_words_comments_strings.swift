import SwiftUI

struct GestureTips: View {
    // Prefer Button over .onTapGesture { open() } for actions.
    let tip = "Use Button instead of .onTapGesture { doSomething() }"
    let onTapGestureCount = 0
    var myTapGestureHandler: () -> Void = {}

    var body: some View {
        VStack {
            Text(tip)
            /* Text("old").onTapGesture { legacy() } */
            Text("\(onTapGestureCount) taps")
        }
        .onAppear { myTapGestureHandler() }
    }
}
