#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project index's view of a file that names no gesture, at a fraction of a full parse.
///
/// Such a file matters to a run only for what it declares (types and extensions, stored
/// properties with their wrappers and initial values, members returning `some Gesture`,
/// shadowing declarations). The skim tokenizes it, then removes the inside of every function,
/// accessor and closure body by balanced bracket matching over the tokens (comments, strings and
/// regex literals are single tokens, so a brace inside them never counts), keeping the
/// `{` and `}` with their exact offsets. The parser then reads only declarations and short
/// initial values, and `FileDeclarations` collects them exactly as from the full tree: the same
/// names, kinds, flags, byte ranges and order. Only the syntax-node handles
/// (`DeclarationSite.node`, `initialValueNode`, `getterBody`, `body`) differ; they point into
/// the skim's own tree, which is dropped. Nothing reads them for a file without gestures: the
/// model and the rules follow them only into files that have a gesture model of their own.
///
/// Kept (read as declarations): the member blocks of types and extensions, and accessor lists
/// (`{ get set }`, `{ willSet { } didSet { } }`). Every other `{ ... }` is emptied. When the
/// braces do not balance, the skim gives up (`nil`) and the caller parses the file in full.
public enum DeclarationSkim {
    /// The declarations of `file`, or nil when the file's braces do not balance.
    public static func declarations(of file: SourceFile) -> FileDeclarations? {
        declarations(of: file, tokens: Tokenizer.tokenize(file.bytes))
    }

    public static func declarations(of file: SourceFile, tokens: [Token]) -> FileDeclarations? {
        declarations(of: file, tokens: tokens, reusing: nil)
    }

    /// With `buffers`, the skim's parse works in that thread's storage.
    static func declarations(of file: SourceFile, tokens: [Token], reusing buffers: ParseBuffers?) -> FileDeclarations? {
        let bytes = file.bytes
        guard let kept = skimmedTokens(tokens, bytes: bytes) else { return nil }
        return SwiftParser.withTransientTree(bytes, tokens: kept, reusing: buffers) { tree in
            FileDeclarations(tree: tree, file: file)
        }
    }

