import SwiftUI

/// Starts recording after a hold; the body lives in HoldToRecordGesture+Body.swift.
struct HoldToRecordGesture: Gesture {
    var minimumDuration: Double = 0.3
    var onRecord: () -> Void
}
