/// A node of the YAML subset `.gesturelint.yml` may use, with the line it starts on, so that
/// every configuration error can name its line.
public struct YAMLNode: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case null
        case scalar(String, quoted: Bool)
        case list([YAMLNode])
        case map([YAMLEntry])
    }

    public var value: Value
    public var line: Int

    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }

    /// A short name of the node's shape for "expected X, found Y" messages.
    public var kindName: String {
        switch value {
        case .null: return "nothing"
        case .scalar(let text, _): return "'\(text)'"
        case .list: return "a list"
        case .map: return "a map"
        }
    }
}

public struct YAMLEntry: Sendable, Equatable {
    public var key: String
    public var line: Int
    public var value: YAMLNode
}

public struct YAMLError: Error, Equatable, Sendable {
    public var line: Int
    public var message: String
}
