import GestureLintCore

/// Reads the files to lint (in parallel). A file that cannot be read becomes an `io_error`
/// diagnostic and a file that is not UTF-8 a `parse_error`; neither stops the run.
struct FileReader {
    var read: @Sendable (String) throws -> [UInt8]

    enum Outcome: Sendable {
        case input(LintInput)
        case unreadable(Diagnostic)
    }

    /// `files`: (absolute path, display path).
    func read(_ files: [(absolute: String, display: String)], jobs: Int, progress: (@Sendable () -> Void)? = nil) -> [Outcome] {
        return Parallel.map(files, jobs: jobs) { file in
            defer { progress?() }
            return read(absolute: file.absolute, display: file.display)
        }
    }

    /// One file: its input (with a `parse_error` when it is not UTF-8), or its `io_error`.
    func read(absolute: String, display: String) -> Outcome {
        do {
            return .input(Self.input(path: display, bytes: try read(absolute), origin: absolute))
        } catch {
            return .unreadable(Self.ioError(path: display, reason: "\(error)"))
        }
    }

    /// `origin`: the absolute path the bytes were read from (nil for standard input), so a worker
    /// may drop them and read them again (`SourceFile.releaseBytes()`).
    static func input(path: String, bytes: [UInt8], origin: String? = nil) -> LintInput {
        let file = SourceFile(path: path, bytes: bytes, origin: origin)
        guard let offset = firstInvalidUTF8(bytes) else { return LintInput(file: file) }
        let end = min(bytes.count, offset + 1)
        let diagnostic = Diagnostic(ruleID: EngineRules.parseError, severity: .warning, file: file, range: offset..<end,
                                    message: "the file is not valid UTF-8 (byte \(offset)); save it as UTF-8")
        return LintInput(file: file, diagnostics: [diagnostic])
    }

    static func ioError(path: String, reason: String) -> Diagnostic {
        let start = SourceLocation(line: 1, column: 1)
        return Diagnostic(ruleID: EngineRules.ioError, severity: .error, path: path, range: 0..<0, start: start, end: start,
                          message: "cannot read the file: \(reason); check that it exists and is readable")
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = 0
            let count = buffer.count
            while index < count {
                // Source is mostly ASCII: skip eight ASCII bytes at a time.
                while index + 8 <= count,
                      UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                }
                if index >= count { break }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var minimum: UInt32
                switch lead {
                case 0xC2...0xDF: length = 2; minimum = 0x80
                case 0xE0...0xEF: length = 3; minimum = 0x800
                case 0xF0...0xF4: length = 4; minimum = 0x10000
                default: return index
                }
                guard index + length <= count else { return index }
                var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length {
                    let byte = buffer[index + offset]
                    guard byte & 0xC0 == 0x80 else { return index }
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
                minimum = 0
                index += length
            }
            return nil
        }
    }
}
