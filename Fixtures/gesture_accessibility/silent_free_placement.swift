import SwiftUI

/// (fix6) Free placement: the drag puts a curve's end point where the finger is. Its only write is
/// the view's own `@State` `CGPoint`, read only to draw the path and place the handle: the point's
/// place is no value or action a VoiceOver user could want.
struct CurveEditor: View {
    @State private var end = CGPoint(x: 240, y: 120)

    var body: some View {
        ZStack {
            Path { path in
                path.move(to: .zero)
                path.addQuadCurve(to: end, control: CGPoint(x: end.x / 2, y: 0))
            }
            .stroke(lineWidth: 3)
            Circle()
                .frame(width: 24, height: 24)
                .position(end)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            end = CGPoint(x: value.startLocation.x + value.translation.width,
                                          y: value.startLocation.y + value.translation.height)
                        }
                )
        }
    }
}

/// (fix6) Panning a zoomed picture: the `CGSize` components follow the finger (scaled by the zoom,
/// which the drag only reads), and the end keeps where the pan stopped.
struct PannedPicture: View {
    @State private var pan = CGSize.zero
    @State private var settled = CGSize.zero
    @State private var zoom: CGFloat = 2

    var body: some View {
        Image("map")
            .offset(x: pan.width, y: pan.height)
            .scaleEffect(zoom)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        self.pan.width = settled.width + value.translation.width / zoom
                        self.pan.height = settled.height + value.translation.height / zoom
                    }
                    .onEnded { _ in settled = pan }
            )
    }
}

final class Handles: ObservableObject {
    @Published var anchor: CGPoint = .zero
}

/// (fix6) The same on a model the view creates itself: its `CGPoint` member only places the handle.
struct HandleCanvas: View {
    @StateObject private var handles = Handles()

    var body: some View {
        Circle()
            .frame(width: 20, height: 20)
            .position(handles.anchor)
            .gesture(DragGesture().onChanged { value in withAnimation(.interactiveSpring()) { handles.anchor = value.location } })
    }
}
