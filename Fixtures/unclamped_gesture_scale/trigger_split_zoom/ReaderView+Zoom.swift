import SwiftUI

extension ReaderView {
    var textZoom: some Gesture {
        MagnifyGesture().onEnded { value in
            textScale *= value.magnification
        }
    }
}
