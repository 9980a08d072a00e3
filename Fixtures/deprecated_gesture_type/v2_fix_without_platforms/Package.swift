// swift-tools-version:5.9
import PackageDescription

// No `platforms:`: SwiftPM's old defaults apply, so MagnifyGesture may not exist here.
let package = Package(name: "Viewer", targets: [.target(name: "Viewer")])
