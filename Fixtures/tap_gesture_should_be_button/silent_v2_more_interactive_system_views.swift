import SwiftUI
import SceneKit
import RealityKit
import WebKit
import AppKit

/// (v2) More interactive system views that handle their own input: a SceneKit scene, a
/// RealityKit view, a web view and an AppKit view wrapped in NSViewRepresentable.
struct ModelViewer: View {
    let scene: SCNScene
    let page: WebPage
    @State private var showsInfo = false

    var body: some View {
        VStack {
            SceneView(scene: scene, options: [.allowsCameraControl])
                .frame(height: 200)
                .onTapGesture { showsInfo.toggle() }
            RealityView { content in
                content.add(ModelEntity())
            }
            .frame(height: 200)
            .onTapGesture { showsInfo = true }
            WebView(page)
                .frame(height: 240)
                .onTapGesture { showsInfo = false }
            WaveformCanvas()
                .frame(height: 80)
                .onTapGesture { showsInfo.toggle() }
        }
    }
}

struct WaveformCanvas: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ nsView: NSView, context: Context) {}
}
