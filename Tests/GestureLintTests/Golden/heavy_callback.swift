import SwiftUI

struct Graph: View {
    @State private var points: [CGPoint] = []
    @State private var nearest: CGPoint?
    @StateObject private var model = GraphModel()

    var body: some View {
        Canvas { context, size in }
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        let sorted = points.sorted { $0.x < $1.x }
                        for point in sorted where point.x > value.location.x {
                            nearest = point
                            break
                        }
                        model.recomputeLayout()
                        try? model.save()
                    }
                    .onEnded { value in
                        points = points.filter { $0 != value.location }
                    }
            )
    }
}

final class GraphModel: ObservableObject {
    @Published var layout: [CGRect] = []
    func recomputeLayout() {}
    func save() throws {}
}
