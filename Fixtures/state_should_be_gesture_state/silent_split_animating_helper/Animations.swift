import SwiftUI

public extension Animation {
    /// No animation at all, for tests.
    static let none: Animation = .linear(duration: 0)

    /// The default animation, or none in tests.
    static var appDefault: Animation {
        let animation: Animation = ProcessInfo.processInfo.arguments.contains("-testing") ? .none : .default
        return animation.respectingReduceMotion()
    }

    /// `self`, or no animation when Reduce Motion is on.
    func respectingReduceMotion() -> Self {
        UIAccessibility.isReduceMotionEnabled ? .none : self
    }
}

/// The app's animation wrapper, declared after an extension in its own file.
func withAppAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withAnimation(animation?.respectingReduceMotion(), body)
}
