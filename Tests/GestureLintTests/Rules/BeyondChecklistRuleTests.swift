import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// Availability guards and deployment-target sources for `gesture_api_availability`.
@Suite struct GestureAPIAvailabilityTests {
    static let iOS16 = DeploymentTarget(minimums: [.iOS: OSVersion(16)], source: "Package.swift")

    func lines(_ code: String, target: DeploymentTarget? = iOS16) -> [Int] {
        let file = SourceFile(path: "View.swift", text: code)
        return Linter(rules: [GestureAPIAvailabilityRule()], deploymentTarget: { _ in target })
            .lint([file]).map(\.start.line)
    }

    @Test func noTargetMeansSilence() {
        #expect(lines("let g = MagnifyGesture()", target: nil).isEmpty)
    }

    @Test func configuredTargetFromTheResolverWins() {
        // A Package.swift says iOS 16; the configuration says iOS 17: the configuration wins.
        let project = TemporaryProject()
        project.write("Package.swift", "let p = Package(name: \"A\", platforms: [.iOS(.v16)])")
        let path = project.write("Sources/View.swift", "let g = MagnifyGesture()\n")
        let file = SourceFile(path: path, text: "let g = MagnifyGesture()\n")
        let inferred = Linter(rules: [GestureAPIAvailabilityRule()], deploymentTarget: DeploymentTargetResolver().perFile)
        #expect(inferred.lint([file]).count == 1)
        let configured = DeploymentTargetResolver(
            configured: DeploymentTarget(minimums: [.iOS: OSVersion(17)], source: ".gesturelint.yml"))
        #expect(Linter(rules: [GestureAPIAvailabilityRule()], deploymentTarget: configured.perFile).lint([file]).isEmpty)
    }

