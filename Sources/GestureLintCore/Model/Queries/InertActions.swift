/// Whether an action does nothing a user needs: it only logs (`print`, `debugPrint`, `NSLog`,
/// `os_log`, `logger.debug(...)`) or runs an empty `withAnimation { }`. Such a tap is like an empty
/// closure: there is nothing to make reachable.
extension GestureModel {
    static let loggingFunctions: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "dump"]
    static let loggerMethods: Set<String> = [
        "debug", "info", "notice", "log", "trace", "warning", "error", "fault", "critical", "verbose",
    ]

    /// Whether `body` (a closure or code block) has statements and every one only logs or is an
    /// empty (or itself inert) `withAnimation { }`.
    public func isInertAction(_ body: NodeID) -> Bool {
        let statements = statements(in: body)
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { isInertStatement($0, depth: 0) }
    }

    func isInertStatement(_ statement: NodeID, depth: Int) -> Bool {
        guard tree.kind(statement) == .call, let name = calleeName(statement),
              let callee = tree.child(statement, 0) else { return false }
        // `print(save())` does work while it logs.
        if name != "withAnimation", argumentsCall(statement) { return false }
        if Self.loggingFunctions.contains(name), tree.kind(callee) == .identifier { return true }
        if name == "withAnimation", tree.kind(callee) == .identifier, depth < 3 {
            let closures = tree.arguments(of: statement).compactMap { tree.value(of: $0) }.filter { tree.kind($0) == .closure }
            guard closures.count == 1, let closure = closures.first else { return false }
            let inner = statements(in: closure)
            return inner.allSatisfy { isInertStatement($0, depth: depth + 1) }
        }
        // `logger.debug("tapped")`, `self.log.info(...)`, `Logger.ui.notice(...)`.
        guard tree.kind(callee) == .memberAccess, Self.loggerMethods.contains(name) else { return false }
        let path = compactText(callee)
        let components = path.split(separator: ".").dropLast()
        guard let receiver = components.last?.lowercased() else { return false }
        return receiver == "log" || receiver.hasSuffix("logger") || components.contains { $0 == "Logger" }
    }

    /// Whether an argument of `call` makes a call of its own. (fix round 3) Not one inside a string
    /// interpolation: `print("center: \(proxy.frame(in: .global).midX)")` formats a value for the log.
    func argumentsCall(_ call: NodeID) -> Bool {
        var found = false
        for argument in tree.arguments(of: call) {
            guard let value = tree.value(of: argument) else { continue }
            tree.walk(value) { node in
                if tree.kind(node) == .stringLiteral { return false }
                if tree.kind(node) == .call { found = true }
                return !found
            }
            if found { return true }
        }
        return false
    }
}
