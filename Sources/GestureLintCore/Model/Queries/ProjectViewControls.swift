import Foundation

/// Whether a project's own view type holds a control somewhere in its body, following the
/// project's other views across files (depth-limited, memoized per run): `PlayerView` holding an
/// `IconButton`, a post row holding menus and links. A tap on such a view cannot become a Button
/// (a Button cannot wrap other buttons).
extension GestureModel {
    /// Per project index: a type costs one scan of its body however many taps use it. A type
    /// being scanned answers false to itself; only whole answers are kept.
    static let projectViewMemo = OwnerTable<ProjectViewQuestion, Bool>(keeping: 4)

    /// Whether the project type `name` is a view whose body (or the same-type helpers it names,
    /// or the project views it builds, up to `depth` levels) creates a SwiftUI control.
    ///
    /// (fix round 7) With `countingTapComponents`, a tap that runs an action the view's caller
    /// hands in (`.onTapGesture { onWindowAction(action) }` with `let onWindowAction: (WindowAction) -> Void`)
    /// counts as a control too: a button component written as a tap, which the fix for that tap
    /// makes a Button.
    public func projectViewHoldsControl(_ name: String, depth: Int = 3, countingTapComponents: Bool = false) -> Bool {
        Self.projectViewMemo.answer(project, ProjectViewQuestion(.holdsControl, type: name, depth: depth,
                                                                 countingTapComponents: countingTapComponents)) {
            var budget = 20_000
            var visiting: Set<String> = []
            return Self.scanTypeForControls(name, project, depth: depth, budget: &budget, visiting: &visiting,
                                            countingTapComponents: countingTapComponents)
        }
    }

    /// (fix round 2) Whether the same-type helper `name` of `type` (a computed property such as
    /// `mainContent`, or a function such as `RemoveButton(privkey:)`) creates a SwiftUI control,
    /// following what it names as `projectViewHoldsControl` does.
    /// (fix round 7) Same-type helpers are followed into the type's other files too
    /// (`extension MediaView { var errorOverlay: some View }` in `MediaView+Views.swift`).
    public func helperHoldsControl(_ name: String, in type: String, depth: Int = 3, countingTapComponents: Bool = false) -> Bool {
        Self.projectViewMemo.answer(project, ProjectViewQuestion(.holdsControl, type: type, helper: name, depth: depth,
                                                                 countingTapComponents: countingTapComponents)) {
            var budget = 20_000
            var visiting: Set<String> = []
            return Self.scanTypeForControls(type, project, depth: depth, budget: &budget, visiting: &visiting, helper: name,
                                            countingTapComponents: countingTapComponents)
        }
    }

    /// A question `projectViewMemo` keeps the answer to, by its parts (a key joined into one
    /// `String` cost an allocation per question).
    struct ProjectViewQuestion: Hashable {
        enum Kind: Hashable { case holdsControl, showsCallerContent }

        let kind: Kind
        let type: String
        /// The same-type helper asked about, nil for the type's body.
        let helper: String?
        /// The depth, told apart only in questions counting tap components (the others keep the
        /// answer of whichever depth asked first).
        let tapComponentDepth: Int?

        init(_ kind: Kind, type: String, helper: String? = nil, depth: Int = 0, countingTapComponents: Bool = false) {
            self.kind = kind
            self.type = type
            self.helper = helper
            tapComponentDepth = countingTapComponents ? depth : nil
        }
    }

    /// Whether `chain`'s base names a stored property typed by a generic parameter of the
    /// enclosing view (`let content: Content` in `struct Card<Content: View>`): unknown content
    /// that may hold controls of its own.
    public func isGenericContentReference(_ chain: ModifierChain) -> Bool {
        guard chain.base.kind == .reference, let name = chain.base.name, let owner = chain.enclosingType,
              let property = project.property(name, in: owner), !property.isComputed,
              let typeText = property.typeText?.filter({ !$0.isWhitespace }), !typeText.isEmpty else { return false }
        let bare = typeText.hasSuffix("?") ? String(typeText.dropLast()) : typeText
        if bare == "AnyView" { return true }
        return project.declarations(ofType: owner).contains { Self.genericParameters(of: $0).contains(bare) }
    }

