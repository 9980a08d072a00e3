import SwiftUI

struct WrongGesture: Gesture {
    var body: some View {
        Text("not a gesture")
    }
}

struct RightGesture: Gesture {
    var body: some Gesture {
        TapGesture(count: 3)
    }
}
