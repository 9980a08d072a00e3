/// (fix round 6) Views that the caller of a generic view makes: a stored `let content: Content` of
/// `struct Card<Content: View>`, a call of `@ViewBuilder var content: () -> Content` or of
/// `var header: (() -> Header)?`, an `AnyView`, or a parameter of the enclosing function typed the
/// same way (`func card<C: View>(@ViewBuilder _ body: () -> C)`, `_ content: some View`). What they
/// hold is decided at each use, so a view that shows them may hold controls of its own.
extension GestureModel {
    /// Whether `chain`'s base is a view its caller makes: a reference to a stored property or a
    /// parameter typed by a generic parameter, `AnyView` or `some View`, or a call of a stored
    /// closure property or parameter that returns one.
    public func isCallerSuppliedView(_ chain: ModifierChain) -> Bool {
        guard chain.base.kind == .reference || chain.base.kind == .call, var name = chain.base.name else { return false }
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard !TextSearch.contains(name, "."), NameStart.isLowercase(name) else { return false }
        let isCall = chain.base.kind == .call
        var generics: Set<String> = []
        if let owner = chain.enclosingType {
            for declaration in project.declarations(ofType: owner) { generics.formUnion(Self.genericParameters(of: declaration)) }
        }
        let function = enclosingFunction(at: chain.range.lowerBound)
        if let function { generics.formUnion(Self.genericParameters(after: function.site)) }
        if let function, let type = parameterType(name, of: function) {
            return Self.namesCallerView(type, generics: generics, called: isCall, opaque: true)
        }
        guard let owner = chain.enclosingType, let property = project.property(name, in: owner), !property.isComputed,
              let type = property.typeText else { return false }
        return Self.namesCallerView(type, generics: generics, called: isCall)
    }

    /// Whether `name` (a callee without a receiver) is an action the caller supplies: a stored
    /// closure property of `type` that returns no view (`var action: () -> Void`), or a closure
    /// parameter of the function around `offset`.
    public func isCallerSuppliedAction(_ name: String, in type: String?, at offset: Int) -> Bool {
        let bare = Self.withoutSelf(name)
        guard !TextSearch.contains(bare, "."), !bare.isEmpty else { return false }
        if let function = enclosingFunction(at: offset), let declared = parameterType(bare, of: function) {
            return TextSearch.contains(declared, "->")
        }
        guard let type, let property = project.property(bare, in: type), !property.isComputed,
              let declared = property.typeText, TextSearch.contains(declared, "->") else { return false }
        var generics: Set<String> = []
        for declaration in project.declarations(ofType: type) { generics.formUnion(Self.genericParameters(of: declaration)) }
        return !Self.namesCallerView(declared, generics: generics, called: true)
    }

    /// From which modifier on the tapped view shows caller-supplied views: -1 when the view
    /// itself, a view in its content or in another closure argument of its base call does (also
    /// through a same-type helper one of them names, `VStack { header }` with `var header` showing
    /// `content`, a few levels deep); the index of the first
    /// `.overlay`/`.background`/`.mask` that layers one on; or `Int.max`. A tap at index i shows
    /// them when the answer is below i (one pass per chain, not per tap).
    public func callerContentFrom(_ chain: ModifierChain) -> Int {
        func shows(_ candidate: ModifierChain) -> Bool {
            if isCallerSuppliedView(candidate) { return true }
            guard candidate.base.kind == .reference || candidate.base.kind == .call, var name = candidate.base.name,
                  let type = candidate.enclosingType else { return false }
            if name.hasPrefix("self.") { name.removeFirst(5) }
            return !TextSearch.contains(name, ".") && helperShowsCallerContent(name, in: type)
        }
        if shows(chain) { return -1 }
        if baseArgumentViews(of: chain).prefix(2000).contains(where: { shows(chains[$0]) }) { return -1 }
        if !chain.base.contentClosures.isEmpty, descendants(of: chain.id).prefix(2000).contains(where: { shows(chains[$0]) }) {
            return -1
        }
        for layer in layeredViews(of: chain) {
            if let type = chain.enclosingType, layer.helpers.contains(where: { helperShowsCallerContent($0, in: type) }) {
                return layer.modifierIndex
            }
            if layer.chains.prefix(2000).contains(where: { shows(chains[$0]) }) { return layer.modifierIndex }
        }
        return Int.max
    }

