// String literals: quotes, segments, escapes, raw delimiters and interpolation.

extension ByteLexer {
    // MARK: - Strings

    /// At `"`, `"""` or `'` (after any raw-string `#`s already emitted): emits the opening quote
    /// and pushes the string.
    mutating func lexStringOpening(at start: Int, pounds: Int) {
        let quote = bytes[start]
        var isMultiline = false
        if quote == asciiCode.quote, byte(at: start + 1) == asciiCode.quote, byte(at: start + 2) == asciiCode.quote {
            isMultiline = true
            if pounds > 0, closesOnSameLine(from: start + 1, pounds: pounds) {
                isMultiline = false   // `#"""#` or `#""abc"#`: a single-line raw string
            }
        }
        let end = start + (isMultiline ? 3 : 1)
        emitSignificant(.stringQuote, from: start, to: end, .operandPosition)
        position = end
        stack.append(LexerFrame(isString: true, quote: quote, isMultiline: isMultiline, pounds: pounds, parenDepth: 0))
        if isMultiline {
            // A line break right after the opening `"""` is not part of the string's text. (After
            // spaces it is: swift-syntax's lexer makes the spaces and the break a segment.)
            let index = end
            if index < count, bytes[index] == asciiCode.newline || bytes[index] == asciiCode.carriageReturn {
                var lineEnd = index + 1
                if bytes[index] == asciiCode.carriageReturn, byte(at: lineEnd) == asciiCode.newline { lineEnd += 1 }
                emit(.newline, from: index, to: lineEnd)
                position = lineEnd
            }
        }
    }

    /// Whether a `"` followed by `pounds` `#`s occurs before the end of the line.
    mutating func closesOnSameLine(from start: Int, pounds: Int) -> Bool {
        if let memo = rawCloseSearches[pounds], memo.from <= start, start <= memo.stoppedAt {
            return memo.found   // nested `#"""\#(#"""...`: the answer lies past the same stretch
        }
        var index = start
        var found = false
        while index < count, bytes[index] != asciiCode.newline, bytes[index] != asciiCode.carriageReturn {
            if bytes[index] == asciiCode.quote, poundRun(at: index + 1) >= pounds {
                found = true
                break
            }
            index += 1
        }
        rawCloseSearches[pounds] = (start, index, found)
        return found
    }

    @inline(__always) func poundRun(at start: Int) -> Int {
        var index = start
        while index < count, bytes[index] == asciiCode.pound { index += 1 }
        return index - start
    }

    /// Lexes string text from `position` up to the next split point: the closing delimiter, an
    /// interpolation, a line break (a segment per line in multi-line strings), or after an escaped
    /// `\n`/`\r` (where swift-syntax splits segments too).
    mutating func lexStringContents(_ frame: LexerFrame) {
        let start = position
        var index = start
        let pounds = frame.pounds
        while true {
            index = endOfPlainText(from: index, quote: frame.quote)
            guard index < count else { break }
            let byte = bytes[index]
            if byte == asciiCode.backslash, pounds == 0 || poundRun(at: index + 1) >= pounds {
                // In a raw string the escape takes every `#` that follows (`\##(` in `#"..."#`); only
                // an exact count makes `\#n` a line-break escape.
                let run = pounds == 0 ? 0 : poundRun(at: index + 1)
                let afterPounds = index + 1 + run
                let escaped = self.byte(at: afterPounds)
                if escaped == asciiCode.leftParen {
                    if index > start { emit(.stringSegment, from: start, to: index) }
                    emitSignificant(.backslash, from: index, to: index + 1, .operandPosition)
                    if pounds > 0 { emitSignificant(.stringQuote, from: index + 1, to: afterPounds, .operandPosition) }
                    emitSignificant(.leftParen, from: afterPounds, to: afterPounds + 1, .argumentPosition)
                    position = afterPounds + 1
                    stack.append(LexerFrame(isString: false, quote: frame.quote, isMultiline: frame.isMultiline,
                                       pounds: pounds, parenDepth: 0))
                    return
                }
                if frame.isMultiline, let continuationEnd = lineContinuationEnd(from: afterPounds) {
                    if index > start { emit(.stringSegment, from: start, to: index) }
                    emit(.stringContinuation, from: index, to: continuationEnd)
                    position = continuationEnd
                    return
                }
                index = afterPounds
                switch escaped {
                case UInt8(ascii: "n") where run == pounds, UInt8(ascii: "r") where run == pounds:
                    emit(.stringSegment, from: start, to: index + 1)
                    position = index + 1
                    return
                case UInt8(ascii: "u"):
                    if let (end, value) = unicodeEscape(at: index + 1) {
                        if run == pounds, value == 0x0A || value == 0x0D {
                            emit(.stringSegment, from: start, to: end)
                            position = end
                            return
                        }
                        index = end
                    } else {
                        index += 1
                    }
                case asciiCode.newline, asciiCode.carriageReturn, 0:
                    break   // a stray backslash at a line end: the line break is handled below
                default:
                    if escaped < 0x80 {
                        index += 1
                    }
                }
                continue
            }
            if byte == frame.quote {
                if let closeEnd = closingDelimiterEnd(at: index, frame) {
                    if index > start { emit(.stringSegment, from: start, to: index) }
                    let quoteEnd = index + (frame.isMultiline ? 3 : 1)
                    emitSignificant(.stringQuote, from: index, to: quoteEnd, .operandPosition)
                    if pounds > 0 { emitSignificant(.stringQuote, from: quoteEnd, to: closeEnd, .operandPosition) }
                    position = closeEnd
                    stack.removeLast()
                    return
                }
                index += 1
                continue
            }
            if byte == asciiCode.newline || byte == asciiCode.carriageReturn {
                if frame.isMultiline {
                    var end = index + 1
                    if byte == asciiCode.carriageReturn, self.byte(at: end) == asciiCode.newline { end += 1 }
                    emit(.stringSegment, from: start, to: end)
                    position = end
                    return
                }
                // Unterminated single-line string: the line break ends it.
                if index > start { emit(.stringSegment, from: start, to: index) }
                position = index
                stack.removeLast()
                lexNewline(at: index)
                return
            }
            index += 1
        }
        if index > start { emit(.stringSegment, from: start, to: index) }
        position = index
    }

