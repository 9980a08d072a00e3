import SwiftUI

extension View {
    func onSwipeLeft(perform action: @escaping () -> Void) -> some View {
        gesture(
            DragGesture(minimumDistance: 30)
                .onEnded { value in
                    if value.translation.width < -30 { action() }
                }
        )
    }

    func tapToDismissKeyboard() -> some View {
        onTapGesture { UIApplication.shared.endEditing() }
    }
}

struct Inbox: View {
    @State private var archived = 0
    var body: some View {
        Text("Mail").onSwipeLeft { archived += 1 }
    }
}
