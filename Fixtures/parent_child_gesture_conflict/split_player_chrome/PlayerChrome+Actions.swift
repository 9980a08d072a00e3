import SwiftUI

extension PlayerChrome {
    func toggleChrome() {
        withAnimation(.smooth) {
            chromeVisible.toggle()
        }
    }
}
