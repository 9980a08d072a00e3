import GestureLintCore

/// A closure literal: its braces, parameter names and where its statements start.
struct ClosureInfo {
    var open: Int
    var close: Int
    /// Parameter names in order (`_` included), with their significant index.
    var params: [(name: String, index: Int)]
    /// Type annotations written in the signature (`(v: MagnificationGesture.Value)`): first..last.
    var paramTypes: [(first: Int, last: Int)?]
    /// First significant index of the statements.
    var bodyStart: Int
}

struct FunctionDecl {
    var name: String
    var nameIndex: Int
    /// Internal parameter names with their type spans.
    var params: [(name: String, index: Int, typeFirst: Int, typeLast: Int)]
    var bodyOpen: Int
}

struct PropertyDecl {
    var name: String
    var nameIndex: Int
    var keyword: Int
    /// Attribute names without `@` (`State`, `GestureState`, `Published`, `available`).
    var attributes: [String]
    /// Significant indices of the type annotation, if written.
    var type: (first: Int, last: Int)?
    /// The initial value `= ...`, if written.
    var initial: (first: Int, last: Int)?
    /// The getter body of a computed property.
    var bodyOpen: Int?
    /// The `{` of the type (or extension) that declares it, -1 at file level, or the function body.
    var container: Int
}

struct TypeDecl {
    var keyword: String
    var name: String
    var nameIndex: Int
    var bodyOpen: Int
}

enum GestureTypes {
    static let compositions: Set<String> = ["simultaneously", "sequenced", "exclusively"]
    static let callbacks: Set<String> = ["onChanged", "updating", "onEnded"]
}