    /// Whether the same-type helper `name` of `type` (a computed property or a function of the
    /// type, in whichever of its files; or a stored caller-made view handed on by name) shows a caller-supplied view, directly or through the
    /// same-type helpers it names (up to three levels, a bounded number of nodes). The answer
    /// depends only on the project, not on the file asking: it is kept per run.
    public func helperShowsCallerContent(_ name: String, in type: String) -> Bool {
        Self.projectViewMemo.answer(project, ProjectViewQuestion(.showsCallerContent, type: type, helper: name)) {
            var generics: Set<String> = []
            for declaration in project.declarations(ofType: type) { generics.formUnion(Self.genericParameters(of: declaration)) }
            var pending: [(node: NodeID, analysis: FileAnalysis, depth: Int)] = []
            func enqueue(_ helper: String, depth: Int) {
                if let property = project.property(helper, in: type), property.isComputed, let getter = property.getterBody,
                   let analysis = project.analysis(of: property.site.file) {
                    pending.append((getter, analysis, depth))
                } else if let function = project.functions(named: helper, in: type).first, let body = function.body,
                          let analysis = project.analysis(of: function.site.file) {
                    pending.append((body, analysis, depth))
                }
            }
            // A name handed on as it is (`.overlay(content)`) may be the caller's view itself.
            if let property = project.property(name, in: type), !property.isComputed, let declared = property.typeText {
                return Self.namesCallerView(declared, generics: generics, called: false)
            }
            enqueue(name, depth: 0)
            var visited: Set<String> = [name]
            var budget = 20_000
            var found = false
            while let (root, analysis, depth) = pending.popLast(), !found {
                let tree = analysis.tree
                let file = analysis.file
                tree.walk(root) { node in
                    if found || budget <= 0 { return false }
                    budget -= 1
                    let kind = tree.kind(node)
                    guard kind == .identifier || kind == .call else { return true }
                    let called = kind == .call
                    let target = called ? tree.child(node, 0) : node
                    guard let target, tree.kind(target) == .identifier, let other = tree.name(target, in: file),
                          NameStart.isLowercase(other) else { return true }
                    if let property = project.property(other, in: type), !property.isComputed, let declared = property.typeText,
                       Self.namesCallerView(declared, generics: generics, called: called) {
                        found = true
                        return false
                    }
                    if depth < 3, visited.insert(other).inserted { enqueue(other, depth: depth + 1) }
                    return true
                }
            }
            return found
        }
    }

    /// Whether a declared type names a caller-made view: with `called`, a closure returning one
    /// (`() -> Content`, `(() -> Header)?`, `@escaping (Item) -> AnyView`); else the view itself
    /// (`Content`, `AnyView?`). `some View` only with `opaque` (a parameter's type): a stored
    /// `var photo: some View = Image("shot")` is the view's own.
    static func namesCallerView(_ declared: String, generics: Set<String>, called: Bool, opaque: Bool = false) -> Bool {
        asciiNamesCallerView(declared, generics: generics, called: called, opaque: opaque)
            ?? characterNamesCallerView(declared, generics: generics, called: called, opaque: opaque)
    }

