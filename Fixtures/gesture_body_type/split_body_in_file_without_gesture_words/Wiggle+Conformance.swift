import SwiftUI

extension Wiggle: Gesture {}
