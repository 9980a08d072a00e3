/// What is known, at one place in a file, about the systems that run the code there. One query
/// (`GestureModel.availabilityScope(at:)`) for every rule that weighs an API's age:
/// - `raised`: versions guaranteed by an enclosing `if #available(...)` then-branch, the code after
///   a `guard #available(...) else { }`, the else of `if #unavailable(...)`, and
///   `@available(iOS 17, *)` / `@available(iOS, introduced: 17)` on enclosing declarations;
/// - `below`: the code runs only below a version: the `else` of `if #available(iOS 17, *)`, the
///   body of `guard #available(iOS 17, *) else { }`, the then-branch of `if #unavailable(iOS 17)`
///   (only when the `#available` is the statement's sole condition);
/// - `deprecations`: enclosing declarations marked `@available(X, deprecated: V)` / `obsoleted: V`;
/// - `unavailable`: platforms excluded by `@available(X, unavailable)`;
/// - `compiledFor`: the platforms an enclosing `#if os(...)` / `canImport(UIKit)` (or its `#else`)
///   can build at all; nil when no directive says anything about platforms.
public struct AvailabilityScope: Sendable, Equatable {
    /// A declaration deprecated (or obsoleted) on a platform: a deliberate fallback for older systems.
    public struct Deprecation: Sendable, Equatable {
        public let introduced: OSVersion?
        /// The `deprecated:`/`obsoleted:` version; nil for a bare `deprecated`.
        public let version: OSVersion?
    }

    public internal(set) var raised: [Platform: OSVersion] = [:]
    public internal(set) var below: [Platform: OSVersion] = [:]
    public internal(set) var deprecations: [Platform: Deprecation] = [:]
    public internal(set) var unavailable: Set<Platform> = []
    public internal(set) var compiledFor: Set<Platform>?

    public init() {}

    /// Whether code here can be built for `platform` at all.
    public func builds(for platform: Platform) -> Bool {
        !unavailable.contains(platform) && (compiledFor?.contains(platform) ?? true)
    }

    /// The version guaranteed here by guards (visionOS inherits an iOS 17+ guard: iOS 17 is visionOS 1).
    public func guaranteed(_ platform: Platform) -> OSVersion? {
        if let version = raised[platform] { return version }
        if platform == .visionOS, let iOS = raised[.iOS], iOS.major > 16 { return OSVersion(iOS.major - 16, iOS.minor) }
        return nil
    }

    /// The lowest version code here runs on: the deployment target's minimum raised by guards.
    public func minimum(_ platform: Platform, target: OSVersion) -> OSVersion {
        max(target, guaranteed(platform) ?? target)
    }

    /// Whether code here is a deliberate fallback for systems older than `introduced` on some platform:
    /// it runs only below that version there (an `#available` else, a `guard #available` body, an
    /// `#unavailable` branch), or sits in a declaration deprecated at or below it (or introduced
    /// below it and deprecated later).
    public func isFallback(before introduced: [Platform: OSVersion]) -> Bool {
        for (platform, version) in introduced {
            if let ceiling = below[platform], ceiling <= version { return true }
            if let deprecation = deprecations[platform] {
                if let deprecated = deprecation.version, deprecated <= version { return true }
                if let start = deprecation.introduced, start < version, deprecation.version != nil { return true }
            }
        }
        return false
    }

    mutating func raise(_ platform: Platform, to version: OSVersion) {
        raised[platform] = max(raised[platform] ?? version, version)
    }

    mutating func cap(_ platform: Platform, at version: OSVersion) {
        below[platform] = min(below[platform] ?? version, version)
    }

    mutating func restrict(to platforms: Set<Platform>) {
        compiledFor = (compiledFor ?? platforms).intersection(platforms)
    }

    /// Maps the names Swift accepts in availability lists to a platform (nil for `*`, Catalyst, unknown names).
    static func platform(named name: String) -> Platform? {
        switch name {
        case "iOS", "iOSApplicationExtension": return .iOS
        case "macOS", "OSX", "macOSApplicationExtension", "OSXApplicationExtension": return .macOS
        case "watchOS", "watchOSApplicationExtension": return .watchOS
        case "tvOS", "tvOSApplicationExtension": return .tvOS
        case "visionOS", "xrOS", "visionOSApplicationExtension": return .visionOS
        default: return nil
        }
    }
}

