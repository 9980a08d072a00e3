import SwiftUI
import Combine

final class InkStroke {
    var points: [CGPoint] = []
}

/// (v2) Not plain gesture state: a running `Task`, a Combine subscription, a class instance and a
/// property with a `willSet` observer. A @GestureState can carry none of them.
struct HoldToLoadThumb: View {
    let url: URL
    let load: (URL) async -> Void
    @State private var loader: Task<Void, Never>? = nil

    var body: some View {
        Image(systemName: "photo")
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        if loader == nil {
                            loader = Task { await load(url) }
                        }
                    }
                    .onEnded { _ in
                        loader?.cancel()
                        loader = nil
                    }
            )
            .accessibilityHidden(true)
    }
}

struct TickWhileHeld: View {
    let tick: () -> Void
    @State private var ticker: AnyCancellable? = nil

    var body: some View {
        Image(systemName: "metronome")
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        if ticker == nil {
                            ticker = Timer.publish(every: 0.2, on: .main, in: .common)
                                .autoconnect()
                                .sink { _ in tick() }
                        }
                    }
                    .onEnded { _ in ticker = nil }
            )
            .accessibilityHidden(true)
    }
}

struct InkPad: View {
    let commit: ([CGPoint]) -> Void
    @State private var stroke: InkStroke? = nil

    var body: some View {
        Rectangle()
            .fill(.white)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        if stroke == nil { stroke = InkStroke() }
                        stroke?.points.append(value.location)
                    }
                    .onEnded { _ in
                        commit(stroke?.points ?? [])
                        stroke = nil
                    }
            )
            .accessibilityHidden(true)
    }
}

struct LoggedTilt: View {
    let log: (Double) -> Void
    @State private var tilt: Double = 0 {
        willSet { log(newValue) }
    }

    var body: some View {
        Rectangle()
            .rotation3DEffect(.degrees(tilt), axis: (x: 1, y: 0, z: 0))
            .gesture(
                DragGesture()
                    .onChanged { value in tilt = value.translation.height }
                    .onEnded { _ in tilt = 0 }
            )
            .accessibilityHidden(true)
    }
}
