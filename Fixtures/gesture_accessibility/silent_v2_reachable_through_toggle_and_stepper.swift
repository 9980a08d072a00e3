import SwiftUI

/// (v2) The drag's lasting effect is also set by a `Toggle` (swipe to archive beside an
/// "Archived" toggle) and by a `Stepper` (drag to change the page size beside a stepper).
struct MailRow: View {
    let subject: String
    @State private var isArchived = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(subject)
                .gesture(
                    DragGesture(minimumDistance: 30)
                        .onEnded { value in
                            if value.translation.width < -80 { isArchived = true }
                        }
                )
            Toggle("Archived", isOn: $isArchived)
        }
    }
}

struct FontSizeAdjuster: View {
    @State private var pointSize = 17

    var body: some View {
        VStack {
            Text("Sample text")
                .font(.system(size: CGFloat(pointSize)))
                .gesture(
                    DragGesture(minimumDistance: 10)
                        .onEnded { value in
                            pointSize += value.translation.height < 0 ? 1 : -1
                        }
                )
            Stepper("Size \(pointSize)", value: $pointSize, in: 9...40)
        }
    }
}
