import SwiftUI

/// Property reads and assignments whose names start like heavy calls are not calls.
struct UploadHandle: View {
    @State private var isProcessing = false
    @State private var loadProgress: Double = 0
    @State private var position: CGFloat = 0
    let preloadedImage: Image
    let performanceMode: Bool
    let upload: () -> Void

    var body: some View {
        preloadedImage
            .offset(x: position)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        // for each frame: sort nothing, load nothing ("fetch" is only a word here)
                        position = performanceMode ? value.translation.width : value.translation.width / 2
                        loadProgress = Double(position) / 300
                        isProcessing = loadProgress > 0.9
                    }
                    .onEnded { _ in if isProcessing { upload() } }
            )
            .accessibilityAction(named: "Upload", upload)
    }
}
