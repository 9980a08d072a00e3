import Foundation

/// A JSON object as JSONSerialization reads and writes it.
typealias JSONObject = [String: Any]

/// JSON-RPC 2.0 error codes the server answers with.
enum RPCErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
}

/// A request id: a number or a string, echoed back unchanged.
enum RequestID: Hashable {
    case number(Int)
    case string(String)

    init?(_ value: Any?) {
        if let text = value as? String { self = .string(text); return }
        if let number = value as? Int { self = .number(number); return }
        return nil
    }

    var json: JSON {
        switch self {
        case .number(let value): return .int(value)
        case .string(let value): return .string(value)
        }
    }
}

/// One decoded message.
enum RPCMessage {
    case request(id: RequestID, method: String, params: Any?)
    case notification(method: String, params: Any?)
    case response(id: RequestID?, result: Any?, error: Any?)
    /// Not JSON, or JSON that is no JSON-RPC message: answered with this error (id when known).
    case invalid(id: RequestID?, code: RPCErrorCode, message: String)

    static func decode(_ body: [UInt8]) -> RPCMessage {
        guard let value = try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) else {
            return .invalid(id: nil, code: .parseError, message: "the message is not valid JSON")
        }
        guard let object = value as? JSONObject else {
            return .invalid(id: nil, code: .invalidRequest, message: "a message must be a JSON object")
        }
        let id = RequestID(object["id"])
        if let method = object["method"] as? String {
            if object["id"] == nil || object["id"] is NSNull { return .notification(method: method, params: object["params"]) }
            guard let id else { return .invalid(id: nil, code: .invalidRequest, message: "the request id must be a number or a string") }
            return .request(id: id, method: method, params: object["params"])
        }
        if object["result"] != nil || object["error"] != nil { return .response(id: id, result: object["result"], error: object["error"]) }
        return .invalid(id: id, code: .invalidRequest, message: "a message needs a 'method' (request or notification) or a 'result'/'error' (response)")
    }
}

/// The JSON the server sends, built with literals and written straight to bytes. (Foundation's
/// writer casts every `Any` dynamically and sorts keys through ICU; for a file with hundreds of
/// findings that cost more than linting it.) Object keys keep the order they are written in.
indirect enum JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
                    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSON)...) { self = .object(elements) }
    init(nilLiteral: ()) { self = .null }

    var bytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 12)
        write(to: &output)
        return output
    }

    func write(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .string(let value): Self.write(string: value, to: &output)
        case .array(let items):
            output.append(0x5B)
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(0x2C) }
                item.write(to: &output)
            }
            output.append(0x5D)
        case .object(let members):
            output.append(0x7B)
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(0x2C) }
                Self.write(string: key, to: &output)
                output.append(0x3A)
                value.write(to: &output)
            }
            output.append(0x7D)
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// Copies runs of bytes that need no escape in one step: messages are mostly plain text.
    static func write(string: String, to output: inout [UInt8]) {
        output.append(0x22)
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                switch byte {
                case 0x22: output.append(contentsOf: [0x5C, 0x22])
                case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: output.append(contentsOf: [0x5C, 0x72])
                case 0x09: output.append(contentsOf: [0x5C, 0x74])
                default: output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(0x22)
    }
}

/// Builds the JSON of outgoing messages.
enum RPCEncoder {
    static func response(id: RequestID?, result: JSON) -> [UInt8] {
        (["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result] as JSON).bytes
    }

    static func error(id: RequestID?, code: RPCErrorCode, message: String) -> [UInt8] {
        (["jsonrpc": "2.0", "id": id?.json ?? .null, "error": ["code": .int(code.rawValue), "message": .string(message)]] as JSON).bytes
    }

    static func notification(_ method: String, _ params: JSON) -> [UInt8] {
        (["jsonrpc": "2.0", "method": .string(method), "params": params] as JSON).bytes
    }

    static func request(id: Int, _ method: String, _ params: JSON) -> [UInt8] {
        (["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params] as JSON).bytes
    }
}
