#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// (fix round 8) "Does a control elsewhere in the project make this gesture's call?": a swipe-up
/// shortcut running `navigationModel.openSheet(.quickSwitcher)` when a "Switch Account" Button of
/// another view runs `navigation.openSheet(.quickSwitcher)` offers nothing a user cannot reach.
extension GestureModel {
    /// The one call the gesture's callbacks make besides flag bookkeeping (`opened = true`, also in
    /// a `DispatchQueue.main.asyncAfter { }` or behind an `if`/`guard`), when it has at least one
    /// argument and every argument is a constant (`.quickSwitcher`, `Tab.home`, a literal). Nil for
    /// a call without arguments (`dismiss()`, `toggle()`), a call given values, any other write.
    public func soleConstantCall(ofGesture gesture: Int) -> NodeID? {
        var found: NodeID?
        var pending = [gesture]
        var seen: Set<Int> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending.append(contentsOf: gestures[next].components)
            for callback in callbacks(of: next) where callback.kind != .updating && callback.kind != .onPressingChanged
                && callback.kind != .pressing {
                guard case .closure(let closure) = callback.body,
                      collectFlagsAndCall(statements(in: closure), into: &found, depth: 0) else { return nil }
            }
        }
        guard let call = found else { return nil }
        let arguments = tree.arguments(of: call)
        guard !arguments.isEmpty, arguments.allSatisfy({ argument in
            tree.value(of: argument).map(isConstantArgument) ?? false
        }) else { return nil }
        return call
    }

    private func collectFlagsAndCall(_ statements: [NodeID], into found: inout NodeID?, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        for statement in statements {
            switch tree.kind(statement) {
            case .call:
                guard let name = calleeName(statement) else { return false }
                if name == "withAnimation" || name == "asyncAfter" {
                    guard let closure = tree.arguments(of: statement).last.flatMap(tree.value(of:)),
                          tree.kind(closure) == .closure,
                          collectFlagsAndCall(self.statements(in: closure), into: &found, depth: depth + 1) else { return false }
                    continue
                }
                if Self.incidentalCalls.contains(name) { continue }
                guard found == nil, !NameStart.isUppercase(name) else { return false }
                found = statement
            case .sequence:
                guard isFlagAssignment(statement) else { return false }
            case .ifStmt:
                for part in tree.children(statement) {
                    switch tree.kind(part) {
                    case .condition: continue
                    case .codeBlock:
                        guard collectFlagsAndCall(tree.statements(of: part), into: &found, depth: depth + 1) else { return false }
                    case .ifStmt:
                        guard collectFlagsAndCall([part], into: &found, depth: depth + 1) else { return false }
                    default: return false
                    }
                }
            case .guardStmt:
                for part in tree.children(statement) where tree.kind(part) == .codeBlock {
                    guard tree.statements(of: part).allSatisfy({ tree.kind($0) == .returnStmt }) else { return false }
                }
            default:
                return false
            }
        }
        return true
    }

    /// `name = true` / `name = false`: a flag the gesture keeps for itself.
    private func isFlagAssignment(_ sequence: NodeID) -> Bool {
        let parts = Array(tree.children(sequence))
        guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, let token = tree.nameToken(parts[1]),
              file.text(token.range) == "=", tree.kind(parts[2]) == .literal else { return false }
        let value = compactText(parts[2])
        return value == "true" || value == "false"
    }

    /// An enum case (`.quickSwitcher`, `Tab.home`), or a literal (number, `true`, a string
    /// without interpolation).
    private func isConstantArgument(_ node: NodeID) -> Bool {
        switch tree.kind(node) {
        case .implicitMember, .literal: return true
        case .stringLiteral: return tree.children(node).isEmpty
        case .memberAccess:
            guard let base = tree.child(node, 0), tree.kind(base) == .identifier,
                  let name = tree.name(base, in: file) else { return false }
            return NameStart.isUppercase(name)
        default: return false
        }
    }

    /// Whether a `Button`'s (or `Menu`'s) action anywhere in the project makes the same call as
    /// `call`: the same method name, labels and argument text (whatever the receiver is named),
    /// also through a project function that builds `Button(action: parameter)` from the closure
    /// it is given (`infoViewButton("Switch Account") { ... }`). Not inside a `.contextMenu`.
    /// Files are searched for the method name's bytes first; only those holding it are read.
    /// Each file is walked once per project index, keeping the text of every call a control's
    /// action makes in it (all methods at once), and each method name's byte search runs once, so
    /// gestures calling many methods do not walk a file again for each (a gesture's own callback
    /// is never a control's action, so it is never among them).
    public func projectControlMakesCall(_ call: NodeID) -> Bool {
        guard let callee = tree.child(call, 0), let nameToken = tree.nameToken(callee),
              let name = calleeName(call) else { return false }
        let identity = Self.callTail(from: nameToken.range.lowerBound, to: tree.range(call).upperBound, in: file)
        let memo = Self.projectCallMemo
        // Keys no call text can be (call texts start with the method name): "(name" marks a
        // method whose files were all walked, ")path" a walked file.
        if memo.known(project, "(" + name) == nil {
            let needle = Array(name.utf8) + [UInt8(ascii: "(")]
            for other in project.filesDeclaringTypes {
                guard memo.known(project, ")" + other.path) == nil, Self.contains(other.bytes, needle) else { continue }
                var made = controlCallTexts(in: other)
                made[")" + other.path] = true
                memo.keep(project, made)
            }
            memo.keep(project, ["(" + name: true])
        }
        return memo.known(project, identity) ?? false
    }

    static let projectCallMemo = OwnerMemo(keeping: 4)

    /// The text (`callTail`) of every call that a control's action makes in `other`, each mapped
    /// to true.
    private func controlCallTexts(in other: SourceFile) -> [String: Bool] {
        guard let analysis = project.analysis(of: other) else { return [:] }
        let otherTree = analysis.tree
        var made: [String: Bool] = [:]
        otherTree.walk(otherTree.root) { node in
            guard otherTree.kind(node) == .call, let otherCallee = otherTree.child(node, 0),
                  let token = otherTree.nameToken(otherCallee), isInControlAction(node, analysis) else { return true }
            made[Self.callTail(from: token.range.lowerBound, to: otherTree.range(node).upperBound, in: other)] = true
            return true
        }
        return made
    }

    /// The text from the method name to the call's end, without whitespace.
    private static func callTail(from start: Int, to end: Int, in file: SourceFile) -> String {
        let source = file.bytes
        var bytes: [UInt8] = []
        for index in start..<end {
            let byte = source[index]
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        // `memchr` finds each candidate first byte, `memcmp` compares the rest.
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { want in
                guard let base = hay.baseAddress, let wanted = want.baseAddress else { return false }
                let first = Int32(want[0])
                let last = hay.count - want.count
                var start = 0
                while start <= last {
                    guard let found = memchr(base + start, first, last - start + 1) else { return false }
                    let offset = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + offset, wanted, want.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    /// The call sits in the action closure of a `Button`/`Menu` (through `withAnimation { }`), or of
    /// a project function whose body builds `Button(action: p)` from the parameter that closure binds.
    private func isInControlAction(_ node: NodeID, _ analysis: FileAnalysis) -> Bool {
        let tree = analysis.tree
        let file = analysis.file
        let reader = ActionEffectsReader(tree: tree, file: file)
        var current = node
        while let parent = tree.parent(current) {
            defer { current = parent }
            guard tree.kind(parent) == .closure else {
                switch tree.kind(parent) {
                case .functionDecl, .typeDecl, .variableDecl: return false
                default: continue
                }
            }
            guard let argument = tree.parent(parent), tree.kind(argument) == .argument,
                  let owner = tree.parent(argument), tree.kind(owner) == .call,
                  let name = reader.calleeName(owner) else { return false }
            if name == "withAnimation" || name == "withTransaction" { continue }
            if tree.ancestors(owner).contains(where: { tree.kind($0) == .call && reader.calleeName($0) == "contextMenu" }) {
                return false
            }
            let trailing = tree[argument].flags.contains(.trailingClosure)
            let label = tree.name(argument, in: file)
            if name == "Button" || name == "Menu", !project.declaresType(name) {
                // The action is the first trailing closure or `action:`; `label:` builds views.
                return name == "Button" ? ((trailing && label == nil) || label == "action") : label == "primaryAction"
            }
            let callees = project.functions(calledBy: owner, in: analysis)
            guard callees.count == 1, let function = callees.first, let body = function.body,
                  let declaring = project.analysis(of: function.site.file) else { return false }
            let parameter: String?
            if trailing {
                parameter = function.parameterNames.last
            } else if let position = function.labels.firstIndex(of: label), position < function.parameterNames.count {
                parameter = function.parameterNames[position]
            } else {
                parameter = nil
            }
            guard let parameter else { return false }
            return Self.buildsButton(actionNamed: parameter, in: body, declaring)
        }
        return false
    }

    /// The body makes `Button(action: name)`.
    private static func buildsButton(actionNamed name: String, in body: NodeID, _ analysis: FileAnalysis) -> Bool {
        let tree = analysis.tree
        let file = analysis.file
        let reader = ActionEffectsReader(tree: tree, file: file)
        var found = false
        tree.walk(body) { node in
            guard !found else { return false }
            if tree.kind(node) == .call, reader.calleeName(node) == "Button",
               tree.arguments(of: node).contains(where: { argument in
                   tree.name(argument, in: file) == "action"
                       && tree.value(of: argument).map { tree.kind($0) == .identifier && reader.compactText($0) == name } == true
               }) {
                found = true
            }
            return true
        }
        return found
    }
}
