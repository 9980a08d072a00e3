import SwiftUI

/// The row is built by a helper function; the tap is attached where the helper is called.
struct AccountPicker: View {
    let accounts: [String]
    @State private var selected: String?

    var body: some View {
        VStack(spacing: 0) {
            ForEach(accounts, id: \.self) { account in
                row(account)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { selected = account } // expect: tap_area_without_content_shape
            }
        }
    }

    private func row(_ account: String) -> some View {
        HStack {
            Image(systemName: "person.crop.circle")
            Text(account)
            Spacer()
            if selected == account {
                Image(systemName: "checkmark")
            }
        }
        .padding(.vertical, 8)
    }
}
