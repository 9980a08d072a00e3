import GestureLintCore

/// Every rule gesturelint ships, in catalog order.
public let allRules: [any Rule] = [
    DeprecatedGestureTypeRule(),
    StateShouldBeGestureStateRule(),
    MissingGestureFeedbackRule(),
    HeavyGestureCallbackRule(),
    UnclampedGestureScaleRule(),
    GestureAnimationCurveRule(),
]
