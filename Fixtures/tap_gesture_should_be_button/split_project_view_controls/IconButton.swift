import SwiftUI

struct IconButton: View {
    let systemName: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
                .frame(width: 44, height: 44)
        }
        .buttonStyle(.plain)
    }
}

/// A Button only when a caller passes `onTap`: taps on an avatar without it keep the Button advice.
struct Avatar: View {
    let name: String
    var onTap: (() -> Void)?

    var body: some View {
        if let onTap {
            Button(action: onTap) { Text(name) }
        } else {
            Text(name)
        }
    }
}
