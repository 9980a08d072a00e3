import SwiftUI

enum Page {
    case quickSwitcher, settings, search
    case profile(String)
}

final class Navigator {
    func openSheet(_ page: Page) {}
    func dismiss() {}
}
