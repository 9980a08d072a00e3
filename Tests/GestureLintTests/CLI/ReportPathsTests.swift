import Testing
@testable import GestureLintCLI

/// The report's file list is `Set(paths).sorted()`; a list already in order is taken as it is.
@Suite struct ReportPathsTests {
    @Test func sortedUniqueIsTheSortedSetOfThePaths() {
        let cases: [[String]] = [
            [], ["a.swift"], ["a.swift", "b.swift", "c/d.swift"],
            ["b.swift", "a.swift"], ["a.swift", "a.swift"], ["a.swift", "b.swift", "a.swift"],
            ["Sources/A.swift", "Sources/a.swift", "Sources/\u{E9}.swift", "Sources/e\u{301}x.swift"],
            ["x/b.swift", "x-y/a.swift", "x/a.swift"],
        ]
        for paths in cases {
            #expect(LintCommand.sortedUnique(paths) == Set(paths).sorted(), "\(paths)")
        }
    }
}
