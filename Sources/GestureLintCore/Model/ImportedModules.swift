extension GestureModel {
    /// The modules the file imports at file level (also inside `#if` clauses): `SwiftUI`, `AppKit`
    /// for `import AppKit.NSView`. A file importing AppKit and not UIKit is Mac code.
    public func importedModules() -> Set<String> {
        var result: Set<String> = []
        var pending = [tree.root]
        while let node = pending.popLast() {
            for child in tree.children(node) {
                switch tree.kind(child) {
                case .importDecl:
                    if let name = tree.name(child, in: file) { result.insert(name) }
                case .ifConfig, .ifConfigClause:
                    pending.append(child)
                default:
                    continue
                }
            }
        }
        return result
    }
}
