// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Sketch",
    platforms: [
        // Raised from 16.0 for the new Charts APIs.
        .iOS("16.4"), /* the Mac app ships separately */
        // .iOS(.v17),
    ],
    targets: [.target(name: "Sketch")]
)
