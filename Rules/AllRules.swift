import GestureLintCore

/// Every rule gesturelint ships, in catalog order.
public let allRules: [any Rule] = [
    // The review checklist.
    DeprecatedGestureTypeRule(),
    StateShouldBeGestureStateRule(),
    MissingGestureFeedbackRule(),
    ParentChildGestureConflictRule(),
    HeavyGestureCallbackRule(),
    ConflictingGestureModifiersRule(),
    UnreachableExclusiveGestureRule(),
    UncheckedSequencedGestureRule(),
    UnclampedGestureScaleRule(),
    GestureBodyTypeRule(),
    GestureAnimationCurveRule(),
    TapGestureShouldBeButtonRule(),
    // Rules beyond the checklist.
    GestureAccessibilityRule(),
    GestureAPIAvailabilityRule(),
    DragBlocksScrollRule(),
    TapAreaWithoutContentShapeRule(),
]
