// Operators, the regex-or-division decision, regex literals and conflict markers.

extension ByteLexer {
    // MARK: Operators

    @inline(__always) func isLeftBound(_ index: Int) -> Bool {
        if index == 0 { return false }
        switch bytes[index - 1] {
        case asciiCode.space, asciiCode.carriageReturn, asciiCode.newline, asciiCode.tab, asciiCode.leftParen, asciiCode.leftBracket,
             UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case asciiCode.slash:
            return !(index >= 2 && bytes[index - 2] == asciiCode.star)   // the end of `*/` is whitespace
        case 0xA0:
            return !(index >= 2 && bytes[index - 2] == 0xC2)         // a no-break space
        default:
            return true
        }
    }

    @inline(__always) func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < count else { return false }
        switch bytes[index] {
        case asciiCode.space, asciiCode.carriageReturn, asciiCode.newline, asciiCode.tab, asciiCode.rightParen, asciiCode.rightBracket,
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case asciiCode.dot:
            return !leftBound
        case asciiCode.slash:
            let next = byte(at: index + 1)
            return !(next == asciiCode.slash || next == asciiCode.star)
        case 0xC2:
            return byte(at: index + 1) != 0xA0
        default:
            return true
        }
    }

    /// Whether `#>` occurs before the end of the line (swift-syntax's `containsPlaceholderEnd`).
    mutating func placeholderEndFollows(_ start: Int) -> Bool {
        if let memo = placeholderEndSearch, memo.from <= start, start <= memo.stoppedAt { return memo.found }
        var index = start
        var found = false
        while index + 1 < count, bytes[index] != asciiCode.newline {
            if bytes[index] == asciiCode.pound, bytes[index + 1] == asciiCode.greaterThan {
                found = true
                break
            }
            index += 1
        }
        placeholderEndSearch = (start, index, found)
        return found
    }

    /// Scans the operator characters starting at `start`. `end` stops before a `//` or `/*` inside
    /// them (a comment starts there); `fullEnd` does not, and is what the regex decision looks at.
    mutating func scanOperatorCharacters(at start: Int) -> (end: Int, fullEnd: Int) {
        let startsWithDot = bytes[start] == asciiCode.dot
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == asciiCode.dot {
                    guard startsWithDot else { break }
                } else if !isASCIIOperatorCharacter(byte) {
                    break
                } else if byte == asciiCode.lessThan, index > start, self.byte(at: index + 1) == asciiCode.pound,
                          placeholderEndFollows(index + 1) {   // `<#>` counts, as in swift-syntax
                    break   // `+<#name#>`: the placeholder is a token of its own
                }
                index += 1
            } else if let scalar = decodeScalar(bytes, at: index),
                      index == start ? UnicodeClasses.isOperatorHead(scalar.value)
                                     : UnicodeClasses.isOperatorContinuation(scalar.value) {
                index += scalar.length
            } else {
                break
            }
        }
        // `//` or `/*` inside an operator starts a comment.
        if index - start > 2 {
            var scan = start + 1
            while scan < index - 1 {
                if bytes[scan] == asciiCode.slash, bytes[scan + 1] == asciiCode.slash || bytes[scan + 1] == asciiCode.star {
                    return (scan, index)
                }
                scan += 1
            }
        }
        return (index, index)
    }

    mutating func lexOperator(at start: Int) {
        let (end, fullEnd) = scanOperatorCharacters(at: start)
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)

        // A regex literal may start at the operator's first `/` (`/re/`, `!/re/`).
        if !leftBound, regexContext != .afterFuncOrOperator {
            var slash = start
            while slash < fullEnd, bytes[slash] != asciiCode.slash { slash += 1 }
            // `*/` ends a block comment, so a `/` right after `*` never opens a regex (`{ */x/`).
            if slash < fullEnd, slash == start || bytes[slash - 1] != asciiCode.star {
                var mustBeRegex = false
                var allowed = true
                if !isRightBound(fullEnd, leftBound: false) {   // spaced like a binary operator
                    switch regexContext {
                    case .regexPosition, .afterTryMark: mustBeRegex = true
                    case .argumentPosition: break
                    case .operandPosition, .afterFuncOrOperator: allowed = false
                    }
                }
                if allowed, let regexEnd = scanRegex(at: slash, mustBeRegex: mustBeRegex) {
                    if slash > start {
                        // The split-off prefix is an operator, or a period when it is a lone `.` (`x ./a/`).
                        let isPeriod = slash == start + 1 && bytes[start] == asciiCode.dot
                        emitSignificant(isPeriod ? .period : .operator, from: start, to: slash, .regexPosition)
                    }
                    emitSignificant(.regex, from: slash, to: regexEnd, .operandPosition)
                    position = regexEnd
                    return
                }
            }
        }

        let length = end - start
        let context: RegexContext
        var kind = TokenKind.operator
        if length == 1 && bytes[start] == UInt8(ascii: "=") {
            context = .regexPosition     // `=` however it is spaced
        } else if length == 1 && bytes[start] == UInt8(ascii: "?") {
            context = leftBound ? .operandPosition : .regexPosition
        } else if length == 2 && bytes[start] == UInt8(ascii: "-") && bytes[start + 1] == asciiCode.greaterThan {
            context = .operandPosition
        } else if containsBlockCommentEnd(start, end) {
            kind = .unknown
            context = .regexPosition
        } else if leftBound && !rightBound {
            context = .operandPosition   // postfix
        } else {
            context = .regexPosition     // binary, prefix, `=`, `&`
        }
        emitSignificant(kind, from: start, to: end, context)
        position = end
    }

    func containsBlockCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index + 1 < end {
            if bytes[index] == asciiCode.star, bytes[index + 1] == asciiCode.slash { return true }
            index += 1
        }
        return false
    }

    // MARK: Regex literals

    /// Scans a regex literal `/.../` or `#/.../#` (any number of `#`, multi-line when the opening
    /// delimiter ends its line) starting at `start`. Returns its end, or nil when it is not one.
    mutating func scanRegex(at start: Int, mustBeRegex: Bool) -> Int? {
        var index = start
        while index < count, bytes[index] == asciiCode.pound { index += 1 }
        let pounds = index - start
        guard byte(at: index) == asciiCode.slash else { return nil }
        index += 1

        if pounds == 0, index < count {
            let next = bytes[index]
            if next == asciiCode.space || next == asciiCode.tab {
                if !mustBeRegex { return nil }
            } else if next == asciiCode.star || next == asciiCode.slash {
                return nil
            }
        }

        var firstNewline: Int?
        if pounds > 0 {
            var scan = index
            while scan < count, bytes[scan] == asciiCode.space || bytes[scan] == asciiCode.tab { scan += 1 }
            if scan < count, bytes[scan] == asciiCode.newline || bytes[scan] == asciiCode.carriageReturn {
                firstNewline = scan
                index = scan
                if let memo = unterminatedExtendedRegex, memo.start <= start, pounds >= memo.pounds {
                    return scan   // a scan from earlier already ran off the end of the file
                }
            }
        }

        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -1
        while true {
            // Closing delimiter?
            if index < count, bytes[index] == asciiCode.slash {
                var closeEnd = index + 1
                var closePounds = 0
                if pounds > 0 {
                    while closeEnd < count, bytes[closeEnd] == asciiCode.pound { closeEnd += 1; closePounds += 1 }
                }
                if closePounds >= pounds {
                    if closePounds == 0 {
                        let after = byte(at: closeEnd)
                        if after == asciiCode.star || after == asciiCode.slash {
                            return mustBeRegex ? index : nil   // `/.../` ending on a comment: unterminated before it
                        }
                        if lastUnescapedSpace == index - 1 && !mustBeRegex { return nil }
                    }
                    return closeEnd
                }
            }
            // Pattern character.
            guard index < count else {
                if let firstNewline {
                    unterminatedExtendedRegex = (start, pounds)
                    return mustBeRegex ? firstNewline : nil
                }
                return mustBeRegex ? index : nil
            }
            var byte = bytes[index]
            var escaped = false
            if byte == asciiCode.backslash {
                escaped = true
                index += 1
                guard index < count else { return mustBeRegex ? index : nil }
                byte = bytes[index]
            }
            if byte == asciiCode.newline || byte == asciiCode.carriageReturn {
                if firstNewline == nil { return mustBeRegex ? index : nil }
                index += 1
                continue
            }
            if !escaped {
                switch byte {
                case asciiCode.leftParen where classDepth == 0:
                    groupDepth += 1
                case asciiCode.rightParen where classDepth == 0:
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                case asciiCode.leftBracket:
                    classDepth += 1
                case asciiCode.rightBracket:
                    if classDepth > 0 { classDepth -= 1 }
                case asciiCode.space:
                    // Not a tab: swift-syntax files an unescaped tab as an unprintable character instead.
                    lastUnescapedSpace = index
                default:
                    break
                }
            } else if byte == asciiCode.leftBracket || byte == asciiCode.rightBracket {
                // escaped brackets do not open or close a class
            }
            index += 1
        }
    }

    // MARK: Conflict markers

    func isAtLineStart(_ index: Int) -> Bool {
        index == 0 || bytes[index - 1] == asciiCode.newline || bytes[index - 1] == asciiCode.carriageReturn
    }

    /// `<<<<<<< ` (git) or `>>>> ` (Perforce) at a line start, up to the end of the line holding the
    /// matching `>>>>>>> ` / `<<<<` terminator, becomes one trivia token.
    mutating func lexConflictMarker(at start: Int) -> Bool {
        let isGit = starts(with: "<<<<<<< ", at: start)
        guard isGit || starts(with: ">>>> ", at: start) else { return false }
        if isGit ? gitConflictEndSearchFailed : perforceConflictEndSearchFailed { return false }
        var index = start + (isGit ? 8 : 5)
        while index < count {
            let found = isGit ? starts(with: ">>>>>>> ", at: index)
                              : (starts(with: "<<<<", at: index) && byte(at: index + 4) == asciiCode.newline)
            if found, isAtLineStart(index) {
                let end = endOfLine(from: isGit ? index : index + 5)
                emit(.conflictMarker, from: start, to: end)
                position = end
                return true
            }
            index += 1
        }
        // Every later marker of this kind would search the same tail in vain.
        if isGit { gitConflictEndSearchFailed = true } else { perforceConflictEndSearchFailed = true }
        return false
    }

    func starts(with prefix: StaticString, at index: Int) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard index + length <= count else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        return true
    }
}
