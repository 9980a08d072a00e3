/// The values rules query instead of raw tokens. Ranges are byte ranges in the model's file;
/// `NodeID`s point into `analysis.tree`. "Unknown" is always explicit (`nil`, `.unresolved`),
/// never a guess: a rule can tell "the model does not know" from "no".

/// An argument of a call as written: `label: value`, or a trailing closure.
public struct CallArgument: Sendable {
    public let label: String?
    public let labelRange: Range<Int>?
    /// The value expression (nil for `foo(bar:)` selector-style arguments).
    public let value: NodeID?
    public let range: Range<Int>
    public let isTrailingClosure: Bool
    /// The value, when it is a closure literal.
    public let closure: NodeID?
}

/// One link of a modifier chain: `.gesture(drag)`, `.padding()`, `.onTapGesture { }`, also a
/// `gesture(...)` with implicit `self` or a member inside a postfix `#if`.
public struct Modifier: Sendable {
    public let name: String
    public let nameRange: Range<Int>
    /// The call node (or the member-access node when the modifier takes no arguments).
    public let node: NodeID
    public let arguments: [CallArgument]
    /// False for an attach call with implicit `self` (`gesture(drag)` in an `extension View` helper).
    public let hasLeadingDot: Bool
    /// Inside a postfix `#if ... #endif` block of the chain.
    public let isConditionallyCompiled: Bool

    public func argument(_ label: String?) -> CallArgument? { arguments.first { $0.label == label } }
    public var trailingClosures: [CallArgument] { arguments.filter(\.isTrailingClosure) }
    /// Closure arguments, labelled or trailing.
    public var closures: [NodeID] { arguments.compactMap(\.closure) }
}

/// What a chain starts from.
public struct ChainBase: Sendable {
    public enum Kind: String, Sendable {
        /// `VStack { }`, `Text("a")`, `DragGesture(minimumDistance: 0)`: a call of a type or function name.
        case call
        /// `content`, `image`, `self.card`: a name.
        case reference
        /// An attach call with no leading dot: the chain applies to implicit `self`.
        case implicitSelf
        /// Anything else (`(a ? b : c)`, a literal, an implicit member).
        case other
    }
    public let kind: Kind
    /// `VStack`, `Text`, `content`; dotted names keep their last component (`Foo.Bar` → `Bar`).
    public let name: String?
    public let nameRange: Range<Int>?
    public let node: NodeID
    public let arguments: [CallArgument]
    /// Closures of the base call that build child views (trailing or labelled `content:`-style closures).
    public let contentClosures: [NodeID]
}

/// Where a chain sits: inside which content closure of which other chain.
public struct ChainContainment: Sendable {
    /// The containing chain (a `VStack { }`, `ScrollView { }`, a custom container).
    public let chain: Int
    public let closure: NodeID
    /// When reached through a same-type helper (`VStack { header }` where `var header: some View`), its name range.
    public let viaHelper: Range<Int>?
}

/// A view or gesture expression with the modifiers applied to it, in source order.
///
/// A class (perf13): rules and queries pass chains around by value many times per tap, and a
/// struct copy retained and released every name and array inside it (five references); a
/// reference is one. Immutable once the model is built (`container` is set by the builder only,
/// before the model is shared), hence `@unchecked Sendable`.
public final class ModifierChain: @unchecked Sendable {
    public let id: Int
    /// The outermost expression node of the chain.
    public let node: NodeID
    public let range: Range<Int>
    public let base: ChainBase
    public let modifiers: [Modifier]
    /// The content closure this chain is a direct child of, if any.
    public internal(set) var container: ChainContainment?
    /// Qualified name of the type whose member contains the chain (`ContentView`, `View` for an extension of View).
    public let enclosingType: String?

    init(id: Int, node: NodeID, range: Range<Int>, base: ChainBase, modifiers: [Modifier], container: ChainContainment?,
         enclosingType: String?) {
        self.id = id
        self.node = node
        self.range = range
        self.base = base
        self.modifiers = modifiers
        self.container = container
        self.enclosingType = enclosingType
    }

    public func modifiers(named name: String) -> [Modifier] { modifiers.filter { $0.name == name } }
    public func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }
    /// Index of the first modifier with this name, in chain order.
    public func index(of name: String) -> Int? { modifiers.firstIndex { $0.name == name } }
}

/// The built-in gesture types, or a project type conforming to `Gesture`.
public enum GestureType: Sendable, Hashable, CustomStringConvertible {
    case drag, tap, spatialTap, longPress, magnify, magnification, rotate, rotation
    /// A project type conforming to `Gesture`.
    case custom(String)
    /// A project type conforming to `UIGestureRecognizerRepresentable` (iOS 18), attached with `.gesture`.
    case recognizer(String)

