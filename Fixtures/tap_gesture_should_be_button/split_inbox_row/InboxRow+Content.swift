import SwiftUI

extension InboxRow {
    var summary: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(message.sender).font(.headline)
            Text(message.subject).lineLimit(1)
        }
    }

    func openThread() {
        router.path.append(message.threadID)
    }
}
