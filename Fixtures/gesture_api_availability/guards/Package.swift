// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Guards", platforms: [.iOS(.v16)], targets: [.target(name: "Guards")])
