import GestureLintCore

/// A position as LSP counts it: 0-based line, and UTF-16 code units into the line.
struct LSPPosition: Equatable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: Any?) {
        guard let object = json as? JSONObject, let line = object["line"] as? Int, let character = object["character"] as? Int,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSON { ["line": .int(line), "character": .int(character)] }
}

/// Converts between the engine's byte offsets and LSP positions for one text. Lines end at LF,
/// CRLF or a lone CR, as both LSP and the engine's `LineTable` count them.
struct PositionMap {
    let bytes: [UInt8]
    let lines: LineTable

    init(bytes: [UInt8], lines: LineTable? = nil) {
        self.bytes = bytes
        self.lines = lines ?? LineTable(bytes)
    }

    func position(of offset: Int) -> LSPPosition {
        let offset = max(0, min(offset, bytes.count))
        let line = lines.line(of: offset)
        let start = lines.starts[line - 1]
        var units = 0
        var index = start
        while index < offset {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            index += 1
        }
        return LSPPosition(line: line - 1, character: units)
    }

    /// The byte offset of a position. A line past the end is the end of the text; a character past
    /// the end of its line is the end of the line; one inside a surrogate pair is the scalar's start.
    func offset(of position: LSPPosition) -> Int {
        guard position.line < lines.lineCount else { return bytes.count }
        let range = lines.range(ofLine: position.line + 1, in: bytes)
        var units = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            let width = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            let count = width == 4 ? 2 : 1
            if units + count > position.character { break }
            units += count
            index = min(index + width, range.upperBound)
        }
        return index
    }

    func range(_ bytes: Range<Int>) -> JSON {
        ["start": position(of: bytes.lowerBound).json, "end": position(of: bytes.upperBound).json]
    }

    /// `{start, end}` of an LSP range as byte offsets (a reversed range is put in order).
    func byteRange(_ json: Any?) -> Range<Int>? {
        guard let object = json as? JSONObject, let start = LSPPosition(object["start"]), let end = LSPPosition(object["end"]) else {
            return nil
        }
        let lower = offset(of: start)
        let upper = offset(of: end)
        return min(lower, upper)..<max(lower, upper)
    }
}

/// An open document: the client's text, not the file on disk.
struct TextDocument {
    let uri: String
    /// The file it stands for, or nil for a document that is not a file (`untitled:`).
    let path: String?
    var version: Int
    private(set) var bytes: [UInt8]
    private(set) var map: PositionMap

    init(uri: String, path: String?, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.path = path
        self.version = version
        self.bytes = bytes
        self.map = PositionMap(bytes: bytes)
    }

    /// Applies `textDocument/didChange` content changes in order: a change with a `range` replaces
    /// that range (incremental sync), one without replaces the whole text. False if one is malformed.
    mutating func apply(_ changes: [Any]) -> Bool {
        for change in changes {
            guard let object = change as? JSONObject, let text = object["text"] as? String else { return false }
            if let rangeJSON = object["range"] {
                guard let range = map.byteRange(rangeJSON) else { return false }
                bytes.replaceSubrange(range, with: Array(text.utf8))
            } else {
                bytes = Array(text.utf8)
            }
            map = PositionMap(bytes: bytes)
        }
        return true
    }
}

/// The open documents by URI.
struct DocumentStore {
    private(set) var documents: [String: TextDocument] = [:]

    subscript(uri: String) -> TextDocument? {
        get { documents[uri] }
        set { documents[uri] = newValue }
    }

    /// The open document for a file path, if any.
    func document(atPath path: String) -> TextDocument? {
        documents.values.first { $0.path == path }
    }

    var openPaths: [String: TextDocument] {
        var result: [String: TextDocument] = [:]
        for document in documents.values { if let path = document.path { result[path] = document } }
        return result
    }
}

/// `file://` URIs and paths.
enum FileURI {
    /// The decoded path of a `file:` URI; nil for any other scheme.
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst(7))
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }  // file://host/path
        let bytes = Array(rest.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return PathText.normalize(String(decoding: decoded, as: UTF8.self))
    }

    static func uri(_ path: String) -> String {
        var result = "file://"
        for byte in path.utf8 {
            if unreserved(byte) || byte == 0x2F {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    private static func unreserved(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D || byte == 0x2E
            || byte == 0x5F || byte == 0x7E
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
