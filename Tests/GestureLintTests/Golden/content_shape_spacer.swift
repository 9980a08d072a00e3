import SwiftUI

struct MenuRow: View {
    let title: String
    @Binding var selection: String

    var body: some View {
        VStack {
            HStack {
                Text(title)
                Spacer()
            }
            .onTapGesture { selection = title }
            HStack {
                Text(title)
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture { selection = title }
        }
    }
}
