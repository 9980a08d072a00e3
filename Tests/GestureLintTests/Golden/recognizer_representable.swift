import SwiftUI
import UIKit

@available(iOS 18, *)
struct TwoFingerTap: UIGestureRecognizerRepresentable {
    var action: () -> Void

    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTouchesRequired = 2
        return recognizer
    }

    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        if recognizer.state == .ended { action() }
    }
}

struct Canvas: View {
    @State private var count = 0

    var body: some View {
        if #available(iOS 18, *) {
            Color.blue
                .gesture(TwoFingerTap { count += 1 })
        } else {
            Color.blue
        }
    }
}
