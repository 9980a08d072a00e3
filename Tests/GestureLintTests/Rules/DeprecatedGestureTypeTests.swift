import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// `deprecated_gesture_type` against deployment targets, guards and fix safety.
@Suite struct DeprecatedGestureTypeTests {
    static func target(_ minimums: [Platform: OSVersion]) -> DeploymentTarget {
        DeploymentTarget(minimums: minimums, source: "Package.swift")
    }

    /// A target where the replacements exist, so the fix is offered (v2: none without a known target).
    static let modern = target([.iOS: OSVersion(17), .macOS: OSVersion(14)])

    /// `reportBelowTarget` sets the rule's `report_below_target` option (default false).
    func lint(_ code: String, target: DeploymentTarget? = Self.modern, reportBelowTarget: Bool? = nil) -> [Diagnostic] {
        let file = SourceFile(path: "View.swift", text: code)
        var options = RuleOptions()
        if let reportBelowTarget { options.values["report_below_target"] = .bool(reportBelowTarget) }
        let settings = ["deprecated_gesture_type": RuleSettings(severity: .warning, options: options)]
        let linter = Linter(rules: [DeprecatedGestureTypeRule()], settings: settings, deploymentTarget: { _ in target })
        return linter.lint([file])
    }

    func fixed(_ code: String, target: DeploymentTarget? = Self.modern) -> String {
        let file = SourceFile(path: "View.swift", text: code)
        let edits = lint(code, target: target).compactMap(\.fix).filter(\.safe).flatMap(\.edits)
        return TextEdit.apply(edits, to: file.bytes).map { String(decoding: $0, as: UTF8.self) } ?? "<overlap>"
    }

    static let pinch = """
    struct PhotoView: View {
        @State private var scale: CGFloat = 1
        var body: some View {
            Image("photo").gesture(MagnificationGesture().onChanged { value in scale = value })
        }
    }
    """

    @Test func noKnownTargetReportsWithoutAFix() {
        // (v2) With no target known the rename may break the build: plain message, no fix.
        let diagnostics = lint(Self.pinch, target: nil)
        #expect(diagnostics.map(\.message) == ["MagnificationGesture is deprecated; use MagnifyGesture"])
        #expect(diagnostics.first?.fix == nil)
        #expect(fixed(Self.pinch, target: nil) == Self.pinch)
        #expect(fixed(Self.pinch).contains("MagnifyGesture().onChanged { value in scale = value.magnification }"))
    }

    @Test func noKnownTargetButGuardedIsFixed() {
        let code = """
        struct PhotoView: View {
            @State private var scale: CGFloat = 1
            var body: some View {
                if #available(iOS 17, *) {
                    Image("photo").gesture(MagnificationGesture().onChanged { value in scale = value })
                }
            }
        }
        """
        #expect(lint(code, target: nil).first?.fix != nil)
    }

