import SwiftUI

/// (fix round 11) Scrubs inside a ScrollView: the drag reads where the finger is (`location`), not
/// how far it moved. Still reported (the scroll view cannot pan from there); the message offers a
/// long press before the drag rather than only `.simultaneousGesture`, which would scroll the page
/// while the finger scrubs. The messages are checked in `DragScrubMessageTests`.
struct WaveformPage: View {
    let samples: [Float]
    @State private var playhead: Double = 0
    @State private var hovered: Int?

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                Text("Recording").font(.title)
                waveform
                    .frame(height: 120)
                    .gesture( // expect: drag_blocks_scroll, gesture_accessibility
                        DragGesture(minimumDistance: 0)
                            .onChanged { playhead = Double($0.location.x / 320) }
                    )
                HStack {
                    ForEach(samples.indices, id: \.self) { index in
                        Capsule().frame(width: 4, height: CGFloat(samples[index]) * 40)
                    }
                }
                .gesture(DragGesture().onChanged { value in // expect: drag_blocks_scroll, gesture_accessibility
                    hovered = Int(value.location.x / 6)
                })
            }
        }
    }

    private var waveform: some View { Rectangle().fill(.blue.opacity(0.2)) }
}
