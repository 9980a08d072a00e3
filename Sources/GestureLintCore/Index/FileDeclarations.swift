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

    /// Reads the tree once, in order. The file's bytes are fetched once (each `file.bytes` is an
    /// atomic load and a retain) and children are walked by index over the child list (the lazy
    /// `children` sequence retains it per call): the same queries as `SyntaxTree+Queries` and
    /// `SourceFile.text`, with the same results.
    private struct Collector {
        let tree: SyntaxTree
        let file: SourceFile
        let bytes: [UInt8]
        var types: [TypeDeclaration] = []
        var properties: [PropertyDeclaration] = []
        var functions: [FunctionDeclaration] = []

        init(tree: SyntaxTree, file: SourceFile) {
            self.tree = tree
            self.file = file
            self.bytes = file.bytes
        }

        // MARK: Tree and text queries (as `SyntaxTree+Queries`, over `bytes`)

        /// The child list positions of `node`'s children.
        @inline(__always) func childPositions(_ node: NodeID) -> Range<Int> {
            let entry = tree.nodes[node.index]
            let start = Int(entry.childStart)
            return start..<start + Int(entry.childCount)
        }

        @inline(__always) func child(at position: Int) -> NodeID { NodeID(Int(tree.childList[position])) }

        func text(_ range: Range<Int>) -> String { SourceBytes.text(range, in: bytes) }

        func bytes(_ range: Range<Int>, equal word: StaticString) -> Bool {
            SourceBytes.bytes(range, in: bytes, equal: word)
        }

        func identifierText(_ token: Token) -> String {
            SourceBytes.text(SourceBytes.identifierRange(token, in: bytes), in: bytes)
        }

        /// `SyntaxTree.name(_:in:)`.
        func name(_ node: NodeID) -> String? {
            // Not `.map(identifierText)`: the method reference copied the whole collector per call.
            guard let token = tree.nameToken(node) else { return nil }
            return identifierText(token)
        }

        /// `SyntaxTree.nameIs(_:_:in:)`.
        func nameIs(_ node: NodeID, _ word: StaticString) -> Bool {
            guard let token = tree.nameToken(node) else { return false }
            return bytes(token.range, equal: word)
        }

        /// `SyntaxTree.hasModifier(_:_:in:)`.
        func hasModifier(_ node: NodeID, _ word: StaticString) -> Bool {
            for position in childPositions(node) {
                let child = child(at: position)
                if tree.kind(child) == .modifier, nameIs(child, word) { return true }
            }
            return false
        }

        // MARK: Declarations

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
            guard let keyword = tree.keywordToken(node), let kind = typeKind(keyword.range) else { return }
            var name: String
            var nameRange: Range<Int>
            if kind == .extension, let type = tree.firstChild(node, ofKind: .type) {
                name = TypeText.baseName(tree.range(type), in: bytes)
                nameRange = tree.range(type)
            } else {
                guard let token = tree.nameToken(node) else { return }
                name = identifierText(token)
                nameRange = token.range
            }
            if kind != .extension, let outer { name = outer + "." + name }
            var inherited: [String] = []
            if let list = tree.firstChild(node, ofKind: .inheritance) {
                for position in childPositions(list) {
                    let type = child(at: position)
                    guard tree.kind(type) == .type else { continue }
                    let range = tree.range(type)
                    if bytes[range].contains(UInt8(ascii: "&")) {
                        for part in text(range).split(separator: "&") {
                            inherited.append(TypeText.baseName(String(part)))
                        }
                    } else {
                        inherited.append(TypeText.baseName(range, in: bytes))
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

        /// `TypeDeclaration.Kind(rawValue: text(range))` without making the string (the raw
        /// values are ASCII words, which only their own bytes decode to).
        func typeKind(_ range: Range<Int>) -> TypeDeclaration.Kind? {
            switch range.count {
            case 4: return bytes(range, equal: "enum") ? .enum : nil
            case 5: return bytes(range, equal: "class") ? .class : bytes(range, equal: "actor") ? .actor : nil
            case 6: return bytes(range, equal: "struct") ? .struct : nil
            case 8: return bytes(range, equal: "protocol") ? .protocol : nil
            case 9: return bytes(range, equal: "extension") ? .extension : nil
            default: return nil
            }
        }

        func availabilityRanges(of node: NodeID) -> [Range<Int>] {
            var result: [Range<Int>] = []
            for position in childPositions(node) {
                let child = child(at: position)
                if tree.kind(child) == .attribute && nameIs(child, "available") { result.append(tree.range(child)) }
            }
            return result
        }

        mutating func visitVariable(_ node: NodeID, owner: String?) {
            let isLet = tree.keywordToken(node).map { bytes($0.range, equal: "let") } ?? false
            let isStatic = hasModifier(node, "static") || hasModifier(node, "class")
            var wrapper: PropertyWrapper?
            var wrapperArguments: String?
            for position in childPositions(node) {
                let attribute = child(at: position)
                guard tree.kind(attribute) == .attribute else { continue }
                // Wrappers are types (`State`); lowercase attributes (`inlinable`) never are.
                guard let token = tree.nameToken(attribute) else { continue }
                let initial = bytes[token.range.lowerBound]
                guard initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") else { continue }
                let name = text(token.range)
                if AvailabilityParser.nonWrapperAttributes.contains(name) { continue }
                if wrapper == nil, let first = name.first, first.isUppercase {
                    wrapper = PropertyWrapper(attributeName: name)
                    if let arguments = tree.firstChild(attribute, ofKind: .attributeArguments) {
                        wrapperArguments = text(tree.range(arguments))
                    }
                }
            }
            for position in childPositions(node) {
                let binding = child(at: position)
                guard tree.kind(binding) == .patternBinding, let token = tree.nameToken(binding) else { continue }
                var typeNode: NodeID?
                var initial: NodeID?
                var getter: NodeID?
                var isComputed = false
                for childPosition in childPositions(binding).dropFirst() {
                    let child = child(at: childPosition)
                    switch tree.kind(child) {
                    case .type where typeNode == nil: typeNode = child
                    case .accessor:
                        // `name(child)` is nil or `get` exactly when the name token is absent or `get`.
                        let nameToken = tree.nameToken(child)
                        if nameToken.map({ identifierTextIs($0, "get") }) ?? true {
                            isComputed = true
                            getter = tree.firstChild(child, ofKind: .codeBlock)
                        } else if identifierTextIs(nameToken!, "set") { isComputed = true }
                    default:
                        if initial == nil, tree.kind(child) != .type { initial = child }
                    }
                }
                properties.append(PropertyDeclaration(
                    name: identifierText(token), ownerType: owner, isLet: isLet, isStatic: isStatic,
                    isComputed: isComputed, wrapper: wrapper, wrapperArguments: wrapperArguments,
                    typeRange: typeNode.map { tree.range($0) }, initialValueRange: initial.map { tree.range($0) },
                    initialValueNode: initial,
                    returnsGesture: typeNode.map { TypeText.namesGesture(tree.range($0), in: bytes) } ?? false,
                    site: DeclarationSite(file: file, nameRange: token.range, node: binding),
                    getterBody: getter))
            }
        }

        /// Whether `identifierText(token) == word`, without making the string: the text is the
        /// token's bytes less one enclosing pair of backticks, decoded leniently, and an ASCII
        /// `word` equals it exactly when the bytes equal `word`'s (a lenient decode of bytes that
        /// are not that ASCII word never yields it: invalid bytes become U+FFFD).
        func identifierTextIs(_ token: Token, _ word: StaticString) -> Bool {
            var range = token.range
            if range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`") {
                range = range.lowerBound + 1..<range.upperBound - 1
            }
            return bytes(range.clamped(to: 0..<bytes.count), equal: word)
        }

        mutating func visitFunction(_ node: NodeID, owner: String?) {
            guard let keyword = tree.keywordToken(node), bytes(keyword.range, equal: "func"),
                  let nameToken = tree.nameToken(node) else { return }
            var labels: [String?] = []
            var names: [String] = []
            if let clause = tree.firstChild(node, ofKind: .parameterClause) {
                let positions = childPositions(clause)
                labels.reserveCapacity(positions.count)
                names.reserveCapacity(positions.count)
                for position in positions {
                    let parameter = child(at: position)
                    guard tree.kind(parameter) == .parameter else { continue }
                    let first = tree.nodes[parameter.index].firstToken
                    let token = tree.tokens[Int(first)]
                    let isUnderscore = token.length == 1 && bytes[Int(token.start)] == UInt8(ascii: "_")
                    let label = isUnderscore ? "_" : identifierText(token)
                    labels.append(isUnderscore ? nil : label)
                    names.append(name(parameter) ?? label)
                }
            }
            let returnType = tree.firstChild(node, ofKind: .type).map { tree.range($0) }
            functions.append(FunctionDeclaration(
                name: identifierText(nameToken), ownerType: owner, labels: labels,
                parameterNames: names, returnTypeRange: returnType,
                returnsGesture: returnType.map { TypeText.namesGesture($0, in: bytes) } ?? false,
                isStatic: hasModifier(node, "static"),
                site: DeclarationSite(file: file, nameRange: nameToken.range, node: node),
                body: tree.firstChild(node, ofKind: .codeBlock)))
        }
    }
}

/// Small helpers over type text as written.
enum TypeText {
    /// `Foo<Bar>.Baz?` → `Foo.Baz`; `some Gesture` → `Gesture`; `SwiftUI.View` → `View`.
    static func baseName(_ range: Range<Int>, in file: SourceFile) -> String {
        // The bytes are read from `file` once (each read is an atomic load and a retain).
        baseName(range, in: file.bytes)
    }

    /// `baseName(_:in:)` over the file's bytes.
    static func baseName(_ range: Range<Int>, in bytes: [UInt8]) -> String {
        // Fast path: a plain identifier needs no rewriting (and short ones fit in a small string).
        var plain = true
        for index in range where !isIdentifierByte(bytes[index]) { plain = false; break }
        let text = text(range, in: bytes)
        return plain ? text : baseName(text)
    }

    /// `SourceFile.text(_:)` over the file's bytes.
    static func text(_ range: Range<Int>, in bytes: [UInt8]) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[clamped]), as: UTF8.self)
        }
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
        namesGesture(range, in: file.bytes)
    }

    /// `namesGesture(_:in:)` over the file's bytes.
    static func namesGesture(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        let word: StaticString = "Gesture"
        let length = word.utf8CodeUnitCount
        guard range.count >= length else { return false }
        let pointer = word.utf8Start
        var start = range.lowerBound
        while start + length <= range.upperBound {
            if bytes[start] == UInt8(ascii: "G"), start + length <= bytes.count {
                var offset = 1
                while offset < length, bytes[start + offset] == pointer[offset] { offset += 1 }
                if offset == length { return isGestureType(text(range, in: bytes)) }
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

extension FileDeclarations {
    /// Moves the declarations of each kind into the slots just below the matching `end`
    /// (uninitialized memory, at least as many slots as this file has of that kind), in order,
    /// and returns the new ends; the file is left without declarations. When this value holds the
    /// only reference to an array, each element is moved out (`popLast`: no retain now, no release
    /// when the file's array is freed); a shared array is copied once first, as a copy would.
    mutating func moveOut(typesEndingAt types: inout UnsafeMutablePointer<TypeDeclaration>,
                          propertiesEndingAt properties: inout UnsafeMutablePointer<PropertyDeclaration>,
                          functionsEndingAt functions: inout UnsafeMutablePointer<FunctionDeclaration>) {
        DeclarationMove.popAll(&self.types, endingAt: &types)
        DeclarationMove.popAll(&self.properties, endingAt: &properties)
        DeclarationMove.popAll(&self.functions, endingAt: &functions)
        self = FileDeclarations()  // frees the emptied arrays now, not when the file list goes
    }
}

enum DeclarationMove {
    /// Pops every element of `source`, last first, into the slots below `end`, moving `end` down.
    @inline(__always)
    static func popAll<Element>(_ source: inout [Element], endingAt end: inout UnsafeMutablePointer<Element>) {
        while let element = source.popLast() {
            end -= 1
            end.initialize(to: element)
        }
    }

    /// An end for a kind no file has (a buffer of no slots may have no address): nothing is
    /// ever written through it.
    static func noSlots<Element>() -> UnsafeMutablePointer<Element> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }
}
