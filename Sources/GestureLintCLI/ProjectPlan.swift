import GestureLintCore

/// What a run indexes besides what it reports: for every reported file, its project (nearest
/// `Package.swift`, `.xcodeproj` or `.xcworkspace`, else the repository root, else the folder
/// linted), every Swift file of that project (walked like discovery, with the configuration's
/// excludes; nested projects are their own), and the index scopes: one per project, or one per
/// SwiftPM target seeing the targets it depends on.
struct ProjectPlan {
    struct Project {
        var root: ProjectRoot
        var scopes: ProjectScopes
        /// Global number of the project's first scope.
        var base: Int
    }

    /// Global scope of each reported file (by absolute path).
    var scopeOfReported: [String: Int] = [:]
    /// The project of each reported file (by absolute path), as an index into `projects`.
    var projectOfReported: [String: Int] = [:]
    /// Files of the projects that are not reported: (absolute, scope).
    var indexOnly: [(absolute: String, scope: Int)] = []
    var projects: [Project] = []
    var scopes = IndexScopes.single

    /// - Parameters:
    ///   - reported: absolute paths of the reported files (for `--stdin`, the `--stdin-path`).
    ///   - fallback: the folder linted for a reported file that has no project above it.
    ///   - walkedRoots: folders discovery walked cleanly with these excludes
    ///     (`FileDiscovery.Walk.clean`): a walk of one of them or of a folder below finds only
    ///     reported files, so a project rooted there, on the path of a reported file, has no
    ///     index-only files and is not walked again.
    init(reported: [String], fallback: (String) -> String, excludes: ExcludeSet, walkedRoots: [String] = [],
         locator: ProjectLocator = ProjectLocator(), jobs: Int = 1) {
        // Per file, by position in `reported`; the tables keyed by path are sized once (grown one
        // file at a time, they rehashed every path again and again).
        let rootOfReported = zip(reported, locator.projects(ofFiles: reported)).map { path, project in
            project ?? ProjectRoot(path: fallback(path), kind: .folder)
        }
        scopeOfReported.reserveCapacity(reported.count)
        projectOfReported.reserveCapacity(reported.count)
        /// One reported file of each project root (the first).
        var reportedOfRoot: [ProjectRoot: String] = [:]
        for (position, root) in rootOfReported.enumerated() where position == 0 || rootOfReported[position - 1] != root {
            if reportedOfRoot[root] == nil { reportedOfRoot[root] = reported[position] }
        }
        // Each project is read and walked on its own (in parallel: the walks are most of a plan's
        // time), then numbered in root order, so the plan is the same whatever `jobs`.
        let roots = reportedOfRoot.keys.sorted()
        let walkedAlready = roots.map { Self.walked($0.path, roots: walkedRoots, holding: reportedOfRoot[$0]!) }
        // Only a project walked again needs to know which of its files are reported.
        let reportedSet = walkedAlready.allSatisfy { $0 } ? [] : Set(reported)
        let surveys = Parallel.map(Array(zip(roots, walkedAlready)), jobs: jobs) {
            root, walkedAlready -> (scopes: ProjectScopes, others: [(String, Int)]) in
            let scopes = ProjectScopes.of(root)
            if walkedAlready { return (scopes, []) }
            let discovery = FileDiscovery(excludes: excludes, forceExclude: true, warn: { _ in }, display: { $0 },
                                          stopsAtNestedProjects: true)
            let walk = try? discovery.walkPaths([root.path])
            locator.remember(walk?.listing ?? FolderListing())
            var others: [(String, Int)] = []
            let unreported = (walk?.files ?? []).filter { !reportedSet.contains($0) }
            for (file, project) in zip(unreported, locator.projects(ofFiles: unreported)) {
                // A file under a nested package or project belongs to that one.
                let own = project ?? ProjectRoot(path: root.path, kind: .folder)
                guard own.path == root.path else { continue }
                others.append((file, scopes.scope(ofFile: file)))
            }
            return (scopes, others)
        }
        var visible: [[Int]] = []
        for (root, survey) in zip(roots, surveys) {
            let base = visible.count
            visible.append(contentsOf: survey.scopes.visible.map { $0.map { $0 + base } })
            projects.append(Project(root: root, scopes: survey.scopes, base: base))
            for (file, scope) in survey.others { indexOnly.append((file, base + scope)) }
        }
        let projectIndexByRoot = Dictionary(uniqueKeysWithValues: projects.enumerated().map { ($1.root, $0) })
        var previous: (root: ProjectRoot, project: Int)?
        for (path, root) in zip(reported, rootOfReported) {
            let project = previous.flatMap { $0.root == root ? $0.project : nil } ?? projectIndexByRoot[root]!
            previous = (root, project)
            projectOfReported[path] = project
            scopeOfReported[path] = projects[project].base + projects[project].scopes.scope(ofFile: path)
        }
        scopes = IndexScopes(visible: visible)
    }

    /// Whether `folder` is one of `roots` or below one, and holds `file` (a reported file: so the
    /// walk reached it under this very name).
    static func walked(_ folder: String, roots: [String], holding file: String) -> Bool {
        func below(_ path: String, _ parent: String) -> Bool { path.hasPrefix(parent == "/" ? "/" : parent + "/") }
        return below(file, folder) && roots.contains { folder == $0 || below(folder, $0) }
    }

    /// Where `path` (a reported file) belongs, for `gesturelint projects`.
    func describe(_ path: String) -> (root: ProjectRoot, scope: String, sees: [String])? {
        guard let projectIndex = projectOfReported[path], let scope = scopeOfReported[path] else { return nil }
        let project = projects[projectIndex]
        let local = scope - project.base
        return (project.root, project.scopes.names[local], Array(project.scopes.seenNames(by: local).dropFirst()))
    }
}
