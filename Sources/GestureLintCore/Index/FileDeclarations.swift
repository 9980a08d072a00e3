/// What one file declares, collected in the parallel analysis phase so the project index
/// only has to merge.
public struct FileDeclarations: Sendable {
    public private(set) var types: [TypeDeclaration] = []
    public private(set) var properties: [PropertyDeclaration] = []
    public private(set) var functions: [FunctionDeclaration] = []

    /// No declarations.
    init() {}

    public init(tree: SyntaxTree, file: SourceFile) {
        guard !tree.nodes.isEmpty else { return }
        var collector = Collector(tree: tree, file: file)
        collector.visit(members: tree.statements(of: tree.root), owner: nil, ownerIsType: false)
        types = collector.types
        properties = collector.properties
        functions = collector.functions
    }

    private struct Collector {
        let tree: SyntaxTree
        let file: SourceFile
        var types: [TypeDeclaration] = []
        var properties: [PropertyDeclaration] = []
        var functions: [FunctionDeclaration] = []

        mutating func visit(members: [NodeID], owner: String?, ownerIsType: Bool) {
            for member in members {
                switch tree.kind(member) {
                case .typeDecl: visitType(member, outer: owner)
                case .variableDecl: visitVariable(member, owner: owner)
                case .functionDecl: visitFunction(member, owner: owner)
                default: break
                }
            }
        }

        mutating func visitType(_ node: NodeID, outer: String?) {
            guard let keyword = tree.keywordToken(node) else { return }
            let kindText = file.text(keyword.range)
            guard let kind = TypeDeclaration.Kind(rawValue: kindText) else { return }
            var name: String
            var nameRange: Range<Int>
            if kind == .extension, let type = tree.firstChild(node, ofKind: .type) {
                name = TypeText.baseName(tree.range(type), in: file)
                nameRange = tree.range(type)
            } else {
                guard let token = tree.nameToken(node) else { return }
                name = tree.identifierText(token, in: file)
                nameRange = token.range
            }
            if kind != .extension, let outer { name = outer + "." + name }
            var inherited: [String] = []
            if let list = tree.firstChild(node, ofKind: .inheritance) {
                for type in tree.children(list) where tree.kind(type) == .type {
                    let range = tree.range(type)
                    if file.bytes[range].contains(UInt8(ascii: "&")) {
                        for part in tree.text(type, in: file).split(separator: "&") {
                            inherited.append(TypeText.baseName(String(part)))
                        }
                    } else {
                        inherited.append(TypeText.baseName(range, in: file))
                    }
                }
            }
            types.append(TypeDeclaration(
                kind: kind, name: name, inheritedTypes: inherited,
                site: DeclarationSite(file: file, nameRange: nameRange, node: node),
                availabilityRanges: availabilityRanges(of: node)))
            if let body = tree.firstChild(node, ofKind: .memberBlock) {
                visit(members: tree.statements(of: body), owner: name, ownerIsType: true)
            }
        }

        func availabilityRanges(of node: NodeID) -> [Range<Int>] {
            var result: [Range<Int>] = []
            for child in tree.children(node) where tree.kind(child) == .attribute && tree.nameIs(child, "available", in: file) {
                result.append(tree.range(child))
            }
            return result
        }

        mutating func visitVariable(_ node: NodeID, owner: String?) {
            let isLet = tree.keywordIs(node, "let", in: file)
            let isStatic = tree.hasModifier(node, "static", in: file) || tree.hasModifier(node, "class", in: file)
            var wrapper: PropertyWrapper?
            var wrapperArguments: String?
            for attribute in tree.children(node) where tree.kind(attribute) == .attribute {
                // Wrappers are types (`State`); lowercase attributes (`inlinable`) never are.
                guard let token = tree.nameToken(attribute) else { continue }
                let initial = file.bytes[token.range.lowerBound]
                guard initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") else { continue }
                let name = file.text(token.range)
                if AvailabilityParser.nonWrapperAttributes.contains(name) { continue }
                if wrapper == nil, let first = name.first, first.isUppercase {
                    wrapper = PropertyWrapper(attributeName: name)
                    if let arguments = tree.firstChild(attribute, ofKind: .attributeArguments) {
                        wrapperArguments = tree.text(arguments, in: file)
                    }
                }
            }
            for binding in tree.children(node) where tree.kind(binding) == .patternBinding {
                guard let token = tree.nameToken(binding) else { continue }
                var typeNode: NodeID?
                var initial: NodeID?
                var getter: NodeID?
                var isComputed = false
                for child in tree.children(binding).dropFirst() {
                    switch tree.kind(child) {
                    case .type where typeNode == nil: typeNode = child
                    case .accessor:
                        let name = tree.name(child, in: file)
                        if name == nil || name == "get" {
                            isComputed = true
                            getter = tree.firstChild(child, ofKind: .codeBlock)
                        } else if name == "set" { isComputed = true }
                    default:
                        if initial == nil, tree.kind(child) != .type { initial = child }
                    }
                }
                properties.append(PropertyDeclaration(
                    name: tree.identifierText(token, in: file), ownerType: owner, isLet: isLet, isStatic: isStatic,
                    isComputed: isComputed, wrapper: wrapper, wrapperArguments: wrapperArguments,
                    typeRange: typeNode.map { tree.range($0) }, initialValueRange: initial.map { tree.range($0) },
                    initialValueNode: initial,
                    returnsGesture: typeNode.map { TypeText.namesGesture(tree.range($0), in: file) } ?? false,
                    site: DeclarationSite(file: file, nameRange: token.range, node: binding),
                    getterBody: getter))
            }
        }

