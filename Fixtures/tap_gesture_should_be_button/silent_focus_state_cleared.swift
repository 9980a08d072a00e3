import SwiftUI

/// Tapping the backdrop of a form clears the focused field: the keyboard goes away, nothing
/// else happens, and there is no action for a button to name.
struct ShippingForm: View {
    enum Entry: Hashable { case street, city, postcode }

    @State private var street = ""
    @State private var city = ""
    @State private var postcode = ""
    @FocusState private var entry: Entry?

    var body: some View {
        ZStack {
            Color(.secondarySystemBackground)
                .ignoresSafeArea()
                .onTapGesture { entry = nil }
            VStack(spacing: 12) {
                TextField("Street", text: $street).focused($entry, equals: .street)
                TextField("City", text: $city).focused($entry, equals: .city)
                TextField("Postcode", text: $postcode).focused($entry, equals: .postcode)
            }
            .textFieldStyle(.roundedBorder)
            .padding()
        }
    }
}
