import SwiftUI

/// (fix round 6) A tap over views the caller makes, running the view's own action: what the caller
/// hands in may hold controls of its own, so a Button cannot wrap it (`.onTapGesture` on a hover
/// card around the caller's widget, on a sheet's caller-built header).
struct HoverCard<Content: View>: View {
    let bundleID: String
    let content: Content

    init(bundleID: String, @ViewBuilder content: () -> Content) {
        self.bundleID = bundleID
        self.content = content()
    }

    var body: some View {
        if bundleID.isEmpty {
            pinned
        } else {
            VStack(spacing: 0) {
                content
            }
            .contentShape(Rectangle())
            .onTapGesture {
                activate()
            }
        }
    }

    // A same-type helper that shows the caller's content.
    private var pinned: some View {
        VStack { content }.padding(4)
    }

    private func activate() {}
}

extension HoverCard {
    var pinnedCard: some View {
        pinned
            .contentShape(Rectangle())
            .onTapGesture { activate() }
    }
}

/// An optional caller-built header (`(() -> Header)?`), called through `if let`.
struct EdgeSheet<Header: View, Content: View>: View {
    @Binding var isPresented: Bool
    private var header: (() -> Header)?
    @ViewBuilder private var content: () -> Content

    init(isPresented: Binding<Bool>, header: (() -> Header)? = nil, @ViewBuilder content: @escaping () -> Content) {
        _isPresented = isPresented
        self.header = header
        self.content = content
    }

    var body: some View {
        VStack {
            ZStack {
                Rectangle().fill(.gray)
                if let header = self.header {
                    header()
                } else {
                    Capsule().frame(width: 40, height: 5)
                }
            }
            .onTapGesture {
                isPresented.toggle()
            }
            content()
        }
    }
}

/// Type-erased content, a caller's view layered on by name, and a closure parameter.
struct AccessoryRow: View {
    let title: String
    let accessory: AnyView
    @State private var expanded = false

    var body: some View {
        VStack {
            HStack { Text(title); accessory }
                .onTapGesture { expanded.toggle() }
            Text(title)
                .overlay(accessory)
                .onTapGesture { expanded.toggle() }
        }
    }

    func tile<Tile: View>(@ViewBuilder _ make: () -> Tile) -> some View {
        VStack { make() }
            .onTapGesture { expanded = true }
    }

    func badge(_ label: some View) -> some View {
        label
            .padding(2)
            .onTapGesture { expanded = false }
    }
}
