// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The rules' generated Markdown pages live beside their sources but are not compiled.
let ruleDocumentation = ((try? FileManager.default.contentsOfDirectory(
    atPath: Context.packageDirectory + "/Rules")) ?? []).filter { $0.hasSuffix(".md") }.sorted()

let package = Package(
    name: "gesturelint",
    products: [
        .executable(name: "gesturelint", targets: ["gesturelint"]),
        .library(name: "GestureLintCore", targets: ["GestureLintCore"]),
        // Add to a target to lint it on every build (findings become build warnings and errors).
        .plugin(name: "GestureLintPlugin", targets: ["GestureLintPlugin"]),
        // `swift package gesturelint [lint options] [--target T]`.
        .plugin(name: "GestureLintCommand", targets: ["GestureLintCommand"]),
        // `swift package gesturelint-fix`: the same with --fix, declaring the write permission (Xcode asks for it).
        .plugin(name: "GestureLintFixCommand", targets: ["GestureLintFixCommand"]),
    ],
    targets: [
        // The engine, in the order data flows: source → tokens → syntax → index/model → diagnostics → reports.
        .target(name: "GestureLintCore", path: "Sources/GestureLintCore"),
        // One file per rule, each carrying its own documentation and examples.
        .target(name: "GestureLintRules", dependencies: ["GestureLintCore"], path: "Rules",
                exclude: ruleDocumentation),
        // Command line: argument parsing, configuration, discovery, reporters.
        .target(name: "GestureLintCLI", dependencies: ["GestureLintCore", "GestureLintRules"], path: "Sources/GestureLintCLI"),
        .executableTarget(name: "gesturelint", dependencies: ["GestureLintCLI"], path: "Sources/gesturelint"),
        .executableTarget(name: "gesturelint-bench", dependencies: ["GestureLintCore", "GestureLintRules"], path: "Sources/gesturelint-bench"),
        // Build-tool and command plugins; both run this package's own `gesturelint` (no binary download).
        .plugin(name: "GestureLintPlugin", capability: .buildTool(), dependencies: ["gesturelint"],
                path: "Plugins/GestureLintPlugin"),
        .plugin(name: "GestureLintCommand",
                capability: .command(intent: .custom(verb: "gesturelint",
                                                     description: "Lint SwiftUI gesture code (gesturelint lint options; --target T)")),
                dependencies: ["gesturelint"], path: "Plugins/GestureLintCommand"),
        .plugin(name: "GestureLintFixCommand",
                capability: .command(intent: .custom(verb: "gesturelint-fix",
                                                     description: "Apply gesturelint's safe fixes (lint options; --target T)"),
                                     permissions: [.writeToPackageDirectory(reason: "gesturelint-fix rewrites Swift files with gesturelint's safe fixes")]),
                dependencies: ["gesturelint"], path: "Plugins/GestureLintFixCommand"),
        .testTarget(
            name: "GestureLintTests",
            dependencies: ["GestureLintCore", "GestureLintRules", "GestureLintCLI"],
            path: "Tests/GestureLintTests",
            // Golden inputs are SwiftUI sources read at run time, not compiled into the tests.
            exclude: ["Golden"]
        ),
    ]
)
