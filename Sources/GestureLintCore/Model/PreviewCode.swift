/// Code that never ships to users: the bodies of `#Preview { }` macros and of types conforming to
/// `PreviewProvider` (the conformance may be declared in an extension, in any file of the project).
/// Rules' findings there are dropped unless `check_previews: true`.
public struct PreviewCode: Sendable {
    /// Byte ranges of the file's preview code, in source order (nested ranges kept).
    public let ranges: [Range<Int>]

    public init(tree: SyntaxTree, file: SourceFile, project: ProjectIndex) {
        let providers = project.previewProviderNames
        var ranges: [Range<Int>] = []
        for index in tree.nodes.indices {
            let node = NodeID(index)
            switch tree.kind(node) {
            case .macroExpansion:
                if tree.nameIs(node, "Preview", in: file) { ranges.append(tree.range(node)) }
            case .typeDecl:
                guard !providers.isEmpty, let name = tree.name(node, in: file) else { continue }
                let last = name.split(separator: ".").last.map(String.init) ?? name
                if providers.contains(last) { ranges.append(tree.range(node)) }
            default:
                continue
            }
        }
        self.ranges = ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Whether byte `offset` lies in preview code.
    public func contains(_ offset: Int) -> Bool {
        ranges.contains { $0.contains(offset) }
    }

    /// Names of the project's types (or extended types) that conform to `PreviewProvider`.
    static func previewProviderNames(in project: ProjectIndex) -> Set<String> { project.previewProviderNames }

    /// The same, of a list of type declarations (`ProjectIndex` finds them once, as it is built).
    static func previewProviderNames(of types: [TypeDeclaration]) -> Set<String> {
        var names: Set<String> = []
        for type in types where type.inheritedTypes.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
            names.insert(type.name.split(separator: ".").last.map(String.init) ?? type.name)
        }
        return names
    }
}
