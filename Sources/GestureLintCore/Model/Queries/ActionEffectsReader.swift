/// Reads what an action does (`ActionEffects`) from the syntax of any file of the project: a
/// gesture's own file, or the file of a function its controls call (`ActionReach`).
struct ActionEffectsReader {
    let tree: SyntaxTree
    let file: SourceFile

    /// The effects of a closure, a code block, or a function reference's name (`action: save`).
    func effects(of node: NodeID) -> ActionEffects {
        var effects = ActionEffects()
        if tree.kind(node) == .identifier || tree.kind(node) == .memberAccess {
            let text = compactText(node)
            if text.hasPrefix("$") {
                // A binding handed to a control: the control writes the property.
                effects.writes.insert(GestureModel.withoutSelf(String(text.dropFirst())))
            } else {
                effects.calls.insert(GestureModel.withoutSelf(text))
            }
            return effects
        }
        tree.walk(node) { current in
            switch tree.kind(current) {
            case .call:
                guard let callee = tree.child(current, 0), let name = calleeName(current),
                      !GestureModel.incidentalCalls.contains(name), !NameStart.isUppercase(name) else { return true }
                let path = GestureModel.withoutSelf(compactText(callee))
                effects.calls.insert(path)
                if tree.kind(callee) == .memberAccess, let receiver = tree.child(callee, 0),
                   AccessCollector.mutatingMethods.contains(name) {
                    effects.writes.insert(GestureModel.withoutSelf(compactText(receiver)))
                }
            case .sequence:
                if let target = tree.child(current, 0), let op = tree.child(current, 1), tree.kind(op) == .binaryOperator,
                   let token = tree.nameToken(op), AccessCollector.assignmentOperators.contains(file.text(token.range)) {
                    effects.writes.insert(GestureModel.withoutSelf(compactText(target)))
                }
            case .identifier:
                // Most identifiers are no `$binding`: look at the first byte before building any text.
                guard firstTextByte(current) == UInt8(ascii: "$") else { break }
                let text = compactText(current)
                if text.hasPrefix("$"), text.count > 1, text.dropFirst().first?.isNumber != true {
                    effects.writes.insert(String(text.dropFirst()))
                }
            default:
                break
            }
            return true
        }
        return effects
    }

    /// The name of a call's callee (`dismiss` in `dismiss()`, `next` in `model.next()`), or nil.
    func calleeName(_ call: NodeID) -> String? {
        guard tree.kind(call) == .call, let callee = tree.child(call, 0) else { return nil }
        switch tree.kind(callee) {
        case .identifier, .memberAccess, .implicitMember: return tree.name(callee, in: file)
        default: return nil
        }
    }

    /// The first byte of `compactText(node)`, without building it; nil when that text is empty.
    func firstTextByte(_ node: NodeID) -> UInt8? {
        let source = file.bytes
        for index in tree.range(node) where !Self.isSpace(source[index]) { return source[index] }
        return nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The node's text without whitespace (as `GestureModel.compactText`). `file.bytes` is read
    /// once: reading it per byte retained and released the file's storage for each (perf10).
    func compactText(_ node: NodeID) -> String {
        let range = tree.range(node)
        let source = file.bytes
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        for index in range {
            let byte = source[index]
            if !Self.isSpace(byte) { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
