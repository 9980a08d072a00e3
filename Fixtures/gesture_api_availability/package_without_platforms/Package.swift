// swift-tools-version:5.9
import PackageDescription

// No `platforms:`: SwiftPM's defaults would apply, but gesturelint does not guess them.
let package = Package(name: "Tools", targets: [.executableTarget(name: "Tools")])
