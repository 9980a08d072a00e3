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

    var json: Any {
        switch self {
        case .number(let value): return value
        case .string(let value): return value
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

/// Builds the JSON of outgoing messages.
enum RPCEncoder {
    static func response(id: RequestID?, result: Any) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id?.json ?? NSNull(), "result": result])
    }

    static func error(id: RequestID?, code: RPCErrorCode, message: String) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id?.json ?? NSNull(), "error": ["code": code.rawValue, "message": message]])
    }

    static func notification(_ method: String, _ params: Any) -> [UInt8] {
        encode(["jsonrpc": "2.0", "method": method, "params": params])
    }

    static func request(id: Int, _ method: String, _ params: Any) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    }

    static func encode(_ object: JSONObject) -> [UInt8] {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"could not encode the reply"}}"#.utf8)
        }
        return [UInt8](data)
    }
}
