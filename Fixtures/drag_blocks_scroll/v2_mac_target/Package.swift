// swift-tools-version:5.9
import PackageDescription

// A Mac-only package: no iOS or visionOS entry.
let package = Package(
    name: "MacBoard",
    platforms: [.macOS(.v14)],
    targets: [.target(name: "MacBoard")]
)
