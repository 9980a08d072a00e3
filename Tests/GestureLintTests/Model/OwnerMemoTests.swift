import Testing
@testable import GestureLintCore

/// Answers are kept per owner, for a few owners, and never handed to a new owner (even one
/// allocated where a freed owner was).
@Suite struct OwnerMemoTests {
    final class Owner {}

    @Test func answersAreKeptPerOwner() {
        let memo = OwnerMemo(keeping: 2)
        let first = Owner(), second = Owner()
        #expect(memo.answer(first, "Card") { true })
        #expect(memo.answer(first, "Card") { false }, "kept: not computed again")
        #expect(!memo.answer(second, "Card") { false }, "another owner computes its own")
        #expect(!memo.answer(first, "Row") { false })
    }

    @Test func theOldestOwnerGoesFirst() {
        let memo = OwnerMemo(keeping: 2)
        let owners = [Owner(), Owner(), Owner()]
        for owner in owners { _ = memo.answer(owner, "Card") { true } }
        #expect(!memo.answer(owners[0], "Card") { false }, "evicted: computed again")
        #expect(memo.answer(owners[2], "Card") { false })
    }

    @Test func aFreedOwnersAnswersGoWithIt() {
        let memo = OwnerMemo(keeping: 4)
        for _ in 0..<200 {
            // A new owner may reuse a freed one's address: it must not see that one's answer.
            let owner = Owner()
            #expect(!memo.answer(owner, "Card") { false })
            #expect(memo.answer(owner, "Card") { true } == false)
            _ = memo.answer(Owner(), "Card") { true }
        }
    }
}