    /// The offset of the first `\`, `quote`, `\n` or `\r` at or after `start`, or `count`: where
    /// string text may end. Eight bytes are tested at a time, as in `endOfLine`.
    func endOfPlainText(from start: Int, quote: UInt8) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let found = ByteLexer.lineBreakBits(word) | ByteLexer.equalBits(word, asciiCode.backslash)
                    | ByteLexer.equalBits(word, quote)
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte == asciiCode.backslash || byte == quote || byte == asciiCode.newline
                || byte == asciiCode.carriageReturn { break }
            index += 1
        }
        return index
    }

    /// After `\` (and its pounds) in a multi-line string: the end of spaces/tabs and a line break.
    func lineContinuationEnd(from start: Int) -> Int? {
        var index = start
        while index < count, bytes[index] == asciiCode.space || bytes[index] == asciiCode.tab { index += 1 }
        guard index < count else { return nil }
        if bytes[index] == asciiCode.newline { return index + 1 }
        if bytes[index] == asciiCode.carriageReturn { return byte(at: index + 1) == asciiCode.newline ? index + 2 : index + 1 }
        return nil
    }

    /// `\u{...}` after the `u`: the end of the escape and its value, when well-formed.
    func unicodeEscape(at braceIndex: Int) -> (Int, UInt32)? {
        guard byte(at: braceIndex) == UInt8(ascii: "{") else { return nil }
        var index = braceIndex + 1
        var value: UInt32 = 0
        var digits = 0
        while index < count, isHexDigit(bytes[index]), digits < 9 {
            let digit = bytes[index]
            let nibble = digit <= 0x39 ? digit - 0x30 : (digit | 0x20) - 0x61 + 10
            value = value &* 16 &+ UInt32(nibble)
            digits += 1
            index += 1
        }
        guard byte(at: index) == UInt8(ascii: "}") else { return nil }
        return (index + 1, digits >= 1 && digits <= 8 ? value : 0xFFFF_FFFF)
    }

    /// If a closing delimiter of `frame` starts at `index`, its end (quotes and pounds).
    func closingDelimiterEnd(at index: Int, _ frame: LexerFrame) -> Int? {
        var end = index + 1
        if frame.isMultiline {
            guard byte(at: index + 1) == asciiCode.quote, byte(at: index + 2) == asciiCode.quote else { return nil }
            end = index + 3
        }
        if frame.pounds > 0 {
            let run = poundRun(at: end)
            guard run >= frame.pounds else { return nil }
            end += run   // extra `#`s belong to the delimiter too (`#"a"##`)
        }
        return end
    }
}