    init?(typeName: String) {
        switch typeName {
        case "DragGesture": self = .drag
        case "TapGesture": self = .tap
        case "SpatialTapGesture": self = .spatialTap
        case "LongPressGesture": self = .longPress
        case "MagnifyGesture": self = .magnify
        case "MagnificationGesture": self = .magnification
        case "RotateGesture": self = .rotate
        case "RotationGesture": self = .rotation
        default: return nil
        }
    }

    /// Drag, magnify, rotate and their deprecated forms: they call `onChanged`/`updating` per frame.
    public var isContinuous: Bool {
        switch self {
        case .drag, .magnify, .magnification, .rotate, .rotation: return true
        case .tap, .spatialTap, .longPress, .custom, .recognizer: return false
        }
    }

    public var isDeprecated: Bool { self == .magnification || self == .rotation }
    public var isTap: Bool { self == .tap || self == .spatialTap }

    public var description: String {
        switch self {
        case .drag: return "DragGesture"
        case .tap: return "TapGesture"
        case .spatialTap: return "SpatialTapGesture"
        case .longPress: return "LongPressGesture"
        case .magnify: return "MagnifyGesture"
        case .magnification: return "MagnificationGesture"
        case .rotate: return "RotateGesture"
        case .rotation: return "RotationGesture"
        case .custom(let name): return name
        case .recognizer(let name): return name + " (recognizer)"
        }
    }
}

public enum GestureComposition: String, Sendable {
    /// `a.simultaneously(with: b)`, `SimultaneousGesture(a, b)`.
    case simultaneous
    /// `a.sequenced(before: b)`, `SequenceGesture(a, b)`.
    case sequenced
    /// `a.exclusively(before: b)`, `ExclusiveGesture(a, b)`.
    case exclusive
}

/// A gesture value, resolved as far as the model can follow it.
public struct GestureValue: Sendable {
    public enum Kind: Sendable, Hashable {
        case base(GestureType)
        case composition(GestureComposition)
        /// The model could not tell what this is (a parameter, a call it cannot follow).
        case unresolved
    }
    /// How the value came to be.
    public enum Origin: String, Sendable {
        /// `DragGesture()...` or a composition written as an expression.
        case expression
        /// Implied by `.onTapGesture` / `.onLongPressGesture`.
        case attachModifier
    }
    public let id: Int
    public let kind: Kind
    public let origin: Origin
    /// The gesture type token (`DragGesture`) or, for `.onTapGesture`, the modifier name; for a
    /// composition, the combinator's name (`simultaneously`, `SimultaneousGesture`).
    public let nameRange: Range<Int>?
    /// Initializer arguments (`count:`, `minimumDuration:`, `minimumDistance:`, `coordinateSpace:`), or
    /// the attach modifier's arguments for `.onTapGesture`/`.onLongPressGesture`.
    public let arguments: [CallArgument]
    /// For a composition: the two components, in order (`first`, `second`).
    public let components: [Int]
    /// Callbacks on this value (`.onChanged`, `.updating`, `.onEnded`, `perform:`...), in chain order.
    public let callbacks: [Int]
    /// Modifiers applied to the value (`.onChanged`, `.updating`, `.map`, `.onEnded`) in order.
    public let modifiers: [Modifier]
    /// The composition containing this value, if any.
    public let parent: Int?
    /// Names followed to reach the expression (`pinch` → `private var pinch: some Gesture`).
    public let resolvedThrough: [Range<Int>]
    /// The expression that produced this value (nil for modifier-implied values).
    public let node: NodeID?

    public var type: GestureType? { if case .base(let type) = kind { return type } else { return nil } }
    public func argument(_ label: String?) -> CallArgument? { arguments.first { $0.label == label } }
}

/// One gesture attached to a view: `.gesture(...)`, `.simultaneousGesture`, `.highPriorityGesture`,
/// `.onTapGesture`, `.onLongPressGesture`.
public struct GestureAttachment: Sendable {
    public enum Kind: String, Sendable {
        case gesture, simultaneousGesture, highPriorityGesture, onTapGesture, onLongPressGesture
    }
    public let kind: Kind
    public let chain: Int
    /// Position of the attach modifier in the chain's `modifiers`.
    public let modifierIndex: Int
    /// The modifier's name token range (`gesture`, `onTapGesture`).
    public let nameRange: Range<Int>
    /// The attached gesture; nil when the model could not resolve it (then `isUnresolved`).
    public let gesture: Int?
    /// `including:` passed explicitly.
    public let hasExplicitMask: Bool
    /// The gesture argument may be nil (`on ? drag : nil`, an optional).
    public let isOptional: Bool
    public let isConditionallyCompiled: Bool
}

