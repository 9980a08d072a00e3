import SwiftUI

/// The project's own recognizer type, not SwiftUI's.
struct TapGesture {
    var count: Int = 1
    func exclusively(before other: TapGesture) -> [TapGesture] { [self, other] }
}

let tapOrder = TapGesture(count: 1).exclusively(before: TapGesture(count: 2))
