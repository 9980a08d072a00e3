/// What the engine knows across all files of a run: built from every file's analysis before
/// any rule runs, so a rule checking one file can resolve names declared in another.
/// Deterministic: declarations are ordered by path and offset whatever the file order.
public final class ProjectIndex: Sendable {
    public let fileCount: Int
    /// Every type declaration and extension, ordered by (path, offset).
    public let types: [TypeDeclaration]
    public let properties: [PropertyDeclaration]
    public let functions: [FunctionDeclaration]
    // The name tables are made on first use (`OnceValue`): most indices of a large run are asked
    // for few of them, or none.
    private let typesByNameTable: OnceValue<NameChains>
    private let propertiesByOwnerTable: OnceValue<NameChains>
    private let functionsByNameTable: OnceValue<NameChains>
    private let functionsByOwnerTable: OnceValue<NameChains>
    private let globalPropertiesTable: OnceValue<[String: Int]>
    /// The first property of each (owner, name): `property(_:in:)` in constant time, not a scan of
    /// the owner's properties (thousands in a file of generated extensions).
    private let firstPropertyByOwnerTable: OnceValue<[OwnedName: Int]>
    private let typeFilesTable: OnceValue<[SourceFile]>
    private var typesByName: NameChains { typesByNameTable.value }
    private var propertiesByOwner: NameChains { propertiesByOwnerTable.value }
    private var functionsByName: NameChains { functionsByNameTable.value }
    private var functionsByOwner: NameChains { functionsByOwnerTable.value }
    private var globalProperties: [String: Int] { globalPropertiesTable.value }
    private var firstPropertyByOwner: [OwnedName: Int] { firstPropertyByOwnerTable.value }
    private let analysesByFile: [ObjectIdentifier: FileAnalysis]
    /// Where analyses of files not in `analysesByFile` come from (a run's store), if anywhere.
    private let store: AnalysisStore?
    /// Files known by a skim (`IndexedFile.skimmed`): their entries' node handles point into a
    /// dropped skim tree, so a lookup that returns one of their declarations returns the full
    /// parse's instead (`resolved`), parsing such a file only when a lookup reaches it.
    private let skimmedFiles: Set<ObjectIdentifier>
    /// `PreviewCode.previewProviderNames(in:)`, found once per index rather than once per file.
    let previewProviderNames: Set<String>
    private let conformances = ConformanceCache()

    /// The index of files analysed in full, each kept for `analysis(of:)`.
    public convenience init(analyses: [FileAnalysis]) {
        self.init(files: analyses.map { IndexedFile(file: $0.file, declarations: $0.declarations) },
                  analyses: analyses, store: nil)
    }

    /// The index of files known by their declarations alone (a skim or a dropped analysis):
    /// `analysis(of:)` gets their analyses from `store`, or from `analyses`.
    ///
    /// `files` is consumed: each file's declaration arrays are released as soon as they are copied
    /// into the index's own, so a caller that hands over the last reference (`LintRun`) never
    /// holds every file's declarations twice.
    public init(files: consuming [IndexedFile], analyses: [FileAnalysis] = [], store: AnalysisStore?) {
        fileCount = files.count
        self.store = store
        skimmedFiles = Set(files.lazy.filter(\.skimmed).map { ObjectIdentifier($0.file) })
        analysesByFile = Dictionary(analyses.map { (ObjectIdentifier($0.file), $0) }, uniquingKeysWith: { first, _ in first })
        files.sort { $0.file.path < $1.file.path }
        // Each file's declarations are moved, not copied, into the index's arrays: filled from
        // the back, the last file first, each file's arrays popped last element first
        // (`FileDeclarations.moveOut`). Copying them element by element (a retain per string and
        // file reference, then a release as the file's arrays were freed) was most of the build.
        let typeCount = files.reduce(0) { $0 + $1.declarations.types.count }
        let propertyCount = files.reduce(0) { $0 + $1.declarations.properties.count }
        let functionCount = files.reduce(0) { $0 + $1.declarations.functions.count }
        var types: [TypeDeclaration] = []
        var properties: [PropertyDeclaration] = []
        var functions: [FunctionDeclaration] = []
        types = Array(unsafeUninitializedCapacity: typeCount) { typeSlots, typesInitialized in
            properties = Array(unsafeUninitializedCapacity: propertyCount) { propertySlots, propertiesInitialized in
                functions = Array(unsafeUninitializedCapacity: functionCount) { functionSlots, functionsInitialized in
                    var typeEnd = typeSlots.baseAddress.map { $0 + typeCount } ?? DeclarationMove.noSlots()
                    var propertyEnd = propertySlots.baseAddress.map { $0 + propertyCount } ?? DeclarationMove.noSlots()
                    var functionEnd = functionSlots.baseAddress.map { $0 + functionCount } ?? DeclarationMove.noSlots()
                    for position in files.indices.reversed() {
                        files[position].declarations.moveOut(typesEndingAt: &typeEnd, propertiesEndingAt: &propertyEnd,
                                                             functionsEndingAt: &functionEnd)
                    }
                    assert(typeCount == 0 || typeEnd == typeSlots.baseAddress, "every type slot filled once")
                    assert(propertyCount == 0 || propertyEnd == propertySlots.baseAddress, "every property slot filled once")
                    assert(functionCount == 0 || functionEnd == functionSlots.baseAddress, "every function slot filled once")
                    functionsInitialized = functionCount
                }
                propertiesInitialized = propertyCount
            }
            typesInitialized = typeCount
        }
        self.types = types
        previewProviderNames = PreviewCode.previewProviderNames(of: types)
        self.properties = properties
        self.functions = functions
        typesByNameTable = OnceValue { [types] in NameChains(types.map(\.name)) }
        propertiesByOwnerTable = OnceValue { [properties] in NameChains(properties.map(\.ownerType)) }
        functionsByNameTable = OnceValue { [functions] in NameChains(functions.map(\.name)) }
        functionsByOwnerTable = OnceValue { [functions] in NameChains(functions.map(\.ownerType)) }
        globalPropertiesTable = OnceValue { [properties] in
            var globals: [String: Int] = [:]
            for (index, property) in properties.enumerated() where property.ownerType == nil && globals[property.name] == nil {
                globals[property.name] = index
            }
            return globals
        }
        typeFilesTable = OnceValue { [types] in
            var seen: Set<ObjectIdentifier> = []
            return types.compactMap { seen.insert(ObjectIdentifier($0.site.file)).inserted ? $0.site.file : nil }
        }
        firstPropertyByOwnerTable = OnceValue { [properties] in
            var owned: [OwnedName: Int] = [:]
            owned.reserveCapacity(properties.count)
            for (index, property) in properties.enumerated() {
                guard let owner = property.ownerType else { continue }
                let key = OwnedName(owner: owner, name: property.name)
                if owned[key] == nil { owned[key] = index }
            }
            return owned
        }
    }

