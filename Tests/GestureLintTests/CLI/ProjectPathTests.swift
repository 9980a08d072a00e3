import Testing
@testable import GestureLintCore

/// `ProjectPath.normalize` splits at the byte `/`; on paths whose `/`s are not followed by a
/// combining mark it gives what splitting the `String` gave (the reference below, the old code).
@Suite struct ProjectPathTests {
    static func reference(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    @Test func normalizeGivesWhatSplittingTheStringGave() {
        let paths = ["", "/", "//", "a", "/a", "a/", "/a/b/", "/a//b", "/a/./b", "/a/../b", "/../a", "a/../..", "../a/b/..",
                     "/root/pkg/Sources/Target", "/root/pkg/./Sources/../Tests/T", "/x/.../y", "/x/..a/.b/y",
                     "/Users/\u{E9}l\u{E8}ve/Caf\u{E9}/Sources/\u{1F600}", "/e\u{301}/./n\u{303}o/../Ma\u{308}", "relative/./x"]
        for path in paths {
            #expect(ProjectPath.normalize(path) == Self.reference(path), "\(path)")
        }
    }
}

/// `ProjectLocator.parent(of:)` cuts at the last byte `/`, as the `Character` search did.
@Suite struct ProjectParentTests {
    @Test func parentIsTheFolderAbove() {
        let cases = [("/a/b/c.swift", "/a/b"), ("/a", "/"), ("/", "/"), ("a.swift", "a.swift"), ("a/b", "a"),
                     ("/Caf\u{E9}/\u{1F600}/x.swift", "/Caf\u{E9}/\u{1F600}"), ("/x/e\u{301}.swift", "/x")]
        for (path, parent) in cases {
            #expect(ProjectLocator.parent(of: path) == parent, "\(path)")
        }
    }
}
