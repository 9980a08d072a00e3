// Integer and floating-point literals.

extension ByteLexer {
    // MARK: Numbers

    mutating func lexNumber(at start: Int) {
        let (end, isFloat) = scanNumber(at: start)
        emitSignificant(isFloat ? .float : .integer, from: start, to: end, .operandPosition)
        position = end
    }

    /// Consumes identifier characters after a malformed literal, as the compiler does.
    func skipIdentifierContinuation(from start: Int) -> Int {
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard isASCIIIdentifierContinuation(byte) else { break }
                index += 1
            } else if let scalar = decodeScalar(bytes, at: index), UnicodeClasses.isIdentifierContinuation(scalar.value) {
                index += scalar.length
            } else {
                break
            }
        }
        return index
    }

    func scanNumber(at start: Int) -> (end: Int, isFloat: Bool) {
        var index = start
        if bytes[start] == UInt8(ascii: "0") {
            switch byte(at: start + 1) {
            case UInt8(ascii: "x"): return scanHexNumber(at: start)
            case UInt8(ascii: "o"), UInt8(ascii: "b"):
                // Invalid digits are swallowed into the literal: the compiler diagnoses them.
                return (skipIdentifierContinuation(from: start + 2), false)
            default: break
            }
        }
        while index < count, isDecimalDigit(bytes[index]) || bytes[index] == asciiCode.underscore { index += 1 }
        let next = byte(at: index)
        if next == asciiCode.dot {
            // `4.x` and tuple access `x.0.1` are an integer and a period.
            if !isDecimalDigit(byte(at: index + 1)) || previousKind == .period {
                return (index, false)
            }
        } else if next != UInt8(ascii: "e") && next != UInt8(ascii: "E") {
            return (skipIdentifierContinuation(from: index), false)
        }
        if byte(at: index) == asciiCode.dot {
            index += 1
            while index < count, isDecimalDigit(bytes[index]) || bytes[index] == asciiCode.underscore { index += 1 }
        }
        if byte(at: index) == UInt8(ascii: "e") || byte(at: index) == UInt8(ascii: "E") {
            index += 1
            if byte(at: index) == UInt8(ascii: "-") || byte(at: index) == UInt8(ascii: "+") { index += 1 }
            guard isDecimalDigit(byte(at: index)) else {
                return (skipIdentifierContinuation(from: index), true)
            }
            while index < count, isDecimalDigit(bytes[index]) || bytes[index] == asciiCode.underscore { index += 1 }
            return (skipIdentifierContinuation(from: index), true)
        }
        return (index, true)
    }

    func scanHexNumber(at start: Int) -> (end: Int, isFloat: Bool) {
        var index = start + 2
        guard index < count else { return (index, false) }
        guard isHexDigit(bytes[index]) else { return (skipIdentifierContinuation(from: index), false) }
        while index < count, isHexDigit(bytes[index]) || bytes[index] == asciiCode.underscore { index += 1 }
        let next = byte(at: index)
        if next != asciiCode.dot && next != UInt8(ascii: "p") && next != UInt8(ascii: "P") {
            return (skipIdentifierContinuation(from: index), false)
        }
        var dotIndex: Int?
        if next == asciiCode.dot {
            dotIndex = index
            // `0xff.description`: an integer followed by a member.
            guard isHexDigit(byte(at: index + 1)) else { return (index, false) }
            index += 1
            while index < count, isHexDigit(bytes[index]) || bytes[index] == asciiCode.underscore { index += 1 }
            let afterFraction = byte(at: index)
            if afterFraction != UInt8(ascii: "p") && afterFraction != UInt8(ascii: "P") {
                if index + 1 < count, !isDecimalDigit(bytes[index + 1]) { return (dotIndex!, false) }
                return (index, false)
            }
        }
        index += 1   // p or P
        var signed = false
        if byte(at: index) == UInt8(ascii: "+") || byte(at: index) == UInt8(ascii: "-") {
            index += 1
            signed = true
        }
        if index < count, !isDecimalDigit(bytes[index]) {
            if let dotIndex, dotIndex + 1 < count, !isDecimalDigit(bytes[dotIndex + 1]), !signed {
                return (dotIndex, false)
            }
            return (skipIdentifierContinuation(from: index), true)
        }
        while index < count, isDecimalDigit(bytes[index]) || bytes[index] == asciiCode.underscore { index += 1 }
        return (skipIdentifierContinuation(from: index), true)
    }
}
