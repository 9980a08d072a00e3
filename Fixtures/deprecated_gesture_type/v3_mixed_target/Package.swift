// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Studio",
    platforms: [.iOS(.v17), .macOS(.v13)],
    targets: [.target(name: "Studio")]
)
