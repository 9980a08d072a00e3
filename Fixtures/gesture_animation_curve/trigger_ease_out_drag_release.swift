import SwiftUI

/// A bottom sheet that settles with an ease-out curve: it stops dead when the finger lifts.
struct BottomSheet: View {
    @State private var offset: CGFloat = 300
    let expandedOffset: CGFloat = 40
    let collapsedOffset: CGFloat = 300

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(.background)
            .offset(y: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = min(max(collapsedOffset + value.translation.height, expandedOffset), collapsedOffset)
                    }
                    .onEnded { value in
                        withAnimation(.easeOut(duration: 0.25)) { // expect: gesture_animation_curve@40
                            offset = value.predictedEndTranslation.height < -100 ? expandedOffset : collapsedOffset
                        }
                    }
            )
            .accessibilityAction(named: "Expand") { offset = expandedOffset }
    }
}
