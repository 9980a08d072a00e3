import SwiftUI

// struct Broken: Gesture { var body: some View { Text("no") } }
let gestureBodyMistake = "struct Broken: Gesture { var body: some View { EmptyView() } }"

struct BodyTypeNote: View {
    var gestureBody = "some Gesture"
    var body: some View {
        Text(gestureBody)
    }
}
