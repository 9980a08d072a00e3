// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PhotoKit",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "PhotoKit", targets: ["PhotoKit"])],
    targets: [.target(name: "PhotoKit")]
)
