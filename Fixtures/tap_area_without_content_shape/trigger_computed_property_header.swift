import SwiftUI

struct CollapsibleSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content
    @State private var collapsed = false

    private var header: some View {
        HStack {
            Text(title).font(.headline)
            Spacer()
            Image(systemName: collapsed ? "chevron.right" : "chevron.down")
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            header
                .accessibilityAddTraits(.isButton)
                .onTapGesture { withAnimation(.snappy) { collapsed.toggle() } } // expect: tap_area_without_content_shape
            if !collapsed { content }
        }
    }
}
