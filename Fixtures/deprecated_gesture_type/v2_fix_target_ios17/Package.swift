// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ModernViewer",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    targets: [.target(name: "ModernViewer")]
)
