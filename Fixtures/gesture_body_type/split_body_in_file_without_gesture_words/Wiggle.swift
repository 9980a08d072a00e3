import SwiftUI

/// No identifier here names a gesture: the conformance is in Wiggle+Conformance.swift.
struct Wiggle {
    var amount: Double = 4
    var body: some View { // expect: gesture_body_type@9
        Text("wiggle").rotationEffect(.degrees(amount))
    }
}
