import GestureLintCore

/// The gesture kinds the scope rules distinguish.
enum OutlineGestureKind: String {
    case tap, spatialTap, longPress, drag, magnify, rotate, custom

    static func of(typeName: String) -> OutlineGestureKind? {
        switch typeName {
        case "TapGesture": return .tap
        case "SpatialTapGesture": return .spatialTap
        case "LongPressGesture": return .longPress
        case "DragGesture": return .drag
        case "MagnifyGesture", "MagnificationGesture": return .magnify
        case "RotateGesture", "RotationGesture": return .rotate
        default: return nil
        }
    }

    var isTap: Bool { self == .tap || self == .spatialTap }
}

/// What a gesture expression is made of, followed through names declared in the same file.
struct OutlineGesture {
    struct Part {
        var kind: OutlineGestureKind
        /// The type name (or modifier name) token.
        var position: Int
        /// Inside the `before:` argument of `.sequenced(before:)`: it only starts after another gesture.
        var afterSequence: Bool
    }

    struct Callback {
        /// `onChanged`, `onEnded`, `updating`, `perform`, `onPressingChanged`.
        var name: String
        /// The closure's `{`, nil for a function reference (`.onEnded(finish)`).
        var closure: Int?
    }

    var parts: [Part] = []
    var callbacks: [Callback] = []

    var kinds: Set<OutlineGestureKind> { Set(parts.map(\.kind)) }
}

/// One place a gesture is attached to a view: `.gesture(...)`, `.simultaneousGesture(...)`,
/// `.highPriorityGesture(...)`, `.onTapGesture`, `.onLongPressGesture`, also without a leading dot.
struct OutlineAttachment {
    /// The modifier's name token.
    var modifier: Int
    var modifierName: String
    var chain: OutlineChain
    var gesture: OutlineGesture
    /// The modifier's argument list `(`, if any.
    var arguments: Int?
    var closures: [Int]
}

/// Per-file lookups the scope rules share: declarations by name and names the project declares itself.
struct OutlineScanner {
    let outline: TokenOutline
    /// `var`/`let`/`func` declarations by name: the keyword's position.
    let valueDeclarations: [String: [Int]]
    /// Types the file declares (`struct DragGesture: View` shadows SwiftUI's).
    let declaredTypes: Set<String>
    /// Functions the file declares (`func onTapGesture(perform:)` shadows SwiftUI's).
    let declaredFunctions: Set<String>
    /// Types the file declares that conform to `Gesture`.
    let customGestureTypes: Set<String>

    init(file: SourceFile, tokens: [Token]) {
        let outline = TokenOutline(file: file, tokens: tokens)
        self.outline = outline
        var values: [String: [Int]] = [:]
        var types: Set<String> = []
        var functions: Set<String> = []
        var gestures: Set<String> = []
        for position in 0..<outline.count where outline.kind(position) == .keyword {
            guard outline.kind(position + 1) == .identifier else { continue }
            let name = outline.text(position + 1)
            switch outline.text(position) {
            case "var", "let":
                values[name, default: []].append(position)
            case "func":
                values[name, default: []].append(position)
                functions.insert(name)
            case "struct", "class", "enum", "protocol", "actor", "typealias":
                types.insert(name)
                // `struct Swipe: Gesture` — look at the inheritance list before the body.
                var probe = position + 2
                while probe < outline.count, probe < position + 40, outline.kind(probe) != .leftBrace {
                    if outline.isWord(probe, "Gesture"), outline.kind(probe - 1) == .colon || outline.kind(probe - 1) == .comma {
                        gestures.insert(name)
                    }
                    probe += 1
                }
            default:
                break
            }
        }
        valueDeclarations = values
        declaredTypes = types
        declaredFunctions = functions
        customGestureTypes = gestures
    }

    static let attachModifiers: Set<String> = [
        "gesture", "simultaneousGesture", "highPriorityGesture", "onTapGesture", "onLongPressGesture",
    ]

    /// Every gesture attachment in the file, in source order.
    func attachments() -> [OutlineAttachment] {
        var result: [OutlineAttachment] = []
        let lengths = Set(Self.attachModifiers.map(\.utf8.count))
        for position in 0..<outline.count where outline.kind(position) == .identifier && outline.hasLength(position, in: lengths) {
            let name = outline.text(position)
            guard Self.attachModifiers.contains(name), !declaredFunctions.contains(name) else { continue }
            let next = outline.kind(position + 1)
            guard next == .leftParen || next == .leftBrace, !outline.lineBreakBefore[position + 1] else { continue }
            if outline.kind(position - 1) != .period {
                // Implicit `self` (inside `extension View` / a ViewModifier): must start a statement.
                if outline.isWord(position - 1, "func") || outline.statementStart(of: position) != position { continue }
            }
            guard let chain = outline.chain(containingNameAt: position) else { continue }
            let link = chain.links.first { $0.name == position }
            let arguments = link?.arguments ?? (chain.baseName == position ? chain.baseArguments : nil)
            let closures = link?.closures ?? (chain.baseName == position ? chain.baseClosures : [])
            var gesture = OutlineGesture()
            switch name {
            case "onTapGesture":
                gesture.parts.append(.init(kind: .tap, position: position, afterSequence: false))
                if let closure = outline.closure(ofArguments: arguments, trailing: closures)
                    ?? arguments.flatMap({ outline.argument(in: $0, label: "perform") }) {
                    gesture.callbacks.append(.init(name: "perform", closure: outline.kind(closure) == .leftBrace ? closure : nil))
                }
            case "onLongPressGesture":
                gesture.parts.append(.init(kind: .longPress, position: position, afterSequence: false))
                let perform = closures.first ?? arguments.flatMap { outline.argument(in: $0, label: "perform") }
                if let perform {
                    gesture.callbacks.append(.init(name: "perform", closure: outline.kind(perform) == .leftBrace ? perform : nil))
                }
            default:
                guard let arguments, let start = outline.argument(in: arguments, label: nil) else { continue }
                let end = outline.argumentEnd(from: start, in: arguments)
                scan(start..<end, into: &gesture, afterSequence: false, depth: 0)
            }
            result.append(OutlineAttachment(modifier: position, modifierName: name, chain: chain, gesture: gesture,
                                            arguments: arguments, closures: closures))
        }
        return result
    }

