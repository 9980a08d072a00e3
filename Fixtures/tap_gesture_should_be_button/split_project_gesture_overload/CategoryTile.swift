import SwiftUI

/// (v2) A project overload of another gesture modifier (`gesture(_:haptic:)`) shadows SwiftUI's
/// only for the calls it can take: the plain `.gesture(TapGesture()...)` is SwiftUI's and is
/// reported; the `haptic:` call is the project's.
struct CategoryTile: View {
    let name: String
    let open: () -> Void

    var body: some View {
        VStack {
            Text(name)
                .gesture(TapGesture().onEnded { open() }) // expect: tap_gesture_should_be_button@26
            Text(name.uppercased())
                .gesture(TapGesture().onEnded { open() }, haptic: .light)
        }
    }
}
