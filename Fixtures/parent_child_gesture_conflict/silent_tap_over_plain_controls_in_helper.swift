import SwiftUI

/// (v2) A container's `.onTapGesture` over plain `Button`/`ShareLink` children: each child wins on
/// its own area and the card's tap elsewhere, which is what the author wants.
struct OrderSummaryCard: View {
    let order: Order
    @Binding var expanded: Bool
    var reorder: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            if expanded {
                self.actions(for: order)
            }
        }
        .padding()
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.snappy) { expanded.toggle() } } // expect: tap_gesture_should_be_button@10
    }

    private var header: some View {
        HStack {
            Text(order.title).font(.headline)
            Text(order.total, format: .currency(code: "EUR"))
        }
    }

    private func actions(for order: Order) -> some View {
        HStack {
            Button("Reorder", action: reorder)
            ShareLink(item: order.receiptURL)
        }
    }
}
