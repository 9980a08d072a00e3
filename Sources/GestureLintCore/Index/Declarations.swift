/// Where a declaration is: its file, the range of its name, and its syntax node.
public struct DeclarationSite: Sendable, Equatable {
    public let file: SourceFile
    public let nameRange: Range<Int>
    public let node: NodeID

    public var path: String { file.path }

    public static func == (lhs: DeclarationSite, rhs: DeclarationSite) -> Bool {
        lhs.file === rhs.file && lhs.nameRange == rhs.nameRange
    }
}

/// A struct, class, enum, actor, protocol, or an extension of one.
public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum`, actor, `protocol`, `extension` }
    public let kind: Kind
    /// Qualified name (`Outer.Inner`); for an extension, the extended type as written.
    public let name: String
    /// Inheritance list as written (`View`, `Gesture`, `ViewModifier`), without generic arguments.
    public let inheritedTypes: [String]
    public let site: DeclarationSite
    /// Ranges of the type's `@available(...)` attributes; `availability` reads them on demand.
    let availabilityRanges: [Range<Int>]

    /// The type's `@available(...)` attributes.
    public var availability: [AvailabilityAttribute] {
        availabilityRanges.map { AvailabilityParser.attribute(in: $0, of: site.file) }
    }
}

/// The wrapper attribute of a stored property, as SwiftUI users know them.
public enum PropertyWrapper: Sendable, Hashable, CustomStringConvertible {
    case state, gestureState, binding, stateObject, observedObject, environment, environmentObject
    case bindable, published, appStorage, sceneStorage, focusState
    case other(String)

    init(attributeName name: String) {
        switch name {
        case "State": self = .state
        case "GestureState": self = .gestureState
        case "Binding": self = .binding
        case "StateObject": self = .stateObject
        case "ObservedObject": self = .observedObject
        case "Environment": self = .environment
        case "EnvironmentObject": self = .environmentObject
        case "Bindable": self = .bindable
        case "Published": self = .published
        case "AppStorage": self = .appStorage
        case "SceneStorage": self = .sceneStorage
        case "FocusState": self = .focusState
        default: self = .other(name)
        }
    }

    public var description: String {
        switch self {
        case .state: return "@State"
        case .gestureState: return "@GestureState"
        case .binding: return "@Binding"
        case .stateObject: return "@StateObject"
        case .observedObject: return "@ObservedObject"
        case .environment: return "@Environment"
        case .environmentObject: return "@EnvironmentObject"
        case .bindable: return "@Bindable"
        case .published: return "@Published"
        case .appStorage: return "@AppStorage"
        case .sceneStorage: return "@SceneStorage"
        case .focusState: return "@FocusState"
        case .other(let name): return "@" + name
        }
    }
}

/// A `let`/`var` member (or a top-level/global one when `ownerType` is nil).
public struct PropertyDeclaration: Sendable {
    public let name: String
    /// The enclosing type's qualified name (the extended type for members of an extension).
    public let ownerType: String?
    public let isLet: Bool
    public let isStatic: Bool
    /// Has a getter body (`var body: some View { ... }`); stored properties, also with observers, are not computed.
    public let isComputed: Bool
    /// The first wrapper attribute, or nil when the property has none (attributes like `@MainActor` are not wrappers).
    public let wrapper: PropertyWrapper?
    /// The wrapper's arguments as written (`(resetTransaction: ...)`), if any.
    public let wrapperArguments: String?
    /// The type annotation's range; `typeText` is its text (`CGSize`, `some Gesture`).
    public let typeRange: Range<Int>?
    /// The initial value's range; `initialValue` is its text (`.zero`, `1.0`).
    public let initialValueRange: Range<Int>?
    public var typeText: String? { typeRange.map { site.file.text($0) } }
    public var initialValue: String? { initialValueRange.map { site.file.text($0) } }
    public let initialValueNode: NodeID?
    /// `some Gesture`, `any Gesture`, or a type name ending in `Gesture` (and not a view).
    public let returnsGesture: Bool
    public let site: DeclarationSite
    /// The body (getter) node of a computed property.
    public let getterBody: NodeID?
}

/// A `func` (or `init`) member or a top-level function.
public struct FunctionDeclaration: Sendable {
    public let name: String
    public let ownerType: String?
    /// Argument labels (`nil` for `_`), in order.
    public let labels: [String?]
    public let parameterNames: [String]
    public let returnTypeRange: Range<Int>?
    public var returnTypeText: String? { returnTypeRange.map { site.file.text($0) } }
    public let returnsGesture: Bool
    public let isStatic: Bool
    public let site: DeclarationSite
    public let body: NodeID?

    /// `onTapGesture(count:perform:)` style selector.
    public var selector: String { name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
}

/// One `@available(...)` attribute: `platforms` holds `iOS 17.0`-style entries; `*` and messages are dropped.
public struct AvailabilityAttribute: Sendable, Hashable {
    public let platforms: [PlatformVersion]
    public let isUnavailable: Bool
    public let range: Range<Int>
}

public struct PlatformVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let platform: String
    public let major: Int
    public let minor: Int

    public init(platform: String, major: Int, minor: Int = 0) {
        self.platform = platform
        self.major = major
        self.minor = minor
    }

    public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        (lhs.platform, lhs.major, lhs.minor) < (rhs.platform, rhs.major, rhs.minor)
    }

    public var description: String { "\(platform) \(major).\(minor)" }
}