    /// Collects gesture constructors and callbacks in a gesture expression, skipping callback bodies.
    func scan(_ region: Range<Int>, into gesture: inout OutlineGesture, afterSequence: Bool, depth: Int) {
        var position = region.lowerBound
        while position < region.upperBound {
            let kind = outline.kind(position)
            if kind == .leftBrace, outline.match[position] > position {
                position = outline.match[position] + 1
                continue
            }
            guard kind == .identifier else { position += 1; continue }
            let name = outline.text(position)
            let isMember = outline.kind(position - 1) == .period && !outline.isWord(position - 2, "self")
            if isMember {
                switch name {
                case "onChanged", "onEnded", "updating":
                    var closure: Int?
                    var reference = false
                    if outline.kind(position + 1) == .leftParen, let open = Optional(position + 1) {
                        // `.onEnded(finish)`, `.updating($state) { ... }`, `.onEnded({ ... })`.
                        if name != "updating", let argument = outline.argument(in: open, label: nil) {
                            if outline.kind(argument) == .leftBrace { closure = argument } else { reference = true }
                        }
                        let after = outline.match[open] + 1
                        if outline.kind(after) == .leftBrace, !outline.lineBreakBefore[after] { closure = after }
                    } else if outline.kind(position + 1) == .leftBrace {
                        closure = position + 1
                    }
                    if closure != nil || reference {
                        gesture.callbacks.append(.init(name: name, closure: closure))
                    }
                case "sequenced":
                    if outline.kind(position + 1) == .leftParen, outline.match[position + 1] > position + 1 {
                        let open = position + 1
                        scan((open + 1)..<outline.match[open], into: &gesture, afterSequence: true, depth: depth)
                        position = outline.match[open] + 1
                        continue
                    }
                default:
                    break
                }
                position += 1
                continue
            }
            if !declaredTypes.contains(name) || customGestureTypes.contains(name) {
                if let known = OutlineGestureKind.of(typeName: name), !declaredTypes.contains(name) {
                    gesture.parts.append(.init(kind: known, position: position, afterSequence: afterSequence))
                    position += 1
                    continue
                }
                if customGestureTypes.contains(name)
                    || (name.hasSuffix("Gesture") && name != "AnyGesture" && name != "Gesture"
                        && outline.kind(position + 1) == .leftParen && !declaredTypes.contains(name)) {
                    gesture.parts.append(.init(kind: .custom, position: position, afterSequence: afterSequence))
                    position += 1
                    continue
                }
            }
            // A name declared in this file: follow it (computed property, `let`, function).
            if depth < 4, let declarations = valueDeclarations[name], declarations.count == 1,
               let value = valueRegion(ofDeclarationAt: declarations[0]), !value.contains(position) {
                scan(value, into: &gesture, afterSequence: afterSequence, depth: depth + 1)
            }
            position += 1
        }
    }

    /// The region holding a declaration's value: `= expression` or the body `{ ... }` inside.
    func valueRegion(ofDeclarationAt keyword: Int) -> Range<Int>? {
        var position = keyword + 2
        while position < outline.count {
            let kind = outline.kind(position)
            if outline.isOperator(position, "=") {
                let start = position + 1
                return start..<statementEnd(from: start)
            }
            if kind == .leftBrace {
                guard outline.match[position] > position else { return nil }
                return (position + 1)..<outline.match[position]
            }
            if kind == .leftParen || kind == .leftBracket {
                guard outline.match[position] > position else { return nil }
                position = outline.match[position] + 1
                continue
            }
            if position > keyword + 2, outline.lineBreakBefore[position], kind != .operator, kind != .period {
                return nil
            }
            if kind == .rightBrace || kind == .semicolon { return nil }
            position += 1
        }
        return nil
    }

    /// One past the last token of the expression statement starting at `start`.
    func statementEnd(from start: Int) -> Int {
        let scope = outline.parent[start]
        var position = start
        while position < outline.count {
            if outline.parent[position] != scope { return position }
            if position > start, outline.statementStart(of: position) == position { return position }
            if outline.kind(position) == .semicolon { return position }
            if outline.match[position] > position { position = outline.match[position] }
            position += 1
        }
        return outline.count
    }
}
