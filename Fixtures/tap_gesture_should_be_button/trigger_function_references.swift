import SwiftUI

struct ReceiptThumbnail: View {
    let receipt: Receipt
    @State private var showsPreview = false

    var body: some View {
        VStack {
            Image(uiImage: receipt.thumbnail)
                .resizable()
                .scaledToFit()
                .onTapGesture(perform: openPreview) // expect: tap_gesture_should_be_button@18
            Text(receipt.merchant)
                .font(.caption)
                .gesture(TapGesture().onEnded(copyMerchant)) // expect: tap_gesture_should_be_button@26
        }
        .sheet(isPresented: $showsPreview) {
            ReceiptPreview(receipt: receipt)
        }
    }

    private func openPreview() {
        showsPreview = true
    }

    private func copyMerchant() {
        UIPasteboard.general.string = receipt.merchant
    }
}
