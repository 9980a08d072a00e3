import SwiftUI

extension View {
    /// Single tap places a marker, double tap resets the view.
    func markable(_ markers: Binding<[CGPoint]>, reset: @escaping () -> Void) -> some View {
        onTapGesture { location in markers.wrappedValue.append(location) }
            .onTapGesture(count: 2, perform: reset) // expect: unreachable_exclusive_gesture@14
            .accessibilityAction(named: "Reset", reset)
    }
}
