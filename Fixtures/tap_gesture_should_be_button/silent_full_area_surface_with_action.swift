import SwiftUI

/// (fix round 11) The full-area message's advice applied: the canvas keeps its tap and gets a
/// button trait and an accessibility action that does the same. Not reported.
struct FireworksView: View {
    @State private var launches = 0

    var body: some View {
        Canvas { context, size in
            for index in 0..<launches {
                let x = size.width * CGFloat(index % 5) / 5
                context.fill(Path(ellipseIn: CGRect(x: x, y: size.height / 2, width: 8, height: 8)), with: .color(.orange))
            }
        }
        .ignoresSafeArea()
        .onTapGesture { launches += 1 }
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: "Launch") { launches += 1 }
    }
}