/// A closure or function reference a gesture calls back.
///
/// A class (perf13), like `ModifierChain`: rules ask for a gesture's callbacks as arrays of them
/// many times per file, and a struct copy retained and released every array inside it.
public final class GestureCallback: Sendable {
    public enum Kind: String, Sendable { case onChanged, updating, onEnded, perform, onPressingChanged, pressing }
    public enum Body: Sendable {
        case closure(NodeID)
        /// `.onEnded(finish)`: the referenced name, and its declaration when it is a same-type/global function.
        case function(name: String, declaration: FunctionDeclaration?)
        /// Something else (a variable of function type, a call returning a closure).
        case unknown(NodeID)
    }
    public let id: Int
    public let kind: Kind
    /// The gesture value it belongs to.
    public let gesture: Int
    /// `.onEnded`'s name token, or the `perform:`/`onPressingChanged:` label (the modifier name for a trailing `perform`).
    public let nameRange: Range<Int>
    public let body: Body
    /// The closure's parameter names (`value`, `state`, `transaction`), or `$0`-style when none are declared.
    public let parameterNames: [String]
    /// Top-level statements of the closure or function body.
    public let statements: [NodeID]
    /// Found on first use (`Lazy`).
    public var reads: [PropertyAccess] { lazyReads.value }
    private let lazyReads: Lazy<[PropertyAccess]>
    public let writes: [PropertyWrite]
    /// `.onChanged`/`.updating` of a continuous gesture (or a composition containing one), and `onPressingChanged:`.
    public let isPerFrame: Bool

    init(id: Int, kind: Kind, gesture: Int, nameRange: Range<Int>, body: Body, parameterNames: [String],
         statements: [NodeID], reads: Lazy<[PropertyAccess]>, writes: [PropertyWrite], isPerFrame: Bool) {
        self.id = id
        self.kind = kind
        self.gesture = gesture
        self.nameRange = nameRange
        self.body = body
        self.parameterNames = parameterNames
        self.statements = statements
        lazyReads = reads
        self.writes = writes
        self.isPerFrame = isPerFrame
    }
}

/// A read of a property (through implicit or explicit `self`, or a member path like `model.zoom`).
///
/// A class (perf13): it holds two strings and two property declarations, and every copy of an
/// access or of a write to it (rules walk each callback's reads and writes, and the file's
/// writes) retained and released all of them.
public final class PropertyAccess: Sendable {
    /// `position.width`, `model.zoom`, `offset`.
    public let path: String
    /// The first component (`position`), the property being accessed.
    public let root: String
    public let range: Range<Int>
    public let node: NodeID
    /// The root's declaration when the index knows it (a property of the enclosing type or its extensions).
    public let declaration: PropertyDeclaration?
    /// For `model.zoom`: `zoom`'s declaration in the root's declared type (`Viewer`), when the index knows it.
    public let memberDeclaration: PropertyDeclaration?
    public var wrapper: PropertyWrapper? { declaration?.wrapper }

    init(path: String, root: String, range: Range<Int>, node: NodeID, declaration: PropertyDeclaration?,
         memberDeclaration: PropertyDeclaration?) {
        self.path = path
        self.root = root
        self.range = range
        self.node = node
        self.declaration = declaration
        self.memberDeclaration = memberDeclaration
    }
}

/// An assignment (`=`), compound assignment (`+=`, `*=`), or mutating call (`.toggle()`,
/// `.append()`, with `value` nil) to a property.
public struct PropertyWrite: Sendable {
    public let target: PropertyAccess
    /// `=`, `+=`, `*=`..., or `.toggle()` / `.append()` for a mutating method call.
    public let assignmentOperator: String
    public var isMutatingCall: Bool { assignmentOperator.hasPrefix(".") }
    public let value: NodeID?
    /// The statement containing the write (the sequence expression).
    public let node: NodeID
    /// Inside a `withAnimation(...) { }` closure; `animation` is its first argument, if any.
    public let inWithAnimation: Bool
    public let animation: NodeID?
    /// Inside an `if`/`guard`/`switch` within the callback.
    public let isConditional: Bool
}

/// The platform versions guaranteed at a point: from enclosing `if #available`, an earlier
/// `guard #available` in the same scope, and `@available` on enclosing declarations.
public struct AvailabilityContext: Sendable, Equatable {
    public let platforms: [PlatformVersion]

    /// The highest version guaranteed for a platform (`iOS`), or nil when nothing gates it.
    public func minimum(for platform: String) -> PlatformVersion? {
        platforms.filter { $0.platform == platform }.max()
    }
}
