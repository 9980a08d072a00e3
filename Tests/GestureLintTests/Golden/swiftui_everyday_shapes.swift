struct V: View {
    @State private var path = NavigationPath()
    var body: some View {
        #if DEBUG
        let _ = Self._printChanges()
        #endif
        NavigationStack(path: $path) {
            ScrollViewReader { proxy in
                ForEach(items.indices, id: \.self) { i in
                    Text("a") + Text("b")
                }
                .offset(x: -10)
                .padding(.horizontal, -4)
                .animation(.spring(response: 0.3, dampingFraction: 0.7), value: x)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { }
                }
            }
        }
        .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("canvas")))
    }
    func f(_ v: some View, x: Int?) {
        guard let self = Optional(self) else { return }
        if let x, x > 0 { print(x) }
        let r = items[..<3] + items[2...]
        let y = a ?? -1
        var c = 0; c &+= 1
        Task.detached(priority: .background) { await g() }
        switch result { case .success(let data)?: print(data) default: break }
        let z = w as! [String: Any]
    }
}
