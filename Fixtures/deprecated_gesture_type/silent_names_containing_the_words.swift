import SwiftUI

/// Identifiers, comments and strings that only contain the deprecated names.
struct GestureSettingsView: View {
    // MagnificationGesture and RotationGesture were replaced in iOS 17.
    @AppStorage("useMagnificationGesture") private var useMagnificationGestureSetting = true
    @State private var rotationGestureEnabled = false
    let myMagnificationGestureHandler: () -> Void

    /// Explains why `RotationGesture()` is no longer used.
    var body: some View {
        Form {
            Toggle("Pinch to zoom (MagnificationGesture)", isOn: $useMagnificationGestureSetting)
            Toggle("Twist to rotate", isOn: $rotationGestureEnabled)
            Button("Reset RotationGesture state", action: myMagnificationGestureHandler)
            Text(#"Uses "MagnificationGesture" on iOS 16"#)
        }
    }
}
