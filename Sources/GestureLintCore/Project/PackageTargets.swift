/// The targets of a `Package.swift`, read with the tokenizer: each target's name, kind, folder
/// and the targets of the same package it depends on.
///
/// Understood: `.target`, `.executableTarget`, `.testTarget`, `.macro`, `.plugin`,
/// `.systemLibrary` and `.binaryTarget` calls (also as `Target.target(...)`) with a string
/// `name:`, an optional string `path:` and an optional `dependencies:` list of strings,
/// `.target(name:)`, `.byName(name:)` and `.product(...)` (another package's: ignored).
/// Anything else that can change targets or dependencies (a `name:` or `path:` that is not a
/// string literal, `dependencies:` bound elsewhere, `targets` or `dependencies` changed after
/// the `Package(...)` call) makes the manifest unreadable: nil, and the package is one scope.
public struct PackageTargets: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable { case regular, executable, test, macro, plugin, system, binary }
        public var name: String
        public var kind: Kind
        /// `path:` as written, relative to the package root; nil for the default layout.
        public var path: String?
        /// Targets of this package it depends on (products of other packages are left out).
        public var dependencies: [String]

        /// Folders SwiftPM looks in when `path:` is not given, in its order.
        public var defaultFolders: [String] {
            switch kind {
            case .test: return ["Tests/" + name]
            case .plugin: return ["Plugins/" + name]
            default: return ["Sources/" + name, "Source/" + name, "src/" + name, "srcs/" + name]
            }
        }
    }

    public var targets: [Target]

    public static func read(_ bytes: [UInt8]) -> PackageTargets? {
        var reader = Reader(bytes: bytes)
        return reader.read()
    }

    private struct Reader {
        let file: SourceFile
        let tokens: [Token]

        init(bytes: [UInt8]) {
            file = SourceFile(path: "Package.swift", bytes: bytes)
            tokens = Tokenizer.tokenize(bytes).filter { !$0.kind.isTrivia }
        }

        static let targetKinds: [String: Target.Kind] = [
            "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
            "plugin": .plugin, "systemLibrary": .system, "binaryTarget": .binary,
        ]

        func text(_ index: Int) -> String { file.text(tokens[index].range) }
        func kind(_ index: Int) -> TokenKind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }
        func isWord(_ index: Int, _ word: String) -> Bool {
            (kind(index) == .identifier || kind(index) == .keyword) && text(index) == word
        }

        mutating func read() -> PackageTargets? {
            var targets: [Target] = []
            var index = 0
            while index < tokens.count {
                defer { index += 1 }
                // Targets or dependencies changed after the fact (`package.targets += ...`,
                // `target.dependencies.append(...)`): not something to guess. Reading them
                // (`for target in package.targets { ... }`) is fine.
                if kind(index) == .period, isWord(index + 1, "targets") || isWord(index + 1, "dependencies"),
                   kind(index + 2) == .operator || kind(index + 2) == .period {
                    return nil
                }
                guard kind(index) == .period, kind(index + 1) == .identifier, kind(index + 2) == .leftParen,
                      let targetKind = Self.targetKinds[text(index + 1)] else { continue }
                // `.target(name:)` inside a `dependencies:` list is a dependency, not a target.
                if isDependencyPosition(index) { continue }
                guard let close = closing(index + 2) else { return nil }
                guard let target = target(kind: targetKind, arguments: (index + 3)..<close) else { return nil }
                targets.append(target)
                index = close
            }
            return targets.isEmpty ? nil : PackageTargets(targets: targets)
        }

        /// Whether the call at `index` sits directly in a `dependencies: [ ... ]` list.
        func isDependencyPosition(_ index: Int) -> Bool {
            var depth = 0
            var probe = index - 1
            while probe >= 0 {
                switch tokens[probe].kind {
                case .rightBracket, .rightParen, .rightBrace: depth += 1
                case .leftParen, .leftBrace: if depth == 0 { return false } else { depth -= 1 }
                case .leftBracket:
                    if depth == 0 { return probe >= 2 && kind(probe - 1) == .colon && isWord(probe - 2, "dependencies") }
                    depth -= 1
                default: break
                }
                probe -= 1
            }
            return false
        }

        func closing(_ open: Int) -> Int? {
            var depth = 0
            var index = open
            while index < tokens.count {
                switch tokens[index].kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace:
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
                index += 1
            }
            return nil
        }

        /// A string literal made of one segment starting at `index` (`"Name"`), and the index after it.
        func stringLiteral(at index: Int) -> (String, Int)? {
            guard kind(index) == .stringQuote else { return nil }
            if kind(index + 1) == .stringQuote { return ("", index + 2) }
            guard kind(index + 1) == .stringSegment, kind(index + 2) == .stringQuote else { return nil }
            return (text(index + 1), index + 3)
        }

        func target(kind targetKind: Target.Kind, arguments: Range<Int>) -> Target? {
            var name: String?
            var path: String?
            var dependencies: [String] = []
            var depth = 0
            var index = arguments.lowerBound
            while index < arguments.upperBound {
                let tokenKind = tokens[index].kind
                if depth == 0, tokenKind == .identifier || tokenKind == .keyword, kind(index + 1) == .colon {
                    let label = text(index)
                    let value = index + 2
                    switch label {
                    case "name":
                        guard let (text, _) = stringLiteral(at: value) else { return nil }
                        name = text
                    case "path":
                        guard let (text, _) = stringLiteral(at: value) else { return nil }
                        path = text
                    case "dependencies":
                        guard kind(value) == .leftBracket, let close = closing(value),
                              let list = self.dependencies(in: (value + 1)..<close) else { return nil }
                        dependencies = list
                        index = close
                        continue
                    default: break
                    }
                }
                switch tokenKind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                default: break
                }
                index += 1
            }
            guard let name else { return nil }
            return Target(name: name, kind: targetKind, path: path, dependencies: dependencies)
        }

        /// `"A"`, `.target(name: "A")`, `.byName(name: "A")` → A; `.product(...)` → nothing;
        /// any of them with a `condition:`. Anything else: nil.
        func dependencies(in range: Range<Int>) -> [String]? {
            var result: [String] = []
            var index = range.lowerBound
            while index < range.upperBound {
                if let (name, next) = stringLiteral(at: index) {
                    result.append(name)
                    index = next
                } else if kind(index) == .period, kind(index + 1) == .identifier, kind(index + 2) == .leftParen,
                          let close = closing(index + 2) {
                    let call = text(index + 1)
                    if call == "target" || call == "byName" {
                        guard isWord(index + 3, "name"), kind(index + 4) == .colon,
                              let (name, _) = stringLiteral(at: index + 5) else { return nil }
                        result.append(name)
                    } else if call != "product" {
                        return nil
                    }
                    index = close + 1
                } else {
                    return nil
                }
                if index < range.upperBound {
                    guard kind(index) == .comma else { return nil }
                    index += 1
                }
            }
            return result
        }
    }
}