    public static let empty = ProjectIndex(analyses: [])

    /// Each file that declares or extends a type, once, in declaration order.
    public var filesDeclaringTypes: [SourceFile] { typeFilesTable.value }

    /// The analysis (tokens, tree, declarations) of a file of this run, so a rule that follows a
    /// declaration into another file reads it without tokenizing and parsing it again. In a run
    /// that keeps only declarations, the run's store makes it on first request and keeps it.
    public func analysis(of file: SourceFile) -> FileAnalysis? {
        if let analysis = analysesByFile[ObjectIdentifier(file)] { return analysis }
        return store?.analysis(of: file)
    }

    /// The declaration and every extension of a type (qualified name as declared: `Outer.Inner`).
    public func declarations(ofType name: String) -> [TypeDeclaration] {
        typesByName[name].map { resolved(types[$0]) }
    }

    /// The files that declare or extend a type, without resolving skimmed entries.
    func declaringFiles(ofType name: String) -> [SourceFile] {
        typesByName[name].map { types[$0].site.file }
    }

    /// Whether the project itself declares a type of this name (it then shadows SwiftUI's).
    public func declaresType(_ name: String) -> Bool {
        typesByName[name].contains { types[$0].kind != .extension }
    }

    /// Whether the project declares a function of this name (any owner), e.g. its own `onTapGesture`.
    public func declaresFunction(_ name: String) -> Bool { !functionsByName[name].isEmpty }

    /// Everything the type and its extensions inherit or conform to, as written.
    public func inheritedTypes(of name: String) -> Set<String> {
        // Indices, not `declarations(ofType:)`: copying each `TypeDeclaration` showed in profiles.
        var result: Set<String> = []
        for index in typesByName[name] { result.formUnion(types[index].inheritedTypes) }
        return result
    }

    /// Conformance as written in this project (`View`, `Gesture`, `ViewModifier`...), followed through
    /// the project's own protocols one level at a time.
    public func conforms(_ name: String, to protocolName: String) -> Bool {
        conformances.answer(name, protocolName) { walkConformances(name, to: protocolName) }
    }

