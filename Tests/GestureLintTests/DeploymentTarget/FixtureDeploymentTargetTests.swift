import Foundation
import Testing
import GestureLintCore

/// The decision the fixture harness relies on: the walk stops at the repository root and the
/// repository's own `Package.swift` has no `platforms:`, so only fixture folders that carry a
/// project file of their own have a deployment target.
@Suite struct FixtureDeploymentTargetTests {
    let resolver = FixtureHarness.deploymentTargets

    @Test func fixturesWithoutAProjectFileHaveNoTarget() {
        #expect(resolver.target(forFile: "Fixtures/clean/PhotoViewer.swift") == nil)
        #expect(resolver.target(forFile: "Fixtures/gesture_accessibility/trigger_drag_card_inline.swift") == nil)
        #expect(resolver.target(forFile: "Sources/GestureLintCore/Engine/Linter.swift") == nil)
    }

    @Test func fixtureProjectsUseTheirOwnFiles() {
        let package = resolver.target(forFile: "Fixtures/gesture_api_availability/package_member_versions/trigger_every_ios17_api.swift")
        #expect(package?.minimums == [.iOS: OSVersion(16), .macOS: OSVersion(13)])
        #expect(package?.sourceName == "Package.swift")
        let xcode = resolver.target(forFile: "Fixtures/gesture_api_availability/xcode_project/App/trigger_lowest_configuration.swift")
        #expect(xcode?.minimums == [.iOS: OSVersion(16)])
        #expect(xcode?.sourceName == "App.xcodeproj")
        #expect(resolver.target(forFile: "Fixtures/gesture_api_availability/package_without_platforms/silent_no_target_known.swift") == nil)
        let modern = resolver.target(forFile: "Fixtures/gesture_api_availability/xcode_project_modern/Sources/silent_target_from_xcode_is_high_enough.swift")
        #expect(modern?.minimums == [.iOS: OSVersion(17), .macOS: OSVersion(14)])
    }

    @Test func reportForJSON() {
        let report = resolver.report(path: "Fixtures/gesture_api_availability/package_ios15/trigger_spatial_tap_at_ios15.swift")
        #expect(report.minimums == ["iOS": "15.0", "watchOS": "8.0"])
        #expect(report.source == "Fixtures/gesture_api_availability/package_ios15/Package.swift")
        #expect(resolver.report(path: "Fixtures/clean/PhotoViewer.swift").source == nil)
    }

    @Test func describeNamesTheFile() {
        let line = resolver.describe(path: "Fixtures/gesture_api_availability/package_string_version/trigger_ios17_api_at_16_4.swift")
        #expect(line.hasSuffix(": iOS 16.4 (from Fixtures/gesture_api_availability/package_string_version/Package.swift)"))
    }
}