    /// The generic parameter names written after a type's name (`Card<Content: View, Label>`).
    static func genericParameters(of type: TypeDeclaration) -> [String] { genericParameters(after: type.site) }

    /// The generic parameter names written after a declaration's name (a type's or a function's:
    /// `func card<C: View>(...)`).
    static func genericParameters(after site: DeclarationSite) -> [String] {
        let bytes = site.file.bytes
        var index = site.nameRange.upperBound
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return [] }
        var names: [String] = []
        var depth = 0
        var expectName = true
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") {
                if depth == 0 { break }
                depth -= 1
            } else if byte == UInt8(ascii: ","), depth == 0 {
                expectName = true
            } else if expectName, Self.isIdentifierByte(byte) {
                let start = index
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                names.append(String(decoding: bytes[start..<index], as: UTF8.self))
                expectName = false
                continue
            }
            index += 1
        }
        return names
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// `budget` bounds the nodes visited by one top-level question, nested types included, so the
    /// answer does not depend on what was asked before (only top-level answers are memoized).
    static func scanTypeForControls(_ type: String, _ project: ProjectIndex, depth: Int, budget: inout Int,
                                    visiting: inout Set<String>, helper: String? = nil,
                                    countingTapComponents: Bool = false) -> Bool {
        guard visiting.insert(type).inserted else { return false }
        let start: (NodeID, SourceFile)?
        if let helper {
            if let property = project.property(helper, in: type), property.isComputed, let getter = property.getterBody {
                start = (getter, property.site.file)
            } else if let function = project.functions(named: helper, in: type).first, let body = function.body {
                start = (body, function.site.file)
            } else {
                start = nil
            }
        } else if let body = project.property("body", in: type), let getter = body.getterBody {
            start = (getter, body.site.file)
        } else {
            start = nil
        }
        guard let (getter, startFile) = start, let startAnalysis = project.analysis(of: startFile) else { return false }
        // Each body is walked in its own file's tree: a helper may be declared in an extension elsewhere.
        func analysis(of site: DeclarationSite) -> FileAnalysis? {
            site.file === startAnalysis.file ? startAnalysis : project.analysis(of: site.file)
        }
        var pending: [(NodeID, FileAnalysis)] = [(getter, startAnalysis)]
        var visitedFunctions: Set<String> = []
        var visitedProperties: Set<String> = []
        var found = false
        var nested: [String] = []
        while let (root, rootAnalysis) = pending.popLast(), !found {
            let tree = rootAnalysis.tree
            let file = rootAnalysis.file
            tree.walk(root) { node in
                if found || budget <= 0 { return false }
                budget -= 1
                switch tree.kind(node) {
                case .call:
                    if countingTapComponents, runsCallerAction(tap: node, of: type, tree, file, project, budget: &budget) {
                        found = true
                        return false
                    }
                    guard let callee = tree.child(node, 0), tree.kind(callee) == .identifier,
                          let name = tree.name(callee, in: file) else { return true }
                    if controlTypes.contains(name), !project.declaresType(name) {
                        found = true
                        return false
                    }
                    if NameStart.isUppercase(name), depth > 0, !visiting.contains(name), project.declaresType(name) {
                        nested.append(name)
                    }
                    if NameStart.isLowercase(name) || !project.declaresType(name), visitedFunctions.insert(name).inserted,
                       let helper = project.functions(named: name, in: type).first, let helperBody = helper.body,
                       let helperAnalysis = analysis(of: helper.site) {
                        pending.append((helperBody, helperAnalysis))
                    }
                case .ifStmt:
                    // `if let onTap { Button { onTap() } ... } else { avatar }`: the control exists
                    // only when a caller passes something; follow only the other branch.
                    // Only a condition on an optional closure property of the type (`onTap`), not
                    // on data (`if let url { HighlightLink(...) }` shows a link for most values).
                    let parts = Array(tree.children(node))
                    let optional = parts.contains { part in
                        guard tree.kind(part) == .condition else { return false }
                        var namesAction = false
                        tree.walk(part) { inner in
                            if namesAction { return false }
                            if tree.kind(inner) == .identifier, let name = tree.name(inner, in: file),
                               project.property(name, in: type)?.typeText?.contains("->") == true {
                                namesAction = true
                            }
                            return true
                        }
                        return namesAction
                    }
                    guard optional, let then = parts.firstIndex(where: { tree.kind($0) == .codeBlock }) else { return true }
                    if then + 1 < parts.count { pending.append((parts[then + 1], rootAnalysis)) }
                    return false
                case .identifier:
                    // Same-type helpers, also capitalized ones (`var Main: some View`).
                    guard let name = tree.name(node, in: file), NameStart.isLetter(name),
                          !project.declaresType(name), visitedProperties.insert(name).inserted, let helper = project.property(name, in: type),
                          helper.isComputed, let helperBody = helper.getterBody,
                          let helperAnalysis = analysis(of: helper.site) else { return true }
                    pending.append((helperBody, helperAnalysis))
                default:
                    break
                }
                return true
            }
        }
        if found { return true }
        for name in nested where budget > 0 {
            if scanTypeForControls(name, project, depth: depth - 1, budget: &budget, visiting: &visiting,
                                   countingTapComponents: countingTapComponents) { return true }
        }
        return false
    }

    /// (fix round 7) `call` is SwiftUI's `.onTapGesture { ... }` or `TapGesture().onEnded { ... }` and
    /// its arguments name a closure property of `type` (`onWindowAction(action)`, `perform: onTap`):
    /// the tap runs what the view's caller hands in.
    /// (fix round 10) Or they name a `@Binding`, `@ObservedObject` or `@Bindable` property of `type`:
    /// the tap acts on the caller's data (a subscribe control toggling the subreddit it is handed).
    static func runsCallerAction(tap call: NodeID, of type: String, _ tree: SyntaxTree, _ file: SourceFile,
                                 _ project: ProjectIndex, budget: inout Int) -> Bool {
        guard let callee = tree.child(call, 0), tree.kind(callee) == .memberAccess,
              let member = tree.name(callee, in: file) else { return false }
        switch member {
        case "onTapGesture":
            guard !project.declaresFunction("onTapGesture") else { return false }
        case "onEnded":
            guard !project.declaresType("TapGesture"), let base = tree.child(callee, 0), tree.kind(base) == .call,
                  let gesture = tree.child(base, 0), tree.kind(gesture) == .identifier,
                  tree.name(gesture, in: file) == "TapGesture" else { return false }
        default:
            return false
        }
        var found = false
        for argument in tree.arguments(of: call) {
            guard let value = tree.value(of: argument) else { continue }
            tree.walk(value) { node in
                if found || budget <= 0 { return false }
                budget -= 1
                if tree.kind(node) == .identifier, let name = tree.name(node, in: file),
                   let property = project.property(name, in: type),
                   property.typeText?.contains("->") == true || property.wrapper.map(callerHandedWrappers.contains) == true {
                    found = true
                }
                return !found
            }
            if found { return true }
        }
        return false
    }

    /// (fix round 10) Wrappers of what a view's caller hands in: a tap acting on them
    /// (`subreddit.subscribeToggle()` with `@ObservedObject var subreddit`) changes the caller's
    /// data, as a button component does; a view's own `@State` does not count.
    static let callerHandedWrappers: Set<PropertyWrapper> = [.binding, .observedObject, .bindable]
}