    /// Whether an identifier contains `esture`, the test `ModelBuilder.mentionsGestures` makes
    /// (a file without such a word has no gesture model), over tokens alone so it can run before
    /// any parse. Only such files may be skimmed.
    ///
    /// Most files have no `esture` anywhere (8 of the 8,604 files of the packages corpus do), so the
    /// bytes are searched first (`containsEsture`, vectorised); only a file that has them somewhere
    /// (an identifier, a comment, a string) is checked token by token. Same answer either way: an
    /// identifier's bytes are bytes of the file.
    public static func namesGesture(_ tokens: [Token], bytes: [UInt8]) -> Bool {
        guard containsEsture(bytes) else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            for token in tokens where token.kind == .identifier && token.length >= 6 {
                var index = Int(token.start)
                let last = Int(token.end) - 6
                while index <= last {
                    if bytes[index] == UInt8(ascii: "e"), bytes[index + 1] == UInt8(ascii: "s"),
                       bytes[index + 2] == UInt8(ascii: "t"), bytes[index + 3] == UInt8(ascii: "u"),
                       bytes[index + 4] == UInt8(ascii: "r"), bytes[index + 5] == UInt8(ascii: "e") {
                        return true
                    }
                    index += 1
                }
            }
            return false
        }
    }

    /// Whether `esture` occurs anywhere in `bytes`. `memchr` finds each `u` (the rarest of its
    /// letters in code), then the bytes around it are compared: about 4x the speed of a byte loop.
    static func containsEsture(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            guard count >= 6, let base = buffer.baseAddress else { return false }
            // The `u` is at offset 3 of `esture`: search offsets 3 ..< count - 2.
            var start = 3
            while start < count - 2 {
                guard let found = memchr(base + start, Int32(UInt8(ascii: "u")), count - 2 - start) else { return false }
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if base[index - 3] == UInt8(ascii: "e"), base[index - 2] == UInt8(ascii: "s"),
                   base[index - 1] == UInt8(ascii: "t"), base[index + 1] == UInt8(ascii: "r"),
                   base[index + 2] == UInt8(ascii: "e") {
                    return true
                }
                start = index + 1
            }
            return false
        }
    }

    /// The tokens with the inside of every body removed (the trivia just before its `}` stays,
    /// so the `}` starts a line exactly when it did), or nil when the braces do not balance.
    static func skimmedTokens(_ tokens: [Token], bytes: [UInt8]) -> [Token]? {
        bytes.withUnsafeBufferPointer { bytes in
            var scanner = Scanner(tokens: tokens, bytes: bytes)
            return scanner.run()
        }
    }

    private struct Scanner {
        let tokens: [Token]
        let bytes: UnsafeBufferPointer<UInt8>
        var kept: [Token] = []
        /// Per open bracket of the kept text: whether it is a `{` and, for a `(`/`[`, nothing else.
        var openBraces: [Bool] = []
        /// A type keyword was seen at this bracket depth: its next `{` opens a member block.
        var pendingTypeDepth: Int? = nil
        var previousSignificant: TokenKind? = nil

        init(tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) {
            self.tokens = tokens
            self.bytes = bytes
            kept.reserveCapacity(tokens.count / 4)
        }

        mutating func run() -> [Token]? {
            var index = 0
            let count = tokens.count
            while index < count {
                let token = tokens[index]
                let kind = token.kind
                switch kind {
                case .leftBrace:
                    kept.append(token)
                    if pendingTypeDepth == openBraces.count || opensAccessors(after: index) {
                        if pendingTypeDepth == openBraces.count { pendingTypeDepth = nil }
                        openBraces.append(true)
                        index += 1
                    } else {
                        guard let close = matchingBrace(of: index) else { return nil }
                        // Keep the trivia before the `}`, then the `}` itself.
                        var first = close
                        while first > index + 1, tokens[first - 1].kind.isTrivia { first -= 1 }
                        kept.append(contentsOf: tokens[first...close])
                        index = close + 1
                    }
                    previousSignificant = .rightBrace
                    continue
                case .rightBrace:
                    guard openBraces.popLast() == true else { return nil }
                    if let pending = pendingTypeDepth, pending > openBraces.count { pendingTypeDepth = nil }
                case .leftParen, .leftBracket:
                    openBraces.append(false)
                case .rightParen, .rightBracket:
                    guard openBraces.popLast() == false else { return nil }
                case .keyword, .identifier:
                    if previousSignificant != .period, isTypeKeyword(index) { pendingTypeDepth = openBraces.count }
                default:
                    break
                }
                kept.append(token)
                if !kind.isTrivia { previousSignificant = kind }
                index += 1
            }
            return openBraces.isEmpty ? kept : nil
        }

        /// The `}` closing the `{` at `open`, counting only brace tokens (brackets inside a body
        /// need not balance for the parser to skip it the same way).
        func matchingBrace(of open: Int) -> Int? {
            var depth = 0
            var index = open
            while index < tokens.count {
                switch tokens[index].kind {
                case .leftBrace: depth += 1
                case .rightBrace:
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
                index += 1
            }
            return nil
        }

        /// `struct`, `class`, `enum`, `protocol`, `extension` (keywords) and `actor` (contextual),
        /// followed by a name. `class func`/`class var` are modifiers: their next word is a keyword.
        /// Saying yes wrongly (`class override func`) only keeps a body for the parser to read.
        func isTypeKeyword(_ index: Int) -> Bool {
            let token = tokens[index]
            let isKeyword = token.kind == .keyword
            guard equals(token, "struct") && isKeyword || equals(token, "class") && isKeyword
                    || equals(token, "enum") && isKeyword || equals(token, "protocol") && isKeyword
                    || equals(token, "extension") && isKeyword || equals(token, "actor") && !isKeyword else { return false }
            // `extension [Int]`, `extension (A, B)`: whatever follows names the extended type.
            if equals(token, "extension") { return true }
            guard let next = nextSignificant(after: index) else { return false }
            return tokens[next].kind == .identifier
        }

        /// Whether the block opened at `open` is an accessor list, judged by its first word. Saying
        /// yes wrongly only keeps a body: the parser then reads it in full.
        func opensAccessors(after open: Int) -> Bool {
            guard let first = nextSignificant(after: open) else { return false }
            let token = tokens[first]
            if token.kind == .atSign { return true }
            guard token.kind == .identifier || token.kind == .keyword else { return false }
            for word in Self.accessorWords where equals(token, word) { return true }
            return false
        }

        static let accessorWords: [StaticString] = [
            "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "unsafeAddress",
            "unsafeMutableAddress", "init", "mutating", "nonmutating", "borrowing", "consuming", "__consuming",
            "private", "fileprivate", "internal", "public",
        ]

        func nextSignificant(after index: Int) -> Int? {
            var next = index + 1
            while next < tokens.count, tokens[next].kind.isTrivia { next += 1 }
            return next < tokens.count ? next : nil
        }

        func equals(_ token: Token, _ word: StaticString) -> Bool {
            let length = word.utf8CodeUnitCount
            guard token.length == length else { return false }
            let start = Int(token.start)
            let pointer = word.utf8Start
            for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
    }
}

extension FileDeclarations {
    /// One line per declaration with everything the project index keeps except syntax-node
    /// handles: what "the skim gives the same index content as the full parse" compares.
    public var indexContent: [String] {
        func range(_ range: Range<Int>?) -> String { range.map { "\($0.lowerBound)..<\($0.upperBound)" } ?? "-" }
        var lines: [String] = []
        for type in types {
            lines.append("type \(type.kind.rawValue) \(type.name) : \(type.inheritedTypes.joined(separator: ",")) "
                         + "@\(range(type.site.nameRange)) available \(type.availabilityRanges.map { range($0) })")
        }
        for p in properties {
            lines.append("property \(p.ownerType ?? "-").\(p.name) let=\(p.isLet) static=\(p.isStatic) computed=\(p.isComputed) "
                         + "wrapper=\(p.wrapper.map(\.description) ?? "-") args=\(p.wrapperArguments ?? "-") "
                         + "type=\(range(p.typeRange)) initial=\(range(p.initialValueRange)) hasInitialNode=\(p.initialValueNode != nil) "
                         + "gesture=\(p.returnsGesture) hasGetter=\(p.getterBody != nil) @\(range(p.site.nameRange))")
        }
        for f in functions {
            lines.append("func \(f.ownerType ?? "-").\(f.selector) names=\(f.parameterNames) returns=\(range(f.returnTypeRange)) "
                         + "gesture=\(f.returnsGesture) static=\(f.isStatic) hasBody=\(f.body != nil) @\(range(f.site.nameRange))")
        }
        return lines
    }
}

extension FileDeclarations {
    /// `indexContent == other.indexContent`, without building the strings.
    public func hasSameIndexContent(as other: FileDeclarations) -> Bool {
        guard types.count == other.types.count, properties.count == other.properties.count,
              functions.count == other.functions.count else { return false }
        for (a, b) in zip(types, other.types) {
            guard a.kind == b.kind, a.name == b.name, a.inheritedTypes == b.inheritedTypes,
                  a.site.nameRange == b.site.nameRange, a.availabilityRanges == b.availabilityRanges else { return false }
        }
        for (a, b) in zip(properties, other.properties) {
            guard a.name == b.name, a.ownerType == b.ownerType, a.isLet == b.isLet, a.isStatic == b.isStatic,
                  a.isComputed == b.isComputed, a.wrapper == b.wrapper, a.wrapperArguments == b.wrapperArguments,
                  a.typeRange == b.typeRange, a.initialValueRange == b.initialValueRange,
                  (a.initialValueNode == nil) == (b.initialValueNode == nil), a.returnsGesture == b.returnsGesture,
                  (a.getterBody == nil) == (b.getterBody == nil), a.site.nameRange == b.site.nameRange else { return false }
        }
        for (a, b) in zip(functions, other.functions) {
            guard a.name == b.name, a.ownerType == b.ownerType, a.labels == b.labels, a.parameterNames == b.parameterNames,
                  a.returnTypeRange == b.returnTypeRange, a.returnsGesture == b.returnsGesture, a.isStatic == b.isStatic,
                  (a.body == nil) == (b.body == nil), a.site.nameRange == b.site.nameRange else { return false }
        }
        return true
    }
}

extension FileDeclarations {
    /// A hash of what `hasSameIndexContent(as:)` compares (stable within one process), so a run
    /// can check a skim against a later full parse without keeping the skim's declarations.
    public var indexFingerprint: Int {
        var hasher = Hasher()
        hasher.combine(types.count)
        for type in types {
            hasher.combine(type.kind.rawValue); hasher.combine(type.name); hasher.combine(type.inheritedTypes)
            hasher.combine(type.site.nameRange.lowerBound); hasher.combine(type.site.nameRange.upperBound)
            for range in type.availabilityRanges { hasher.combine(range.lowerBound); hasher.combine(range.upperBound) }
        }
        hasher.combine(properties.count)
        for p in properties {
            hasher.combine(p.name); hasher.combine(p.ownerType); hasher.combine(p.isLet); hasher.combine(p.isStatic)
            hasher.combine(p.isComputed); hasher.combine(p.wrapper); hasher.combine(p.wrapperArguments)
            hasher.combine(p.typeRange?.lowerBound); hasher.combine(p.typeRange?.upperBound)
            hasher.combine(p.initialValueRange?.lowerBound); hasher.combine(p.initialValueRange?.upperBound)
            hasher.combine(p.initialValueNode == nil); hasher.combine(p.returnsGesture); hasher.combine(p.getterBody == nil)
            hasher.combine(p.site.nameRange.lowerBound); hasher.combine(p.site.nameRange.upperBound)
        }
        hasher.combine(functions.count)
        for f in functions {
            hasher.combine(f.name); hasher.combine(f.ownerType); hasher.combine(f.labels); hasher.combine(f.parameterNames)
            hasher.combine(f.returnTypeRange?.lowerBound); hasher.combine(f.returnTypeRange?.upperBound)
            hasher.combine(f.returnsGesture); hasher.combine(f.isStatic); hasher.combine(f.body == nil)
            hasher.combine(f.site.nameRange.lowerBound); hasher.combine(f.site.nameRange.upperBound)
        }
        return hasher.finalize()
    }
}
