import SwiftUI

/// (fix round 2) An invisible filler under a picker or over a card whose tap only closes or
/// clears: the "tap outside" pattern, not a button anyone looks for.
struct ServerPicker: View {
    let servers: [String]
    @Binding var isPresented: Bool
    @Binding var selected: String?

    var body: some View {
        VStack(spacing: 0) {
            ForEach(servers, id: \.self) { server in
                Text(server)
            }
            Color.clear
                .contentShape(Rectangle())
                .frame(minHeight: 0)
                .onTapGesture {
                    withAnimation {
                        isPresented = false
                    }
                }
        }
        .overlay {
            if selected != nil {
                Rectangle()
                    .fill(.clear)
                    .contentShape(Rectangle())
                    .onTapGesture { selected = nil }
            }
        }
    }
}
