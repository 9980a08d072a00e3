/// Whether the code says why a tap is not a Button: a comment on the lines just above (or at the
/// end of the tap's own line) that names a button and turns it down ("Don't use a real Button as it
/// fires with the long press", "to avoid VoiceOver announcing it as a button"). A deliberate,
/// documented choice is the author's call, not a mistake to report.
extension GestureModel {
    /// `offsets`: where the comment may stand above (the tap modifier, the chain's first line);
    /// `trailingFrom`: where the tap's own line may carry a trailing comment.
    public func explainsNotAButton(above offsets: [Int], trailingFrom: Int) -> Bool {
        let bytes = file.bytes
        // Scans the few lines around each offset in the bytes: the whole file's line table is not
        // needed (a file without findings never builds it).
        let lines = NearbyLines(bytes)
        var texts: [[UInt8]] = []
        var seenLineStarts: Set<Int> = []
        for offset in offsets {
            var lineStart = lines.start(ofLineAt: offset)
            var taken = 0
            while lineStart > 0, taken < 6 {
                lineStart = lines.start(ofLineAt: lineStart - 1)
                guard seenLineStarts.insert(lineStart).inserted else { break }
                let end = lines.end(ofLineFrom: lineStart)
                var start = lineStart
                while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
                guard start + 1 < end, bytes[start] == 0x2F, bytes[start + 1] == 0x2F else { break }
                texts.append(Array(bytes[start..<end]))
                taken += 1
            }
        }
        // A trailing `// ...` after the tap on its own line (outside string literals).
        let ownStart = lines.start(ofLineAt: trailingFrom)
        let ownEnd = lines.end(ofLineFrom: ownStart)
        var index = max(trailingFrom, ownStart)
        var inString = false
        while index + 1 < ownEnd {
            let byte = bytes[index]
            if byte == 0x22 { inString.toggle() }
            if !inString, byte == 0x2F, bytes[index + 1] == 0x2F {
                texts.append(Array(bytes[index..<ownEnd]))
                break
            }
            index += 1
        }
        return texts.contains { Self.declinesButton(Self.lowercased($0)) }
    }

    static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    /// Names a button as a word (not `tap_gesture_should_be_button`) and turns it down; a TODO
    /// asking for a button is the opposite.
    static func declinesButton(_ text: [UInt8]) -> Bool {
        guard let _ = wordStart(of: Array("button".utf8), in: text) else { return false }
        if contains(Array("todo".utf8), in: text) || contains(Array("fixme".utf8), in: text) { return false }
        let refusals = ["n't", " not ", "avoid", "instead", "rather", "without", "never", "prevent"]
        return refusals.contains { contains(Array($0.utf8), in: text) }
    }

    static func wordStart(of word: [UInt8], in text: [UInt8]) -> Int? {
        guard text.count >= word.count else { return nil }
        var index = 0
        while index + word.count <= text.count {
            if text[index..<(index + word.count)].elementsEqual(word),
               index == 0 || !isIdentifierByte(text[index - 1]) { return index }
            index += 1
        }
        return nil
    }

    static func contains(_ word: [UInt8], in text: [UInt8]) -> Bool {
        guard text.count >= word.count else { return false }
        var index = 0
        while index + word.count <= text.count {
            if text[index..<(index + word.count)].elementsEqual(word) { return true }
            index += 1
        }
        return false
    }
}

/// The lines around an offset, found by scanning the bytes, with `LineTable`'s line breaks (LF,
/// CRLF and a lone CR each end one line).
struct NearbyLines {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Where the line holding `offset` starts (offsets past the end belong to the last line).
    func start(ofLineAt offset: Int) -> Int {
        var index = min(max(offset, 0), bytes.count)
        while index > 0, !startsLine(index) { index -= 1 }
        return index
    }

    /// Where the line starting at `start` ends, before its line break.
    func end(ofLineFrom start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    private func startsLine(_ index: Int) -> Bool {
        let previous = bytes[index - 1]
        if previous == 0x0A { return true }
        return previous == 0x0D && (index == bytes.count || bytes[index] != 0x0A)
    }
}