    /// `namesCallerView` read from the bytes of an ASCII type text (nil for any other): there a
    /// byte is a character, and whitespace is a space or 0x09...0x0D. The text is a window of
    /// `text[start..<end]`, narrowed as the character version drops its parts.
    static func asciiNamesCallerView(_ declared: String, generics: Set<String>, called: Bool, opaque: Bool) -> Bool? {
        var text: [UInt8] = []
        for byte in declared.utf8 {
            guard byte < 0x80 else { return nil }
            if byte != 0x20, !(0x09...0x0D).contains(byte) { text.append(byte) }
        }
        var start = 0
        var end = text.count
        while start < end, text[start] == UInt8(ascii: "@") {
            start += 1
            while start < end, isIdentifierByte(text[start]) { start += 1 }
        }
        for _ in 0..<4 where start < end {
            if text[end - 1] == UInt8(ascii: "?") || text[end - 1] == UInt8(ascii: "!") {
                end -= 1
                continue
            }
            if text[start] == UInt8(ascii: "("), text[end - 1] == UInt8(ascii: ")"),
               closingParen(in: text, start..<end) == end - 1 {
                start += 1
                end -= 1
                continue
            }
            break
        }
        var arrow = end - 2
        while arrow >= start, !(text[arrow] == UInt8(ascii: "-") && text[arrow + 1] == UInt8(ascii: ">")) { arrow -= 1 }
        if called {
            guard arrow >= start else { return false }
            start = arrow + 2
            while end > start, text[end - 1] == UInt8(ascii: "?") { end -= 1 }
        } else if arrow >= start {
            return false
        }
        let name = text[start..<end]
        if name.elementsEqual("someView".utf8) || name.elementsEqual("anyView".utf8) { return opaque }
        return name.elementsEqual("AnyView".utf8) || (!generics.isEmpty && generics.contains(String(decoding: name, as: UTF8.self)))
    }

    /// The index of the parenthesis closing the first one in `range` of `text`, or nil.
    private static func closingParen(in text: [UInt8], _ range: Range<Int>) -> Int? {
        var depth = 0
        for index in range {
            if text[index] == UInt8(ascii: "(") { depth += 1 } else if text[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `namesCallerView` on characters: any type text.
    static func characterNamesCallerView(_ declared: String, generics: Set<String>, called: Bool, opaque: Bool) -> Bool {
        var text = declared.filter { !$0.isWhitespace }
        // Attributes of the type (`@escaping`, `@MainActor`, `@Sendable`).
        while text.hasPrefix("@") {
            let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            text.removeFirst(1 + name.count)
        }
        for _ in 0..<4 {
            if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast(); continue }
            if text.hasPrefix("("), text.hasSuffix(")"), closingParen(of: text) == text.count - 1 {
                text = String(text.dropFirst().dropLast())
                continue
            }
            break
        }
        if called {
            guard let arrow = text.range(of: "->", options: .backwards) else { return false }
            text = String(text[arrow.upperBound...])
            while text.hasSuffix("?") { text.removeLast() }
        } else if TextSearch.contains(text, "->") {
            return false
        }
        if text == "someView" || text == "anyView" { return opaque }
        return text == "AnyView" || generics.contains(text)
    }

    /// The index (in characters) of the parenthesis closing the first one of `text`, or nil.
    private static func closingParen(of text: String) -> Int? {
        var depth = 0
        for (index, character) in text.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The innermost function of this file whose body holds `offset`.
    func enclosingFunction(at offset: Int) -> FunctionDeclaration? {
        var best: FunctionDeclaration?
        for function in analysis.declarations.functions {
            guard let body = function.body else { continue }
            let range = tree.range(body)
            guard range.contains(offset) else { continue }
            if let current = best?.body, tree.range(current).count <= range.count { continue }
            best = function
        }
        return best
    }

    /// The declared type of the parameter `name` of `function` (with its attributes), or nil.
    func parameterType(_ name: String, of function: FunctionDeclaration) -> String? {
        guard function.parameterNames.contains(name),
              let clause = tree.firstChild(function.site.node, ofKind: .parameterClause) else { return nil }
        for parameter in tree.children(clause) where tree.kind(parameter) == .parameter {
            guard tree.name(parameter, in: file) == name else { continue }
            guard let type = tree.firstChild(parameter, ofKind: .type) else { return "" }
            return compactText(type)
        }
        return nil
    }
}
