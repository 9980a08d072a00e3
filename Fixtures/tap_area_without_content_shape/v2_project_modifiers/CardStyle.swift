import SwiftUI

/// Declared in another file of the project: the rule does not look into it.
extension View {
    func cardStyle() -> some View {
        self.background(RoundedRectangle(cornerRadius: 12).fill(.background))
    }
}
