import SwiftUI

struct Dashboard: View {
    @State private var selected: Int?

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack {
                    header
                    ForEach(0..<3) { index in
                        row(index)
                    }
                }
                .onTapGesture { selected = nil }
            }
        }
    }

    private var header: some View {
        HStack {
            Text("Title")
            Button("Add") { selected = 0 }
        }
    }

    private func row(_ index: Int) -> some View {
        Text("Row \(index)")
            .onTapGesture { selected = index }
    }
}
