import Foundation
import Testing

/// The SwiftPM plugins, used the way an adopting package uses them: a temporary package that
/// depends on this repository by path, built and linted with nested `swift build` / `swift package`
/// runs (their scratch folder inside the temporary folder). One test, because every step costs a
/// SwiftPM invocation and the later steps reuse the first one's build of `gesturelint`.
@Suite(.serialized, .timeLimit(.minutes(30))) struct PluginTests {
    static let view = """
        #if canImport(SwiftUI)
        import SwiftUI

        struct PhotoView: View {
            @State private var scale: CGFloat = 1
            var body: some View {
                Image("photo")
                    .scaleEffect(scale)
                    .accessibilityZoomAction { _ in }
                    .gesture(
                        MagnificationGesture()
                            .onChanged { value in scale = min(max(value, 1), 4) }
                    )
            }
        }
        #endif

        public func demoPlaceholder() {}

        """

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Demo",
            platforms: [.iOS(.v17), .macOS(.v14)],
            dependencies: [.package(path: "../gesturelint")],
            targets: [.target(name: "Demo", plugins: [.plugin(name: "GestureLintPlugin", package: "gesturelint")])]
        )

        """

    struct Run {
        var status: Int32
        var output: String
        var seconds: Double
    }

    static func swift(_ arguments: [String], in folder: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
                   seconds: Date().timeIntervalSince(started))
    }

    @Test func buildToolPluginWarnsAndCommandPluginLintsAndFixes() throws {
        let box = Sandbox()
        // The dependency's identity is its folder name, so the repository is linked as `gesturelint`.
        try FileManager.default.createSymbolicLink(atPath: box.path("gesturelint"), withDestinationPath: Executable.repositoryRoot.path)
        box.write("Demo/Package.swift", Self.manifest)
        let source = box.write("Demo/Sources/Demo/PhotoView.swift", Self.view)
        let package = box.path("Demo")
        let scratch = ["--scratch-path", box.path("scratch")]
        let finding = "PhotoView.swift:11:17: warning: MagnificationGesture is deprecated; use MagnifyGesture [deprecated_gesture_type]"

        let cold = try Self.swift(["build"] + scratch, in: package)
        #expect(cold.status == 0, "\(cold.output)")
        #expect(cold.output.contains(source + ":11:17: warning: MagnificationGesture is deprecated"), "\(cold.output)")
        // The plugin's stamp is a Swift file, so the target gets no resource bundle from it.
        let products = box.path("scratch/debug")
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: products)) ?? []
        #expect(!contents.contains { $0.hasSuffix(".resources") }, "\(contents)")

        // SwiftPM 6.3 relinks the plugin's tool once on the first rebuild after a cold build (its
        // plugin-tools build and the main build describe the link differently), which reruns the lint;
        // from then on an unchanged build does not lint again.
        let settle = try Self.swift(["build"] + scratch, in: package)
        #expect(settle.status == 0)
        let unchanged = try Self.swift(["build"] + scratch, in: package)
        #expect(unchanged.status == 0)
        #expect(!unchanged.output.contains("[deprecated_gesture_type]"), "\(unchanged.output)")
        // A source changed: it does.
        box.write("Demo/Sources/Demo/PhotoView.swift", Self.view + "// edited\n")
        let edited = try Self.swift(["build"] + scratch, in: package)
        #expect(edited.output.contains(finding), "\(edited.output)")

        let command = try Self.swift(["package"] + scratch + ["gesturelint", "--target", "Demo"], in: package)
        #expect(command.status == 0, "\(command.output)")
        #expect(command.output.contains("Sources/Demo/" + finding), "\(command.output)")
        let strict = try Self.swift(["package"] + scratch + ["gesturelint", "--strict"], in: package)
        #expect(strict.status != 0)

        // gesturelint-fix declares the write permission: without a terminal SwiftPM wants the flag.
        let refused = try Self.swift(["package"] + scratch + ["gesturelint-fix"], in: package)
        #expect(refused.status != 0 && refused.output.contains("--allow-writing-to-package-directory"), "\(refused.output)")
        #expect(box.read("Demo/Sources/Demo/PhotoView.swift").contains("MagnificationGesture()"))

        let fix = try Self.swift(["package"] + scratch + ["--allow-writing-to-package-directory", "gesturelint", "--fix"], in: package)
        #expect(fix.status == 0, "\(fix.output)")
        let fixed = box.read("Demo/Sources/Demo/PhotoView.swift")
        #expect(fixed.contains("MagnifyGesture()") && fixed.contains("min(max(value.magnification, 1), 4)"), "\(fixed)")
        // The same with the permission-declaring plugin, on a fresh copy of the finding.
        box.write("Demo/Sources/Demo/PhotoView.swift", Self.view)
        let fixCommand = try Self.swift(["package"] + scratch + ["--allow-writing-to-package-directory", "gesturelint-fix", "--target", "Demo"],
                                        in: package)
        #expect(fixCommand.status == 0, "\(fixCommand.output)")
        #expect(box.read("Demo/Sources/Demo/PhotoView.swift").contains("MagnifyGesture()"))
        print(String(format: "GestureLintPlugin: cold build %.1f s, first rebuild %.1f s, unchanged rebuild %.1f s, rebuild after an edit %.1f s, "
                     + "swift package gesturelint %.1f s", cold.seconds, settle.seconds, unchanged.seconds, edited.seconds, command.seconds))
    }
}
