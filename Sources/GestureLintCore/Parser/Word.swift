/// The words the parser switches on, keywords and contextual keywords alike, classified once
/// per word by the lexer (`Token.word`) so the hot paths compare small integers instead of bytes.
enum Word: UInt8 {
    case none
    // Declarations
    case `import`, `struct`, `class`, `enum`, `protocol`, `extension`, actor, `typealias`, `associatedtype`
    case `func`, initKeyword, `deinit`, `subscript`, `let`, `var`, `case`, operatorKeyword, `precedencegroup`, macro
    // Statements
    case `if`, `guard`, `else`, `switch`, `default`, `for`, `in`, `while`, `repeat`, `return`, `defer`, `do`
    case `catch`, `throw`, `throws`, `rethrows`, `break`, `continue`, `fallthrough`, `where`, `is`, `as`
    case `try`, await, async, yield, discard, then
    // Expressions and types
    case `self`, `Self`, `super`, `true`, `false`, `nil`, `inout`, some, any, each, underscore, `Any`
    // Modifiers
    case `static`, `public`, `private`, `fileprivate`, `internal`, open, package, final, override, mutating
    case nonmutating, lazy, weak, unowned, convenience, required, dynamic, optional, indirect, nonisolated
    case distributed, prefix, postfix, infix, consuming, borrowing, isolated, sending, underscoreConsuming
    // Accessors
    case get, set, willSet, didSet, underscoreRead, underscoreModify, read, modify, unsafeAddress, unsafeMutableAddress
    case borrow, mutate

    /// Membership test without allocating (array literals in hot paths allocate on every call).
    @inline(__always) func isOne(of a: Word, _ b: Word, _ c: Word = .none, _ d: Word = .none, _ e: Word = .none,
                                 _ f: Word = .none, _ g: Word = .none, _ h: Word = .none, _ i: Word = .none,
                                 _ j: Word = .none) -> Bool {
        self != .none && (self == a || self == b || self == c || self == d || self == e || self == f || self == g
                          || self == h || self == i || self == j)
    }

    var isModifier: Bool { rawValue >= Word.static.rawValue && rawValue <= Word.underscoreConsuming.rawValue }
    var isAccessor: Bool { rawValue >= Word.get.rawValue }