/// Builds an `AvailabilityScope` by walking a node's ancestors in the syntax tree.
struct AvailabilityScopeResolver {
    let tree: SyntaxTree
    let file: SourceFile
    /// Per block (parent node index), its `guard` statements in source order.
    let guardsByBlock: [Int32: [NodeID]]

    func scope(at node: NodeID) -> AvailabilityScope {
        var scope = AvailabilityScope()
        var previous = node
        for ancestor in tree.ancestors(node) {
            switch tree.kind(ancestor) {
            case .ifStmt:
                if tree.kind(previous) == .codeBlock, !tree[previous].flags.contains(.elseBranch) {
                    for condition in conditions(of: ancestor) { apply(condition, holds: true, to: &scope) }
                } else if tree[previous].flags.contains(.elseBranch), let sole = soleCondition(of: ancestor) {
                    apply(sole, holds: false, to: &scope)
                }
            case .whileStmt:
                if tree.kind(previous) == .codeBlock {
                    for condition in conditions(of: ancestor) { apply(condition, holds: true, to: &scope) }
                }
            case .guardStmt:
                // The guard's own `else { }` body runs when the condition failed.
                if tree.kind(previous) == .codeBlock, let sole = soleCondition(of: ancestor) {
                    apply(sole, holds: false, to: &scope)
                }
            case .ifConfigClause:
                if let platforms = compiledPlatforms(of: ancestor) { scope.restrict(to: platforms) }
            case .typeDecl, .functionDecl, .variableDecl, .enumCaseDecl, .typealiasDecl:
                for attribute in tree.children(ancestor) where tree.kind(attribute) == .attribute
                    && tree.nameIs(attribute, "available", in: file) {
                    applyAttribute(attribute, to: &scope)
                }
            default:
                break
            }
            switch tree.kind(ancestor) {
            case .codeBlock, .closure, .sourceFile, .ifConfigClause, .switchCase:
                // A `guard` earlier in the same block holds for everything after it.
                let offset = tree.range(previous).lowerBound
                for statement in guardsByBlock[Int32(ancestor.index)] ?? [] {
                    guard tree.range(statement).upperBound <= offset else { break }
                    for condition in conditions(of: statement) { apply(condition, holds: true, to: &scope) }
                }
            default:
                break
            }
            previous = ancestor
        }
        return scope
    }

    // MARK: - #available / #unavailable

    /// The `#available`/`#unavailable` conditions of an `if`/`guard`.
    private func conditions(of statement: NodeID) -> [NodeID] {
        Array(tree.children(statement)).filter { tree.kind($0) == .condition && isAvailabilityCondition($0) }
    }

    /// The statement's one condition when it is an availability check (`if #available(iOS 17, *), x`
    /// says nothing in its `else`: `x` may have failed).
    private func soleCondition(of statement: NodeID) -> NodeID? {
        let all = Array(tree.children(statement)).filter { tree.kind($0) == .condition }
        guard all.count == 1, isAvailabilityCondition(all[0]) else { return nil }
        return all[0]
    }

    private func isAvailabilityCondition(_ condition: NodeID) -> Bool {
        guard let keyword = tree.keywordToken(condition) else { return false }
        return file.bytes(keyword.range, equal: "#available") || file.bytes(keyword.range, equal: "#unavailable")
    }

    /// `#available(iOS 17, *)` holding (or failing) raises (or caps) each named platform;
    /// `#unavailable` the other way round.
    private func apply(_ condition: NodeID, holds: Bool, to scope: inout AvailabilityScope) {
        guard let keyword = tree.keywordToken(condition) else { return }
        let positive = file.bytes(keyword.range, equal: "#available") == holds
        let node = tree[condition]
        for element in elements(from: Int(node.firstToken) + 1, to: Int(node.endToken)) {
            guard let (platform, version) = platformVersion(element) else { continue }
            if positive { scope.raise(platform, to: version) } else { scope.cap(platform, at: version) }
        }
    }

