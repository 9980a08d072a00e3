import SwiftUI

/// `withAnimation { }` and `.default` are springs since iOS 17.
struct ToastView: View {
    @State private var offset: CGFloat = 0
    @State private var dismissed = false

    var body: some View {
        Text("Saved")
            .padding()
            .offset(y: offset)
            .opacity(dismissed ? 0 : 1)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = min(value.translation.height, 0) }
                    .onEnded { value in
                        if value.translation.height < -40 {
                            withAnimation { dismissed = true }
                        } else {
                            withAnimation(.default) { offset = 0 }
                        }
                    }
            )
            .accessibilityAction(named: "Dismiss") { dismissed = true }
    }
}