    @Test func modernTargetGetsThePlainFix() {
        let diagnostics = lint(Self.pinch, target: Self.target([.iOS: OSVersion(17)]))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.fix != nil)
        #expect(!diagnostics[0].message.contains("#available"))
    }

    @Test func olderTargetIsSilentByDefault() {
        // (v3) Below iOS 17 on every platform the target names, the deprecated type is the only API
        // the minimum OS has and the compiler is silent: so is the rule, unless asked.
        #expect(lint(Self.pinch, target: Self.target([.iOS: OSVersion(16, 4)])).isEmpty)
        #expect(lint(Self.pinch, target: Self.target([.iOS: OSVersion(16), .macOS: OSVersion(13)])).isEmpty)
        #expect(lint(Self.pinch, target: Self.target([.iOS: OSVersion(13, 2)]), reportBelowTarget: false).isEmpty)
        // A platform the replacements never exist on (tvOS) does not make the target "modern".
        #expect(lint(Self.pinch, target: Self.target([.iOS: OSVersion(16), .tvOS: OSVersion(17)])).isEmpty)
    }

    @Test func olderTargetWithTheOptionAsksForAGateAndOffersNoFix() {
        // (v3) `report_below_target: true` keeps the v2 behaviour: the gate message, no fix.
        let diagnostics = lint(Self.pinch, target: Self.target([.iOS: OSVersion(16, 4)]), reportBelowTarget: true)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.fix == nil)
        #expect(diagnostics.first?.message ==
            "MagnificationGesture is deprecated, but MagnifyGesture needs a newer OS than the deployment target (iOS 16.4); use MagnifyGesture inside `if #available(iOS 17, *)` and keep MagnificationGesture as the fallback")
        let both = lint(Self.pinch, target: Self.target([.iOS: OSVersion(16), .macOS: OSVersion(13)]), reportBelowTarget: true)
        #expect(both.first?.message.contains("(iOS 16.0, macOS 13.0)") == true)
        #expect(both.first?.message.contains("#available(iOS 17, macOS 14, *)") == true)
        // The option changes nothing where the replacement exists or no target is known.
        #expect(lint(Self.pinch, reportBelowTarget: true).first?.fix != nil)
        #expect(lint(Self.pinch, target: nil, reportBelowTarget: true).map(\.message) == ["MagnificationGesture is deprecated; use MagnifyGesture"])
    }

    @Test func theOptionIsABoolInTheConfiguration() throws {
        let rules = allRules.map(\.description)
        let on = try ConfigurationLoader.load(text: "rules:\n  deprecated_gesture_type:\n    report_below_target: true\n",
                                              path: ".gesturelint.yml", rules: rules)
        #expect(on.ruleOptions["deprecated_gesture_type"]?.bool("report_below_target", default: false) == true)
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.load(text: "rules:\n  deprecated_gesture_type:\n    report_below_target: yes\n",
                                         path: ".gesturelint.yml", rules: rules)
        }
        do {
            _ = try ConfigurationLoader.load(text: "rules:\n  deprecated_gesture_type:\n    report_below_target: \"true\"\n",
                                             path: ".gesturelint.yml", rules: rules)
            Issue.record("a quoted string was accepted as a bool")
        } catch {
            #expect(error.description.hasPrefix(".gesturelint.yml:3: error: 'rules.deprecated_gesture_type.report_below_target': expected true or false"),
                    "\(error)")
        }
    }

    @Test func otherPlatformsPresentCountToo() {
        // iOS is modern but macOS 13 is below 14: shared code needs the old type on macOS 13, so a
        // rename needs a gate there too. Silent by default; the option asks for the macOS gate.
        let mixed = Self.target([.iOS: OSVersion(17), .macOS: OSVersion(13)])
        #expect(lint(Self.pinch, target: mixed).isEmpty)
        // visionOS 1 named beside iOS 16 / macOS 13 (a package for all three): still a gate.
        #expect(lint(Self.pinch, target: Self.target([.iOS: OSVersion(16), .macOS: OSVersion(13), .visionOS: OSVersion(1)])).isEmpty)
        let diagnostics = lint(Self.pinch, target: mixed, reportBelowTarget: true)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.fix == nil)
        #expect(diagnostics.first?.message.contains("#available(macOS 14, *)") == true)
        // Built only for iOS (17): the rename is safe, reported with its fix by default.
        let iOSOnly = "#if os(iOS)\n" + Self.pinch + "\n#endif\n"
        #expect(lint(iOSOnly, target: mixed).first?.fix != nil)
        // watchOS 10 and visionOS 1 are modern enough.
        let modern = lint(Self.pinch, target: Self.target([.iOS: OSVersion(17), .watchOS: OSVersion(10), .visionOS: OSVersion(1)]))
        #expect(modern.first?.fix != nil)
    }

    @Test func ifAvailableGuardMakesItModern() {
        let code = """
        struct PhotoView: View {
            @State private var scale: CGFloat = 1
            var body: some View {
                if #available(iOS 17, *) {
                    Image("photo").gesture(MagnificationGesture().onChanged { value in scale = value })
                } else {
                    Image("photo").gesture(MagnificationGesture().onChanged { value in scale = value })
                }
            }
        }
        """
        let diagnostics = lint(code, target: Self.target([.iOS: OSVersion(16)]))
        // (v2) The else branch is the deliberate fallback: silent.
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.fix != nil, "inside #available: plain rename with fix")
        #expect(diagnostics.first?.range.lowerBound ?? 0 < code.utf8.count / 2)
    }

    @Test func guardAvailableAndAvailableAttributeMakeItModern() {
        let guarded = """
        struct PhotoView: View {
            @State private var scale: CGFloat = 1
            func pinch() -> some Gesture {
                guard #available(iOS 17.0, *) else { fatalError() }
                return MagnificationGesture().onChanged { value in scale = value }
            }
            var body: some View { Image("photo") }
        }
        """
        #expect(lint(guarded, target: Self.target([.iOS: OSVersion(16)])).first?.fix != nil)
        let attributed = """
        @available(iOS 17.0, *)
        struct PhotoView: View {
            @State private var scale: CGFloat = 1
            var body: some View {
                Image("photo").gesture(MagnificationGesture().onChanged { value in scale = value })
            }
        }
        """
        #expect(lint(attributed, target: Self.target([.iOS: OSVersion(15)])).first?.fix != nil)
        let tooLow = attributed.replacingOccurrences(of: "iOS 17.0", with: "iOS 16.0")
        #expect(lint(tooLow, target: Self.target([.iOS: OSVersion(15)])).isEmpty)
        #expect(lint(tooLow, target: Self.target([.iOS: OSVersion(15)]), reportBelowTarget: true).first?.fix == nil)
    }

    @Test func otherShapesAreReportedNotFixed() {
        let memberRead = """
        struct DialView: View {
            @State private var degrees = 0.0
            var body: some View {
                Circle().gesture(RotationGesture().onChanged { angle in degrees = angle.degrees })
            }
        }
        """
        #expect(lint(memberRead).count == 1)
        #expect(lint(memberRead).first?.fix == nil)
        // A handler used by two gestures (rewriting it for one would break the other), or read as an Angle.
        let sharedHandler = """
        struct DialView: View {
            @State private var angle = Angle.zero
            func turn(_ value: RotationGesture.Value) { angle = value }
            var body: some View {
                Circle().gesture(RotationGesture().onChanged(turn))
                Square().gesture(RotationGesture().onChanged(turn))
            }
        }
        """
        #expect(lint(sharedHandler).count == 3)
        #expect(lint(sharedHandler).allSatisfy { $0.fix == nil })
        let memberReadInHandler = """
        struct DialView: View {
            @State private var degrees = 0.0
            func turn(_ value: RotationGesture.Value) { degrees = value.degrees }
            var body: some View { Circle().gesture(RotationGesture().onChanged(turn)) }
        }
        """
        #expect(lint(memberReadInHandler).allSatisfy { $0.fix == nil })
        let composed = """
        struct PhotoView: View {
            var body: some View {
                Image("photo").gesture(MagnificationGesture().simultaneously(with: RotationGesture()).onChanged { value in print(value) })
            }
        }
        """
        #expect(lint(composed).count == 2)
        #expect(lint(composed).allSatisfy { $0.fix == nil })
        let extendedByName = """
        struct PhotoView: View {
            @State private var scale: CGFloat = 1
            var pinch: some Gesture { MagnificationGesture() }
            var body: some View { Image("photo").gesture(pinch.onChanged { value in scale = value }) }
        }
        """
        #expect(lint(extendedByName).first?.fix == nil)
    }

    @Test func shorthandAndUnusedValuesAreFixed() {
        let code = """
        struct PhotoView: View {
            @State private var scale: CGFloat = 1
            @State private var done = false
            var body: some View {
                Image("photo").gesture(MagnificationGesture().onChanged { scale = $0 }.onEnded { _ in done = true })
            }
        }
        """
        let result = fixed(code)
        #expect(result.contains("MagnifyGesture().onChanged { scale = $0.magnification }.onEnded { _ in done = true }"))
        // Idempotent: the fixed code reports nothing.
        #expect(lint(result).isEmpty)
    }

    @Test func initializerLabelsSwiftUIDoesNotHaveMeanAProjectType() {
        let code = """
        struct LogView: View {
            let entry = RotationGesture(degrees: 90, recordedAt: .now)
            var body: some View { Text("\\(entry.degrees)") }
        }
        """
        #expect(lint(code).isEmpty)
        // SwiftUI's own initializer argument is still SwiftUI's type.
        let swiftUI = "let pinch = MagnificationGesture(minimumScaleDelta: 0.05)"
        #expect(lint(swiftUI).count == 1)
    }

    @Test func aHandlerPassedByNameIsRewrittenWithItsGesture() {
        let code = """
        struct DialView: View {
            @State private var angle = Angle.zero
            func turn(_ value: RotationGesture.Value) { angle = value }
            var body: some View { Circle().gesture(RotationGesture().onChanged(turn)) }
        }
        """
        let diagnostics = lint(code)
        #expect(diagnostics.count == 2)
        // The constructor's fix carries every edit; the signature's diagnostic has none of its own.
        #expect(diagnostics.filter { $0.fix != nil }.count == 1)
        let result = fixed(code)
        #expect(result == """
        struct DialView: View {
            @State private var angle = Angle.zero
            func turn(_ value: RotateGesture.Value) { angle = value.rotation }
            var body: some View { Circle().gesture(RotateGesture().onChanged(turn)) }
        }
        """)
        #expect(lint(result).isEmpty)
    }

    /// (v2) The fixtures mark each finding's fix with `/* fix: safe */` or `/* fix: none */` on its
    /// line; linted with the targets their own `Package.swift` gives (and the options of their own
    /// `.gesturelint.yml`), the offered fixes must match.
    @Test func fixtureFixMarkersMatchTheOfferedFixes() throws {
        var checked = 0
        for (folder, project) in try FixtureHarness.projectFolders(under: "Fixtures")
        where folder.map({ $0.hasPrefix("Fixtures/deprecated_gesture_type/v2_") || $0.hasPrefix("Fixtures/deprecated_gesture_type/v3_") }) ?? false {
            let files = try project.map { path in
                SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: FixtureHarness.repositoryRoot.appendingPathComponent(path))))
            }
            let linter = try FixtureHarness.linter(Linter(rules: [DeprecatedGestureTypeRule()],
                                                          deploymentTarget: FixtureHarness.deploymentTargets.perFile),
                                                   forProjectIn: folder)
            for diagnostic in linter.lint(files) {
                let file = try #require(files.first { $0.path == diagnostic.path })
                let line = file.text(0..<file.bytes.count).split(separator: "\n", omittingEmptySubsequences: false)[diagnostic.start.line - 1]
                let offered = diagnostic.fix?.safe == true
                #expect(line.contains(offered ? "/* fix: safe */" : "/* fix: none */") || (!offered && !line.contains("fix:")),
                        "\(diagnostic.path):\(diagnostic.start.line): fix \(offered ? "offered" : "not offered")")
                checked += 1
            }
        }
        #expect(checked >= 14)
    }
}
