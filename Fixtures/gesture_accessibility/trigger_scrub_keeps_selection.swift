import SwiftUI

/// (v2) The near miss of scrub-to-highlight: one path keeps the picked day, so the drag selects
/// something that lasts and needs an accessible alternative.
struct WeekStrip: View {
    let days: [Date]
    @State private var picked: Date? = nil

    var body: some View {
        HStack {
            ForEach(days, id: \.self) { day in
                Text(day, format: .dateTime.weekday(.narrow)).frame(maxWidth: .infinity)
            }
        }
        .gesture( // expect: gesture_accessibility
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    picked = day(at: value.location.x)
                }
                .onEnded { value in
                    if value.translation.width.magnitude < 4 {
                        picked = nil
                    }
                }
        )
    }

    private func day(at x: CGFloat) -> Date? { days.first }
}
