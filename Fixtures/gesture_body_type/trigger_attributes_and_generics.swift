import SwiftUI

@MainActor
public struct ThresholdDrag<Tag: Hashable>: Gesture, Sendable {
    public var tag: Tag
    public var onCross: (Tag) -> Void

    public var body: some View { // expect: gesture_body_type@16
        DragGesture().onEnded { value in
            if abs(value.translation.width) > 80 { onCross(tag) }
        }
    }
}
