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

/// A link shown whenever the post has a URL: it counts as a control inside.
struct PostPreview: View {
    let text: String
    let url: URL?

    var body: some View {
        VStack {
            Text(text)
            if let url {
                Link("Open", destination: url)
            }
        }
    }
}
