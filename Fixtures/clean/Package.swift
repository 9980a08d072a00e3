// swift-tools-version:5.9
// A project of its own: `gesturelint Fixtures/<this folder>` run from the repository then indexes
// only this folder, not every fixture of the gesturelint package around it.
import PackageDescription

let package = Package(name: "Clean")