    // MARK: - @available

    /// `@available(iOS 17, *)`, `@available(iOS, introduced: 16, deprecated: 17)`, `@available(macOS, unavailable)`,
    /// `@available(*, unavailable)`.
    private func applyAttribute(_ attribute: NodeID, to scope: inout AvailabilityScope) {
        guard let arguments = tree.firstChild(attribute, ofKind: .attributeArguments) else { return }
        let node = tree[arguments]
        let parts = elements(from: Int(node.firstToken), to: Int(node.endToken))
        guard let first = parts.first, first.count == 1 else {
            // Short form: `iOS 17, macOS 14, *`.
            for part in parts { if let (platform, version) = platformVersion(part) { scope.raise(platform, to: version) } }
            return
        }
        let name = text(first[0])
        let platforms: [Platform]
        if name == "*" { platforms = Platform.allCases } else if let platform = AvailabilityScope.platform(named: name) {
            platforms = [platform]
        } else { return }
        var introduced: OSVersion?
        var deprecated: OSVersion?
        var isDeprecated = false
        for part in parts.dropFirst() where !part.isEmpty {
            let label = text(part[0])
            let value = part.count > 2 && tokenKind(part[1]) == .colon ? version(part.dropFirst(2)) : nil
            switch label {
            case "unavailable": scope.unavailable.formUnion(platforms)
            case "introduced": introduced = value
            case "deprecated", "obsoleted":
                isDeprecated = true
                if let value { deprecated = min(deprecated ?? value, value) }
            default: break
            }
        }
        guard name != "*" else { return }
        for platform in platforms {
            if let introduced { scope.raise(platform, to: introduced) }
            if isDeprecated { scope.deprecations[platform] = .init(introduced: introduced, version: deprecated) }
        }
    }

    // MARK: - #if os(...)

    /// The platforms a clause can be built for: its own condition, and for `#elseif`/`#else` the
    /// failure of the clauses before it. Nil when the conditions say nothing about platforms.
    private func compiledPlatforms(of clause: NodeID) -> Set<Platform>? {
        guard let group = tree.parent(clause) else { return nil }
        var result: Set<Platform>?
        for sibling in tree.children(group) where tree.kind(sibling) == .ifConfigClause {
            let bounds = condition(of: sibling)
            if sibling == clause {
                if let bounds, bounds.upper != Self.all { result = (result ?? Self.all).intersection(bounds.upper) }
                return result
            }
            // This clause runs only where the earlier ones failed.
            if let bounds, !bounds.lower.isEmpty { result = (result ?? Self.all).subtracting(bounds.lower) }
        }
        return result
    }

    private static let all = Set(Platform.allCases)

    /// Lower and upper bounds of the platforms where a directive's condition holds (`#else`: nil).
    private func condition(of clause: NodeID) -> (lower: Set<Platform>, upper: Set<Platform>)? {
        let start = Int(tree[clause].firstToken)
        guard start < tree.tokens.count, !file.bytes(tree.tokens[start].range, equal: "#else") else { return nil }
        var tokens: [Int] = []
        var position = start + 1
        while position < tree.tokens.count, tree.tokens[position].kind != .newline {
            if !Self.isTrivia(tree.tokens[position].kind) { tokens.append(position) }
            position += 1
        }
        var parser = PlatformConditionParser(tokens: tokens, resolver: self)
        return parser.parseOr()
    }

    // MARK: - Token helpers

