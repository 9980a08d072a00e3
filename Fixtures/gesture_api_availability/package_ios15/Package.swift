// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "Legacy",
    platforms: [
        .iOS(.v15),
        .watchOS(.v8)
    ],
    targets: [.target(name: "Legacy")]
)
