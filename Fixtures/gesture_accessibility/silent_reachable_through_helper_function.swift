import SwiftUI

final class StickyBoard: ObservableObject {
    @Published var stickies: [CGPoint] = []
    func add(at point: CGPoint) { stickies.append(point) }
}

/// (fix3) Dragging a sticky off the deck adds it; the "+" button adds one too, through a helper
/// of the same view that makes the same call.
struct StickyDeckView: View {
    @StateObject private var board = StickyBoard()
    @State private var drop: CGPoint = .zero

    private func addRandomSticky() {
        board.add(at: CGPoint(x: Int.random(in: 0...300), y: 100))
    }

    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 8)
                .frame(width: 100, height: 50)
                .gesture(
                    DragGesture(coordinateSpace: .global)
                        .onChanged { value in drop = value.location }
                        .onEnded { _ in board.add(at: drop) }
                )
            Spacer()
            Button { addRandomSticky() } label: { Image(systemName: "plus.circle") }
        }
    }
}

final class Navigator {
    func push(_ route: String) {}
}

struct AppState {
    let nav: Navigator
    let opensSheet: Bool
}

/// A project function of another scope that the menu calls: its parameter is the caller's `state`.
func showProfile(appState: AppState, id: String) {
    if appState.opensSheet { print("sheet") } else { appState.nav.push("profile/" + id) }
}

/// (fix3) The long press is a shortcut to the profile, which the context menu also opens through
/// `showProfile(appState:id:)` (its `appState.nav.push` is this view's `state.nav.push`).
struct AvatarView: View {
    let state: AppState
    let id: String

    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .contextMenu { Button("Profile") { showProfile(appState: state, id: id) } }
            .onLongPressGesture(minimumDuration: 0.2) { state.nav.push("profile/" + id) }
    }
}

final class CropModel: ObservableObject {
    @Published var angle: Double = 0
    func resetRotation() { angle = 0 }
}

/// (fix3) The rotation sets the model's angle, which the reset button's method sets too
/// (`model.resetRotation()` writes `model.angle`).
struct CropCanvas: View {
    @ObservedObject var model: CropModel

    var body: some View {
        VStack {
            Image("photo")
                .rotationEffect(.degrees(model.angle))
                .gesture(RotateGesture().onEnded { value in model.angle += value.rotation.degrees })
            Button("Reset") { model.resetRotation() }
        }
    }
}