    /// Whether `protocolName` is reachable from `name` through what each declaration inherits:
    /// read in place from the declarations, without a `Set` of each type's inherited names.
    private func walkConformances(_ name: String, to protocolName: String) -> Bool {
        let qualified = "SwiftUI." + protocolName
        var seen: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for index in typesByName[next] {
                for inherited in types[index].inheritedTypes {
                    if inherited == protocolName || inherited == qualified { return true }
                    if seen.insert(inherited).inserted { pending.append(inherited) }
                }
            }
        }
        return false
    }

    /// Stored and computed properties of a type and its extensions.
    public func properties(of typeName: String) -> [PropertyDeclaration] {
        propertiesByOwner[typeName].map { resolved(properties[$0]) }
    }

    public func property(_ name: String, in typeName: String?) -> PropertyDeclaration? {
        guard let typeName else { return globalProperties[name].map { resolved(properties[$0]) } }
        return firstPropertyByOwner[OwnedName(owner: typeName, name: name)].map { resolved(properties[$0]) }
    }

    /// The functions that a type and its extensions declare in `file`, in source order, without a
    /// scan of every function and without parsing the type's other files.
    public func functions(of typeName: String, in file: SourceFile) -> [FunctionDeclaration] {
        functionsByOwner[typeName].filter { functions[$0].site.file === file }.map { resolved(functions[$0]) }
    }

    /// The nodes declaring a type and its extensions in `file` (a file the caller has the tree
    /// of), without parsing the type's other files as `declarations(ofType:)` may.
    public func declarationNodes(ofType name: String, in file: SourceFile) -> [NodeID] {
        typesByName[name].filter { types[$0].site.file === file }.map { resolved(types[$0]).site.node }
    }

    /// Functions of this name; with `typeName`, only that type's (and its extensions').
    public func functions(named name: String, in typeName: String? = nil) -> [FunctionDeclaration] {
        functionsByName[name].filter { typeName == nil || functions[$0].ownerType == typeName }.map { resolved(functions[$0]) }
    }

    /// Types whose declaration or extensions conform to `Gesture`: the project's custom gestures.
    public var customGestureTypes: [TypeDeclaration] {
        types.filter { $0.kind != .extension && conforms($0.name, to: "Gesture") }.map(resolved)
    }

    /// `ViewModifier` conformers.
    public var viewModifiers: [TypeDeclaration] {
        types.filter { $0.kind != .extension && conforms($0.name, to: "ViewModifier") }.map(resolved)
    }

    /// Functions declared in `extension View`: helpers that attach modifiers with implicit `self`.
    public var viewExtensionHelpers: [FunctionDeclaration] { functions.filter { $0.ownerType == "View" }.map(resolved) }

    /// Members (properties and functions) whose declared type is `some Gesture` or a gesture type.
    public var gestureMembers: (properties: [PropertyDeclaration], functions: [FunctionDeclaration]) {
        (properties.filter(\.returnsGesture).map(resolved), functions.filter(\.returnsGesture).map(resolved))
    }

    /// A skimmed file's declaration as its full parse has it (same name range), so its node
    /// handles point into `analysis(of:)`'s tree; any other declaration as it is.
    private func resolved(_ declaration: TypeDeclaration) -> TypeDeclaration {
        guard let full = fullDeclarations(of: declaration.site) else { return declaration }
        return full.types.first { $0.site.nameRange == declaration.site.nameRange && $0.name == declaration.name } ?? declaration
    }

    private func resolved(_ declaration: PropertyDeclaration) -> PropertyDeclaration {
        guard let full = fullDeclarations(of: declaration.site) else { return declaration }
        return full.properties.first { $0.site.nameRange == declaration.site.nameRange && $0.name == declaration.name } ?? declaration
    }

    private func resolved(_ declaration: FunctionDeclaration) -> FunctionDeclaration {
        guard let full = fullDeclarations(of: declaration.site) else { return declaration }
        return full.functions.first { $0.site.nameRange == declaration.site.nameRange && $0.name == declaration.name } ?? declaration
    }

    private func fullDeclarations(of site: DeclarationSite) -> FileDeclarations? {
        guard !skimmedFiles.isEmpty, skimmedFiles.contains(ObjectIdentifier(site.file)) else { return nil }
        return analysis(of: site.file)?.declarations
    }
}

/// One file as the index knows it: the file and what it declares.
public struct IndexedFile: Sendable {
    public let file: SourceFile
    /// Emptied by `ProjectIndex.init`, which moves the declarations into its own arrays.
    public internal(set) var declarations: FileDeclarations
    /// From `DeclarationSkim`: names, ranges and flags as the full parse, node handles not.
    public let skimmed: Bool

    public init(file: SourceFile, declarations: FileDeclarations, skimmed: Bool = false) {
        self.file = file
        self.declarations = declarations
        self.skimmed = skimmed
    }
}

private struct OwnedName: Hashable, Sendable {
    var owner: String
    var name: String
}

/// Name → indices in declaration order, without one array per name: the first index per name
/// in a dictionary and a `next` link per entry.
struct NameChains: Sendable {
    private var first: [String: Int32] = [:]
    private var next: [Int32]

    init(_ names: [String?]) {
        next = [Int32](repeating: -1, count: names.count)
        // No `reserveCapacity(names.count)`: names repeat (an owner per property), so that
        // reserved several times the table needed (megabytes on a large package).
        // Walk backwards so each chain ends up in forward (path, offset) order.
        for index in names.indices.reversed() {
            guard let name = names[index] else { continue }
            if let head = first[name] { next[index] = head }
            first[name] = Int32(index)
        }
    }

    /// The indices of `name`, walked in place: building an array per lookup showed in profiles.
    subscript(name: String) -> Chain { Chain(links: next, current: first[name] ?? -1) }

    struct Chain: Sequence, IteratorProtocol {
        fileprivate let links: [Int32]
        fileprivate var current: Int32

        var isEmpty: Bool { current < 0 }

        mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            defer { current = links[Int(current)] }
            return Int(current)
        }
    }
}