    static func isTrivia(_ kind: TokenKind) -> Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }

    func text(_ token: Int) -> String { file.text(tree.tokens[token].range) }
    func tokenKind(_ token: Int) -> TokenKind { tree.tokens[token].kind }

    /// The comma-separated elements inside the parentheses starting at or after `start`, each as
    /// its significant tokens.
    private func elements(from start: Int, to end: Int) -> [[Int]] {
        var result: [[Int]] = []
        var current: [Int] = []
        var depth = 0
        for position in start..<min(end, tree.tokens.count) {
            let kind = tree.tokens[position].kind
            if Self.isTrivia(kind) { continue }
            switch kind {
            case .leftParen, .leftBracket:
                depth += 1
                if depth == 1 { continue }
            case .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { result.append(current); return result }
            case .comma where depth == 1:
                result.append(current)
                current = []
                continue
            default:
                break
            }
            if depth >= 1 { current.append(position) }
        }
        return result
    }

    /// `iOS 17`, `macOS 14.0`: a platform name followed by its version.
    private func platformVersion(_ element: [Int]) -> (Platform, OSVersion)? {
        guard element.count >= 2, tokenKind(element[0]) == .identifier,
              let platform = AvailabilityScope.platform(named: text(element[0])),
              let version = version(element.dropFirst()) else { return nil }
        return (platform, version)
    }

    /// `17`, `17.0`, `16.4.1` written as consecutive number and period tokens.
    private func version(_ tokens: ArraySlice<Int>) -> OSVersion? {
        guard let first = tokens.first, let last = tokens.last,
              tokens.allSatisfy({ [.integer, .float, .period].contains(tokenKind($0)) }) else { return nil }
        return OSVersion(file.text(tree.tokens[first].range.lowerBound..<tree.tokens[last].range.upperBound))
    }
}

/// `os(iOS) || os(visionOS)`, `!os(macOS)`, `canImport(UIKit) && !targetEnvironment(macCatalyst)`:
/// the platforms where the condition certainly holds (lower) and possibly holds (upper). A term it
/// does not understand (`DEBUG`, `targetEnvironment(...)`) holds nowhere certainly and anywhere possibly.
private struct PlatformConditionParser {
    typealias Bounds = (lower: Set<Platform>, upper: Set<Platform>)
    let tokens: [Int]
    let resolver: AvailabilityScopeResolver
    var index = 0
    static let all = Set(Platform.allCases)
    static let unknown: Bounds = ([], all)

    init(tokens: [Int], resolver: AvailabilityScopeResolver) {
        self.tokens = tokens
        self.resolver = resolver
    }

    private func isOperator(_ text: String) -> Bool {
        index < tokens.count && resolver.tokenKind(tokens[index]) == .operator && resolver.text(tokens[index]) == text
    }

    mutating func parseOr() -> Bounds {
        var result = parseAnd()
        while isOperator("||") {
            index += 1
            let next = parseAnd()
            result = (result.lower.union(next.lower), result.upper.union(next.upper))
        }
        return result
    }

    mutating func parseAnd() -> Bounds {
        var result = parseUnary()
        while isOperator("&&") {
            index += 1
            let next = parseUnary()
            result = (result.lower.intersection(next.lower), result.upper.intersection(next.upper))
        }
        return result
    }

    mutating func parseUnary() -> Bounds {
        if isOperator("!") {
            index += 1
            let inner = parseUnary()
            return (Self.all.subtracting(inner.upper), Self.all.subtracting(inner.lower))
        }
        guard index < tokens.count else { return Self.unknown }
        let kind = resolver.tokenKind(tokens[index])
        if kind == .leftParen {
            index += 1
            let inner = parseOr()
            if index < tokens.count, resolver.tokenKind(tokens[index]) == .rightParen { index += 1 }
            return inner
        }
        let word = resolver.text(tokens[index])
        index += 1
        guard index < tokens.count, resolver.tokenKind(tokens[index]) == .leftParen else { return Self.unknown }
        // `name(argument)`: collect the argument's words up to the matching `)`.
        index += 1
        var arguments: [String] = []
        var depth = 1
        while index < tokens.count {
            let kind = resolver.tokenKind(tokens[index])
            if kind == .leftParen { depth += 1 }
            if kind == .rightParen { depth -= 1; if depth == 0 { index += 1; break } }
            arguments.append(resolver.text(tokens[index]))
            index += 1
        }
        guard arguments.count == 1 else { return Self.unknown }
        var named: Set<Platform>?
        switch word {
        case "os": named = AvailabilityScope.platform(named: arguments[0]).map { [$0] }
        case "canImport" where arguments[0] == "UIKit": named = [.iOS, .tvOS, .visionOS, .watchOS]
        case "canImport" where arguments[0] == "AppKit": named = [.macOS]
        default: named = nil
        }
        guard let named else { return Self.unknown }
        return (named, named)
    }
}
