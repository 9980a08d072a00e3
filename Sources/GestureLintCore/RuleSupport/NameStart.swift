/// How a name starts (`name.first?.isUppercase` and its kin), from the first byte when the first
/// character is a single ASCII scalar: `Character`'s properties cost hundreds of instructions a
/// call, and rules and queries ask them of every name they walk past. For one ASCII scalar the
/// answers are the ASCII classes; any other first character is asked as before.
public enum NameStart {
    /// `name.first?.isUppercase == true`.
    public static func isUppercase(_ name: String) -> Bool {
        if let byte = asciiFirst(name) { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// `name.first?.isLowercase == true`.
    public static func isLowercase(_ name: String) -> Bool {
        if let byte = asciiFirst(name) { return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        return name.first?.isLowercase == true
    }

    /// `name.first?.isLetter == true`.
    public static func isLetter(_ name: String) -> Bool {
        if let byte = asciiFirst(name) { return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        return name.first?.isLetter == true
    }

    /// The first byte when the first character is that one ASCII scalar: an ASCII byte followed
    /// by the end or by another ASCII byte (only `\r\n` joins two ASCII scalars into one character).
    static func asciiFirst(_ name: String) -> UInt8? {
        var utf8 = name.utf8.makeIterator()
        guard let first = utf8.next(), first < 0x80, first != UInt8(ascii: "\r") else { return nil }
        guard let second = utf8.next() else { return first }
        return second < 0x80 ? first : nil
    }
}
