import Testing
@testable import GestureLintCore

/// `AllocatorTuning`: glibc's malloc keeps freed memory for the next file.
@Suite struct AllocatorTuningTests {
    @Test func thresholdsAreSetOnceOnGlibc() {
        #if canImport(Glibc)
        #expect(AllocatorTuning.apply())
        #expect(AllocatorTuning.apply())   // applied once; asking again changes nothing
        #else
        #expect(!AllocatorTuning.apply())
        #endif
    }
}
