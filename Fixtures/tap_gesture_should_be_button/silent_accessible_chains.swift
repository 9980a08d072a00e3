import SwiftUI

struct AvatarView: View {
    let user: User
    var showProfile: () -> Void
    var dismissKeyboard: () -> Void

    var body: some View {
        VStack {
            Image(user.avatar)
                .resizable()
                .clipShape(Circle())
                .onTapGesture { showProfile() }
                .accessibilityLabel(user.name)
                .accessibilityAddTraits(.isButton)

            Text(user.website)
                .underline()
                .onTapGesture { openWebsite() }
                #if os(iOS)
                .accessibilityAddTraits([.isLink, .isStaticText])
                #endif

            Text(user.handle)
                .gesture(TapGesture().onEnded { copyHandle() })
                .accessibilityAction(named: "Copy handle") { copyHandle() }

            // Decorative backdrop: hidden from assistive technologies on purpose.
            Color.black.opacity(0.001)
                .onTapGesture { dismissKeyboard() }
                .accessibilityHidden(true)
        }
    }

    func openWebsite() {}
    func copyHandle() {}
}

/// The row is the accessible button; the tap sits on its icon.
struct CombinedRow: View {
    var open: () -> Void

    var body: some View {
        HStack {
            Image(systemName: "doc")
                .onTapGesture { open() }
            Text("Report.pdf")
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)

        VStack {
            Image(systemName: "sparkles")
                .onTapGesture { open() }
        }
        .accessibilityHidden(true)
    }
}
