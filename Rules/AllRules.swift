import GestureLintCore

/// Every rule gesturelint ships, in catalog order.
public let allRules: [any Rule] = [
    // The review checklist.
    ParentChildGestureConflictRule(),
    ConflictingGestureModifiersRule(),
    UnreachableExclusiveGestureRule(),
    UncheckedSequencedGestureRule(),
    GestureBodyTypeRule(),
    TapGestureShouldBeButtonRule(),
    // Rules beyond the checklist.
    GestureAccessibilityRule(),
    GestureAPIAvailabilityRule(),
    DragBlocksScrollRule(),
    TapAreaWithoutContentShapeRule(),
]