        mutating func visitFunction(_ node: NodeID, owner: String?) {
            guard let keyword = tree.keywordToken(node), file.bytes(keyword.range, equal: "func"),
                  let nameToken = tree.nameToken(node) else { return }
            var labels: [String?] = []
            var names: [String] = []
            if let clause = tree.firstChild(node, ofKind: .parameterClause) {
                for parameter in tree.children(clause) where tree.kind(parameter) == .parameter {
                    let first = tree.nodes[parameter.index].firstToken
                    let token = tree.tokens[Int(first)]
                    let isUnderscore = token.length == 1 && file.bytes[Int(token.start)] == UInt8(ascii: "_")
                    let label = isUnderscore ? "_" : tree.identifierText(token, in: file)
                    labels.append(isUnderscore ? nil : label)
                    names.append(tree.name(parameter, in: file) ?? label)
                }
            }
            let returnType = tree.children(node).first { tree.kind($0) == .type }.map { tree.range($0) }
            functions.append(FunctionDeclaration(
                name: tree.identifierText(nameToken, in: file), ownerType: owner, labels: labels,
                parameterNames: names, returnTypeRange: returnType,
                returnsGesture: returnType.map { TypeText.namesGesture($0, in: file) } ?? false,
                isStatic: tree.hasModifier(node, "static", in: file),
                site: DeclarationSite(file: file, nameRange: nameToken.range, node: node),
                body: tree.firstChild(node, ofKind: .codeBlock)))
        }
    }
}

/// Small helpers over type text as written.
enum TypeText {
    /// `Foo<Bar>.Baz?` → `Foo.Baz`; `some Gesture` → `Gesture`; `SwiftUI.View` → `View`.
    static func baseName(_ range: Range<Int>, in file: SourceFile) -> String {
        // Fast path: a plain identifier needs no rewriting (and short ones fit in a small string).
        // The bytes are read from `file` once (each read is an atomic load and a retain).
        let bytes = file.bytes
        var plain = true
        for index in range where !isIdentifierByte(bytes[index]) { plain = false; break }
        return plain ? file.text(range) : baseName(file.text(range))
    }

    static func baseName(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var angle = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): angle += 1
            case UInt8(ascii: ">"): angle -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\r"):
                continue
            default: if angle == 0 { result.append(byte) }
            }
        }
        for prefix in ["some", "any", "inout"] where result.starts(with: prefix.utf8) && result.count > prefix.utf8.count {
            let next = result[prefix.utf8.count]
            if next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") { result.removeFirst(prefix.utf8.count) }
        }
        if result.starts(with: "SwiftUI.".utf8) { result.removeFirst(8) }
        return String(decoding: result, as: UTF8.self)
    }

    /// `isGestureType` over a range of the file, without making a string unless `Gesture` occurs.
    static func namesGesture(_ range: Range<Int>, in file: SourceFile) -> Bool {
        let word: StaticString = "Gesture"
        let length = word.utf8CodeUnitCount
        guard range.count >= length else { return false }
        let bytes = file.bytes
        var start = range.lowerBound
        while start + length <= range.upperBound {
            if bytes[start] == UInt8(ascii: "G"), file.bytes(start..<start + length, equal: word) {
                return isGestureType(file.text(range))
            }
            start += 1
        }
        return false
    }

    /// Whether a type as written names a gesture (`some Gesture`, `DragGesture`, `_EndedGesture<...>`).
    static func isGestureType(_ text: String) -> Bool {
        let word = Array("Gesture".utf8)
        var found = false
        var text = text
        text.withUTF8 { bytes in
            guard bytes.count >= word.count else { return }
            for start in 0...(bytes.count - word.count) where bytes[start] == word[0] {
                if (0..<word.count).allSatisfy({ bytes[start + $0] == word[$0] }) { found = true; return }
            }
        }
        return found && baseName(text).hasSuffix("Gesture")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_")
    }
}
