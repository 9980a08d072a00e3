/// Whether the code says why a tap is not a Button: a comment on the lines just above (or at the
/// end of the tap's own line) that names a button and turns it down ("Don't use a real Button as it
/// fires with the long press", "to avoid VoiceOver announcing it as a button"). A deliberate,
/// documented choice is the author's call, not a mistake to report.
extension GestureModel {
    /// `offsets`: where the comment may stand above (the tap modifier, the chain's first line);
    /// `trailingFrom`: where the tap's own line may carry a trailing comment.
    public func explainsNotAButton(above offsets: [Int], trailingFrom: Int) -> Bool {
        let bytes = file.bytes
        let lines = file.lines
        var texts: [[UInt8]] = []
        var seenLines: Set<Int> = []
        for offset in offsets {
            var line = lines.line(of: offset) - 1
            var taken = 0
            while line >= 1, taken < 6, seenLines.insert(line).inserted {
                let range = lines.range(ofLine: line, in: bytes)
                var start = range.lowerBound
                while start < range.upperBound, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
                guard start + 1 < range.upperBound, bytes[start] == 0x2F, bytes[start + 1] == 0x2F else { break }
                texts.append(Array(bytes[start..<range.upperBound]))
                line -= 1
                taken += 1
            }
        }
        // A trailing `// ...` after the tap on its own line (outside string literals).
        let own = lines.range(ofLine: lines.line(of: trailingFrom), in: bytes)
        var index = max(trailingFrom, own.lowerBound)
        var inString = false
        while index + 1 < own.upperBound {
            let byte = bytes[index]
            if byte == 0x22 { inString.toggle() }
            if !inString, byte == 0x2F, bytes[index + 1] == 0x2F {
                texts.append(Array(bytes[index..<own.upperBound]))
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