    /// The word a token spells, or `.none`: one hash of the token's first two and last two bytes
    /// and its length picks the only word it can be (`WordTable`), then its bytes are compared
    /// with that word's as two integers. The lexer runs it once per word of every file (the word
    /// also says whether it is reserved, `LexerKeyword`); `classifyBySpelling`, one comparison per
    /// word, is the reference a test holds it to.
    @inline(__always)
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token, _ table: WordTable) -> Word {
        let start = Int(token.start)
        let length = Int(token.end) - start
        guard length >= 2, length <= 16 else {
            if length == 1 { return bytes[start] == UInt8(ascii: "_") ? .underscore : .none }
            return length == 20 ? classifyBySpelling(bytes, token) : .none
        }
        let candidate = table.candidates[WordTable.slot(bytes[start], bytes[start + 1], bytes[start + length - 2],
                                                         bytes[start + length - 1], length)]
        let index = Int(candidate.rawValue)
        guard candidate != .none, Int(table.lengths[index]) == length,
              packed(bytes, start, min(length, 8)) == table.low[index] else { return .none }
        return length <= 8 || packed(bytes, start + 8, length - 8) == table.high[index] ? candidate : .none
    }

    /// Bytes `start ..< start + length` (length 1...8) as a little-endian integer, zero above.
    @inline(__always) static func packed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
        if start + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self)
            return UInt64(littleEndian: word) & (length == 8 ? ~0 : (1 &<< UInt64(length * 8)) &- 1)
        }
        var value: UInt64 = 0
        var index = start + length
        while index > start {
            index -= 1
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }

    /// Every word the parser classifies, as written (`_` aside, which `classify` tests alone).
    static let spellings: [(StaticString, Word)] = [
        ("__consuming", .underscoreConsuming),
        ("_read", .underscoreRead),
        ("_modify", .underscoreModify),
        ("as", .as),
        ("actor", .actor),
        ("associatedtype", .associatedtype),
        ("await", .await),
        ("async", .async),
        ("any", .any),
        ("Any", .Any),
        ("break", .break),
        ("borrowing", .borrowing),
        ("borrow", .borrow),
        ("case", .case),
        ("class", .class),
        ("catch", .catch),
        ("continue", .continue),
        ("convenience", .convenience),
        ("consuming", .consuming),
        ("do", .do),
        ("defer", .defer),
        ("default", .default),
        ("deinit", .deinit),
        ("didSet", .didSet),
        ("dynamic", .dynamic),
        ("discard", .discard),
        ("distributed", .distributed),
        ("else", .else),
        ("enum", .enum),
        ("extension", .extension),
        ("each", .each),
        ("func", .func),
        ("for", .for),
        ("false", .false),
        ("final", .final),
        ("fileprivate", .fileprivate),
        ("fallthrough", .fallthrough),
        ("guard", .guard),
        ("get", .get),
        ("if", .if),
        ("in", .in),
        ("is", .is),
        ("init", .initKeyword),
        ("import", .import),
        ("inout", .inout),
        ("internal", .internal),
        ("indirect", .indirect),
        ("infix", .infix),
        ("isolated", .isolated),
        ("let", .let),
        ("lazy", .lazy),
        ("mutating", .mutating),
        ("macro", .macro),
        ("modify", .modify),
        ("mutate", .mutate),
        ("nil", .nil),
        ("nonmutating", .nonmutating),
        ("nonisolated", .nonisolated),
        ("open", .open),
        ("override", .override),
        ("optional", .optional),
        ("operator", .operatorKeyword),
        ("public", .public),
        ("private", .private),
        ("protocol", .protocol),
        ("package", .package),
        ("prefix", .prefix),
        ("postfix", .postfix),
        ("precedencegroup", .precedencegroup),
        ("return", .return),
        ("repeat", .repeat),
        ("rethrows", .rethrows),
        ("required", .required),
        ("read", .read),
        ("self", .self),
        ("struct", .struct),
        ("switch", .switch),
        ("static", .static),
        ("super", .super),
        ("subscript", .subscript),
        ("some", .some),
        ("set", .set),
        ("sending", .sending),
        ("Self", .Self),
        ("true", .true),
        ("try", .try),
        ("throw", .throw),
        ("throws", .throws),
        ("typealias", .typealias),
        ("then", .then),
        ("unowned", .unowned),
        ("unsafeAddress", .unsafeAddress),
        ("unsafeMutableAddress", .unsafeMutableAddress),
        ("var", .var),
        ("where", .where),
        ("while", .while),
        ("weak", .weak),
        ("willSet", .willSet),
        ("yield", .yield)
    ]

    /// The reference spelling of `classify`, one comparison per word.
    static func classifyBySpelling(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Word {
        let start = Int(token.start)
        let length = Int(token.end) - start
        guard length >= 2, length <= 20 else {
            return length == 1 && bytes[start] == UInt8(ascii: "_") ? .underscore : .none
        }
        @inline(__always) func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let pointer = word.utf8Start
            for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        switch bytes[start] {
        case UInt8(ascii: "_"):
            if equals("__consuming") { return .underscoreConsuming }
            if equals("_read") { return .underscoreRead }
            if equals("_modify") { return .underscoreModify }
        case UInt8(ascii: "a"):
            if equals("as") { return .as }
            if equals("actor") { return .actor }
            if equals("associatedtype") { return .associatedtype }
            if equals("await") { return .await }
            if equals("async") { return .async }
            if equals("any") { return .any }
        case UInt8(ascii: "A"):
            if equals("Any") { return .Any }
        case UInt8(ascii: "b"):
            if equals("break") { return .break }
            if equals("borrowing") { return .borrowing }
            if equals("borrow") { return .borrow }
        case UInt8(ascii: "c"):
            if equals("case") { return .case }
            if equals("class") { return .class }
            if equals("catch") { return .catch }
            if equals("continue") { return .continue }
            if equals("convenience") { return .convenience }
            if equals("consuming") { return .consuming }
        case UInt8(ascii: "d"):
            if equals("do") { return .do }
            if equals("defer") { return .defer }
            if equals("default") { return .default }
            if equals("deinit") { return .deinit }
            if equals("didSet") { return .didSet }
            if equals("dynamic") { return .dynamic }
            if equals("discard") { return .discard }
            if equals("distributed") { return .distributed }
        case UInt8(ascii: "e"):
            if equals("else") { return .else }
            if equals("enum") { return .enum }
            if equals("extension") { return .extension }
            if equals("each") { return .each }
        case UInt8(ascii: "f"):
            if equals("func") { return .func }
            if equals("for") { return .for }
            if equals("false") { return .false }
            if equals("final") { return .final }
            if equals("fileprivate") { return .fileprivate }
            if equals("fallthrough") { return .fallthrough }
        case UInt8(ascii: "g"):
            if equals("guard") { return .guard }
            if equals("get") { return .get }
        case UInt8(ascii: "i"):
            if equals("if") { return .if }
            if equals("in") { return .in }
            if equals("is") { return .is }
            if equals("init") { return .initKeyword }
            if equals("import") { return .import }
            if equals("inout") { return .inout }
            if equals("internal") { return .internal }
            if equals("indirect") { return .indirect }
            if equals("infix") { return .infix }
            if equals("isolated") { return .isolated }
        case UInt8(ascii: "l"):
            if equals("let") { return .let }
            if equals("lazy") { return .lazy }
        case UInt8(ascii: "m"):
            if equals("mutating") { return .mutating }
            if equals("macro") { return .macro }
            if equals("modify") { return .modify }
            if equals("mutate") { return .mutate }
        case UInt8(ascii: "n"):
            if equals("nil") { return .nil }
            if equals("nonmutating") { return .nonmutating }
            if equals("nonisolated") { return .nonisolated }
        case UInt8(ascii: "o"):
            if equals("open") { return .open }
            if equals("override") { return .override }
            if equals("optional") { return .optional }
            if equals("operator") { return .operatorKeyword }
        case UInt8(ascii: "p"):
            if equals("public") { return .public }
            if equals("private") { return .private }
            if equals("protocol") { return .protocol }
            if equals("package") { return .package }
            if equals("prefix") { return .prefix }
            if equals("postfix") { return .postfix }
            if equals("precedencegroup") { return .precedencegroup }
        case UInt8(ascii: "r"):
            if equals("return") { return .return }
            if equals("repeat") { return .repeat }
            if equals("rethrows") { return .rethrows }
            if equals("required") { return .required }
            if equals("read") { return .read }
        case UInt8(ascii: "s"):
            if equals("self") { return .self }
            if equals("struct") { return .struct }
            if equals("switch") { return .switch }
            if equals("static") { return .static }
            if equals("super") { return .super }
            if equals("subscript") { return .subscript }
            if equals("some") { return .some }
            if equals("set") { return .set }
            if equals("sending") { return .sending }
        case UInt8(ascii: "S"):
            if equals("Self") { return .Self }
        case UInt8(ascii: "t"):
            if equals("true") { return .true }
            if equals("try") { return .try }
            if equals("throw") { return .throw }
            if equals("throws") { return .throws }
            if equals("typealias") { return .typealias }
            if equals("then") { return .then }
        case UInt8(ascii: "u"):
            if equals("unowned") { return .unowned }
            if equals("unsafeAddress") { return .unsafeAddress }
            if equals("unsafeMutableAddress") { return .unsafeMutableAddress }
        case UInt8(ascii: "v"):
            if equals("var") { return .var }
        case UInt8(ascii: "w"):
            if equals("where") { return .where }
            if equals("while") { return .while }
            if equals("weak") { return .weak }
            if equals("willSet") { return .willSet }
        case UInt8(ascii: "y"):
            if equals("yield") { return .yield }
        default:
            break
        }
        return .none
    }
}