    @Test func ifAvailableCoversOnlyItsBody() {
        #expect(lines("""
            var body: some View {
                if #available(iOS 17, *) {
                    Color.red.gesture(MagnifyGesture())
                } else {
                    Color.red.gesture(MagnifyGesture())
                }
            }
            """) == [5])
    }

    @Test func ifAvailableWithOtherConditions() {
        #expect(lines("""
            func f(enabled: Bool) {
                if enabled, #available(iOS 17.0, *) { _ = RotateGesture() }
                while #available(iOS 17, *) { _ = RotateGesture(); break }
            }
            """).isEmpty)
    }

    @Test func guardAvailableCoversTheRestOfTheScope() {
        #expect(lines("""
            func f() {
                _ = MagnifyGesture()
                guard #available(iOS 17, *) else { return }
                _ = MagnifyGesture()
                if true { _ = MagnifyGesture() }
            }
            func g() { _ = MagnifyGesture() }
            """) == [2, 7])
    }

    @Test func availableAttributeOnDeclarationTypeAndExtension() {
        #expect(lines("""
            @available(iOS 17, *)
            func f() { _ = MagnifyGesture() }
            @available(iOS 17.0, macOS 14.0, *)
            struct A { var g: some Gesture { RotateGesture() } }
            @available(iOS, introduced: 17)
            extension A { func h(_ v: MagnifyGesture.Value) {} }
            @MainActor @available(iOS 17, *) final class B { let g = MagnifyGesture() }
            """).isEmpty)
    }

    @Test func layoutsOfGuardsAndAttributes() {
        #expect(lines("""
            /// Zoom.
            @available(iOS 17.0, *)
            // Only on new systems.
            public static var pinch: some Gesture {
                MagnifyGesture()
            }
            func f() {
                if #available(iOS 17, *)
                {
                    _ = RotateGesture()
                }
                let later = {
                    guard #available(iOS 17, *) else { return }
                    _ = RotateGesture()
                }
                later()
            }
            struct Outer {
                @available(iOS 17, *)
                struct Inner { let g = MagnifyGesture(); func h() { _ = RotateGesture() } }
            }
            """).isEmpty)
    }

    @Test func guardInAnInnerScopeDoesNotLeak() {
        #expect(lines("""
            func f() {
                if flag {
                    guard #available(iOS 17, *) else { return }
                }
                _ = RotateGesture()
            }
            """) == [5])
    }

    @Test func tooLowAttributeDoesNotCover() {
        #expect(lines("""
            @available(iOS 16, *)
            struct A { var g: some Gesture { RotateGesture() } }
            """) == [2])
    }

    @Test func platformsOutsideTheTargetAreNotChecked() {
        let macOnly = DeploymentTarget(minimums: [.macOS: OSVersion(14)], source: "Package.swift")
        #expect(lines("let g = MagnifyGesture()", target: macOnly).isEmpty)
        let both = DeploymentTarget(minimums: [.iOS: OSVersion(17), .macOS: OSVersion(13)], source: "Package.swift")
        #expect(lines("let g = MagnifyGesture()", target: both) == [1])
        #expect(lines("#if os(iOS)\nlet g = MagnifyGesture()\n#endif", target: both).isEmpty)
        #expect(lines("@available(macOS, unavailable)\nstruct A { let g = MagnifyGesture() }", target: both).isEmpty)
        #expect(lines("#if canImport(UIKit)\nlet g = MagnifyGesture()\n#endif", target: both).isEmpty)
        #expect(lines("#if !os(macOS)\nlet g = MagnifyGesture()\n#else\nlet h = MagnifyGesture()\n#endif", target: both) == [4])
        #expect(lines("#if os(iOS) || os(macOS)\nlet g = MagnifyGesture()\n#endif", target: both) == [2])
        #expect(lines("#if DEBUG\nlet g = MagnifyGesture()\n#endif", target: both) == [2])
    }

    @Test func velocityOnlyOnDragValues() {
        #expect(lines("""
            let a = DragGesture().onEnded { value in print(value.velocity) }
            let b = DragGesture().onChanged { print($0.velocity) }
            let c = LongPressGesture().onEnded { value in print(ball.velocity) }
            func d(_ value: DragGesture.Value) -> CGSize { value.velocity }
            func e(_ value: Particle) -> CGVector { value.velocity }
            """) == [1, 2, 4])
    }

    @Test func onTapGestureWithCoordinateSpace() {
        #expect(lines("""
            let a = Color.red.onTapGesture(coordinateSpace: .global) { location in print(location) }
            let b = Color.red.onTapGesture(count: 2) { print("double") }
            """) == [1])
    }

    @Test func spatialTapNeedsIOS16() {
        let iOS15 = DeploymentTarget(minimums: [.iOS: OSVersion(15)], source: "App.xcodeproj")
        #expect(lines("let g = SpatialTapGesture()", target: iOS15) == [1])
        #expect(lines("let g = SpatialTapGesture()").isEmpty)
    }

    @Test func messageNamesTheSourceAndTheGuard() {
        let file = SourceFile(path: "View.swift", text: "let g = MagnifyGesture()")
        let message = Linter(rules: [GestureAPIAvailabilityRule()], deploymentTarget: { _ in Self.iOS16 })
            .lint([file]).first?.message
        #expect(message == "MagnifyGesture requires iOS 17 but this code builds for iOS 16.0 (Package.swift); wrap it in `if #available(iOS 17, *)` or mark the declaration `@available(iOS 17, *)`")
    }
}

/// Container nesting and alternatives for the other three rules.
@Suite struct BeyondChecklistScopeTests {
    func lines(_ rule: any Rule, _ code: String) -> [Int] {
        Linter(rules: [rule]).lint([SourceFile(path: "View.swift", text: code)]).map(\.start.line)
    }

    @Test func dragInsideNestedContainersOfAList() {
        #expect(lines(DragBlocksScrollRule(), """
            var body: some View {
                NavigationStack {
                    List {
                        Section {
                            ForEach(items) { item in
                                if item.isOn {
                                    Text(item.name).gesture(DragGesture())
                                }
                            }
                        }
                    }
                }
            }
            """) == [7])
    }

    @Test func dragBesideAScrollViewIsSilent() {
        #expect(lines(DragBlocksScrollRule(), """
            var body: some View {
                VStack {
                    ScrollView { Text("a") }
                    Text("b").gesture(DragGesture())
                }
            }
            """).isEmpty)
    }

    @Test func tapOnStackBuiltByHelperWithSpacerInABranch() {
        #expect(lines(TapAreaWithoutContentShapeRule(), """
            struct V: View {
                var body: some View {
                    row.onTapGesture(count: 2) { flag.toggle() }
                }
                var row: some View {
                    HStack {
                        Text("a")
                        if flag { Spacer() } else { Text("b") }
                    }
                }
            }
            """) == [3])
    }

    @Test func accessibilityAlternativesEachSilence() {
        for alternative in GestureAccessibilityRule.alternatives.sorted() {
            let code = "let v = Color.red.gesture(DragGesture().onEnded { _ in go() }).\(alternative)(named: \"Go\") { go() }"
            #expect(lines(GestureAccessibilityRule(), code).isEmpty, "\(alternative)")
        }
        #expect(lines(GestureAccessibilityRule(), "let v = Color.red.gesture(DragGesture().onEnded { _ in go() })") == [1])
    }

    @Test func feedbackOnlyAndTapsAreSilent() {
        #expect(lines(GestureAccessibilityRule(), """
            let a = Color.red.gesture(DragGesture().updating($drag) { v, s, _ in s = v.translation })
            let b = Color.red.gesture(TapGesture(count: 2).onEnded { zoom() })
            let c = Toggle("On", isOn: $on).simultaneousGesture(LongPressGesture().onEnded { _ in hint() })
            let d = Color.red.onLongPressGesture(perform: {}, onPressingChanged: { pressing = $0 })
            """).isEmpty)
    }
}
