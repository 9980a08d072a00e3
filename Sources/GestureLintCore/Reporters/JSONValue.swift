/// A JSON value with ordered object keys: reports list keys in the documented order and the
/// same input always gives the same bytes (Foundation's serializer orders keys its own way).
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
    }

    public func rendered(pretty: Bool) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        return output
    }

    func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(value) : "null"
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { output += "\n" + String(repeating: "  ", count: indent) }
            output += "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += pretty ? "," : ", " }
                if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONValue.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { output += "\n" + String(repeating: "  ", count: indent) }
            output += "}"
        }
    }

    /// Appends `value` quoted and escaped. Only ASCII needs escaping (`"`, `\\`, controls, DEL),
    /// and no byte of a multi-byte UTF-8 sequence is ASCII, so the runs between such bytes are
    /// appended whole (perf10: scalar by scalar this was about 5 % of a dense-folder run's
    /// instructions). `JSONStringEscapeTests` holds the scalar-by-scalar writer it replaced, the definition it must match.
    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        let utf8 = value.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                if runStart != index { output.append(contentsOf: value[runStart..<index]) }
                writeEscaped(Unicode.Scalar(byte), to: &output)
                index = utf8.index(after: index)
                runStart = index
            } else {
                index = utf8.index(after: index)
            }
        }
        if runStart != utf8.endIndex { output.append(contentsOf: value[runStart..<utf8.endIndex]) }
        output += "\""
    }

    /// The escape of one scalar that needs it (as the scalar-by-scalar writer in `JSONStringEscapeTests` writes it).
    private static func writeEscaped(_ scalar: Unicode.Scalar, to output: inout String) {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        default:
            let hex = String(scalar.value, radix: 16)
            output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