/// `Word.classify`'s tables, built once: for each of 512 hash slots the one word whose spelling
/// hashes there (the multiplier was chosen so that no two of `Word.spellings` share a slot), and
/// for each word its length and its bytes as two little-endian integers (bytes 0-7 and 8-15).
/// Raw pointers, never freed: the parser reads them per token without bounds checks or retains.
struct WordTable: @unchecked Sendable {
    static let shared = WordTable()
    static let slotCount = 512

    let candidates: UnsafeMutablePointer<Word>
    let lengths: UnsafeMutablePointer<UInt8>
    let low: UnsafeMutablePointer<UInt64>
    let high: UnsafeMutablePointer<UInt64>

    @inline(__always)
    static func slot(_ first: UInt8, _ second: UInt8, _ penultimate: UInt8, _ last: UInt8, _ length: Int) -> Int {
        let key = UInt64(first) | UInt64(second) << 8 | UInt64(penultimate) << 16 | UInt64(last) << 24
            | UInt64(length) << 32
        return Int(truncatingIfNeeded: (key &* 0x086B_901C_1767_83F9) >> 55)
    }

    private init() {
        candidates = .allocate(capacity: WordTable.slotCount)
        candidates.initialize(repeating: .none, count: WordTable.slotCount)
        let wordCount = Int(Word.mutate.rawValue) + 1
        lengths = .allocate(capacity: wordCount)
        lengths.initialize(repeating: 0, count: wordCount)
        low = .allocate(capacity: wordCount)
        low.initialize(repeating: 0, count: wordCount)
        high = .allocate(capacity: wordCount)
        high.initialize(repeating: 0, count: wordCount)
        for (spelling, word) in Word.spellings where spelling.utf8CodeUnitCount <= 16 {
            let bytes = UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)
            let length = bytes.count
            let slot = WordTable.slot(bytes[0], bytes[1], bytes[length - 2], bytes[length - 1], length)
            precondition(candidates[slot] == .none, "WordTable: two words share hash slot \(slot)")
            candidates[slot] = word
            let index = Int(word.rawValue)
            lengths[index] = UInt8(length)
            low[index] = Word.packed(bytes, 0, min(length, 8))
            high[index] = length > 8 ? Word.packed(bytes, 8, length - 8) : 0
        }
    }
}
