/// What a syntax node is. The tree is deliberately small: enough structure for the gesture
/// model (declarations, statements, postfix chains, closures), with types kept as plain spans.
public enum SyntaxKind: UInt8, Sendable, CaseIterable, BitwiseCopyable {
    // Files and declarations
    case sourceFile
    case importDecl
    /// struct, class, enum, actor, protocol, extension: `keywordToken` says which.
    case typeDecl
    /// func, init, deinit, subscript, macro.
    case functionDecl
    /// `let`/`var` with one or more `patternBinding` children.
    case variableDecl
    /// One `name: Type = value { accessors }`; `name` is the bound identifier (nil for tuples).
    case patternBinding
    case accessor                  // get / set / willSet / didSet ..., with an optional body
    case typealiasDecl
    case associatedtypeDecl
    case enumCaseDecl
    case enumCaseElement
    case operatorDecl              // `infix operator`, `precedencegroup`
    case ifConfig                  // `#if ... #endif` with `ifConfigClause` children
    case ifConfigClause            // one `#if`/`#elseif`/`#else` branch; `name` is the directive
    case attribute                 // `@Name(args)`; `name` is the attribute's name token
    case attributeArguments        // the balanced `( ... )` of an attribute, kept as a span
    case modifier                  // `public`, `static`, `private(set)`, `mutating` ...
    case genericParameters         // `<T: P>` span
    case inheritance               // `: A, B` list of `type` children
    case whereClause               // span
    case parameterClause
    case parameter                 // `name` is the internal name (second name if present)
    case type                      // any type, kept as a span
    case codeBlock                 // `{ statements }`
    case memberBlock               // `{ members }` of a type
    case macroExpansion            // `#name(args)` as a declaration or expression

    // Statements
    case ifStmt                    // children: conditions, then-block, optional else (ifStmt or codeBlock)
    case guardStmt
    case condition                 // one condition element; `keywordToken` is `let`/`var`/`case`/`#available`
    case switchStmt
    case switchCase                // `case patterns:`/`default:` and its statements
    case casePattern
    case forStmt
    case whileStmt
    case repeatStmt
    case returnStmt
    case throwStmt
    case deferStmt
    case doStmt
    case catchClause
    case controlTransfer           // break, continue, fallthrough, yield, discard
    case labeledStmt

    // Expressions
    case identifier                // `name` token; also `self`, `super`, `$0`, `_`
    case implicitMember            // `.name`
    case memberAccess              // child: base; `name` token
    case call                      // children: callee, then `argument`s (trailing closures flagged)
    case subscriptCall             // children: base, then `argument`s
    case argument                  // `name` is the label (nil if none); child: value
    case closure                   // children: optional captureList/closureSignature, then statements
    case captureList
    case closureParameter          // `name` is the parameter's name token
    case optionalChain             // postfix `?`
    case forceUnwrap               // postfix `!`
    case postfixOperator
    case prefixOperator            // `name` is the operator token
    case sequence                  // flat `a + b * c = d`: operands and `binaryOperator`/`ternary`/`cast` children
    case binaryOperator            // `name` is the operator token (also `=`)
    case ternary                   // the `? middle :` of a conditional; child: middle expression
    case cast                      // `is T`, `as T`, `as? T`, `as! T`
    case literal                   // integer, float, true, false, nil
    case stringLiteral             // children: interpolated expressions
    case regexLiteral
    case tuple                     // children: `argument`s
    case arrayLiteral
    case dictionaryLiteral
    case dictionaryElement
    case keyPath                   // span
    case tryExpr
    case awaitExpr
    case bindingPattern            // `let x` / `var x` inside a pattern
    case genericArguments          // `<T>` after a name in an expression
    case postfixIfConfig           // child: base, then `ifConfigClause`s whose expressions start at `.member`
    case typeExpression            // `[Int]`, `Foo<Bar>` used as a value
    case unknown                   // a region the parser skipped (a `parse_error` was reported)
}

/// Per-node flags.
public struct SyntaxFlags: OptionSet, Sendable, Hashable, BitwiseCopyable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// An `argument` passed as a trailing closure (the first unlabelled one, or a labelled extra one).
    public static let trailingClosure = SyntaxFlags(rawValue: 1)
    /// A node that starts on a new line (its first token follows a line break).
    public static let startsLine = SyntaxFlags(rawValue: 2)
    /// An `else` branch of an `ifStmt`.
    public static let elseBranch = SyntaxFlags(rawValue: 4)
    /// A `try?`/`try!`, an optional `as?`, an `init?`.
    public static let optionalMark = SyntaxFlags(rawValue: 8)
}
