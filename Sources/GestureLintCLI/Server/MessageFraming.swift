import Foundation

/// LSP base protocol framing: `Content-Length: N\r\n` (other headers ignored), a blank line,
/// then N bytes of JSON. Bytes arrive in arbitrary chunks; `next()` hands out whole frames.
struct FrameDecoder {
    enum Frame: Equatable {
        case message([UInt8])
        /// A header block without a usable `Content-Length`; the block is skipped.
        case badHeader(String)
    }

    private var buffer: [UInt8] = []
    private var start = 0

    mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0 && start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil when more bytes are needed.
    mutating func next() -> Frame? {
        guard let headerEnd = Self.find(Self.separator, in: buffer, from: start) else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        guard let length = Self.contentLength(header) else {
            start = headerEnd + Self.separator.count
            return .badHeader(header)
        }
        let bodyStart = headerEnd + Self.separator.count
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    static func encode(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static let separator: [UInt8] = [13, 10, 13, 10]

    static func contentLength(_ header: String) -> Int? {
        for line in header.split(whereSeparator: \.isNewline) {  // "\r\n" is one Character
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            guard let value = Int(parts[1].trimmingCharacters(in: .whitespaces)), value >= 0 else { return nil }
            return value
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        var index = from
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == needle[0] && haystack[index + 1] == needle[1]
                && haystack[index + 2] == needle[2] && haystack[index + 3] == needle[3] { return index }
            index += 1
        }
        return nil
    }
}
