/// The platforms `deployment_target:` accepts, spelled as in `@available` and `Package.swift`.
public enum DeploymentPlatform {
    public static let names = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]
}
