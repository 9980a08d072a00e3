import SwiftUI
import AVKit
import MapKit
import UIKit

/// (v2) Interactive system views handle their own input: a tap on a player, a map, or a
/// UIKit view wrapped in UIViewRepresentable is no Button-shaped action.
struct TrailerCard: View {
    let player: AVPlayer
    @State private var showsControls = false

    var body: some View {
        VStack {
            VideoPlayer(player: player)
                .frame(height: 200)
                .onTapGesture { showsControls.toggle() }
            Map(initialPosition: .automatic)
                .frame(height: 160)
                .onTapGesture { showsControls = true }
            SignatureCanvas()
                .frame(height: 120)
                .onTapGesture { showsControls = false }
        }
    }
}

struct SignatureCanvas: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
