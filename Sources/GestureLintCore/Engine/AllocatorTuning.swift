#if canImport(Glibc)
import Glibc
#endif

/// Keeps freed memory in the process for the next file instead of handing it back to the kernel.
///
/// A run allocates and frees the same shapes file after file (a file's tokens, its tree, its
/// declarations). glibc's malloc serves a large request from a fresh `mmap` and gives it back on
/// `free` (past its threshold, 128 KiB at first), and returns the free top of its heap to the
/// kernel once it passes 128 KiB (the trim threshold), so the next file's arrays land on new pages,
/// which the kernel zeroes on first touch: a tenth of an in-process run over a corpus of mostly
/// gesture-free files went to clearing pages. With both thresholds raised, memory a file freed is
/// reused by the next. The process's peak is the same (that memory was in use at the peak); it is
/// just not given back between files.
///
/// Linux (glibc) only, applied once per process; a no-op elsewhere. The command line's lint (and its
/// worker) applies it before it reads the files; the language server does not, as a long-lived
/// process should give freed memory back. `mallopt` is
/// not in Swift's Glibc module, so it is looked up by name (it is part of glibc's ABI since 1996).
public enum AllocatorTuning {
    /// Requests up to this size come from the heap, not from their own `mmap`.
    static let mmapThreshold: Int32 = 32 << 20
    /// The heap's free top is given back to the kernel only past this size.
    static let trimThreshold: Int32 = 512 << 20

    /// Whether the thresholds are set (false off glibc, or if `mallopt` refused them).
    @discardableResult public static func apply() -> Bool { applied }

    private static let applied: Bool = {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        // M_MMAP_THRESHOLD is -3 and M_TRIM_THRESHOLD is -1 in <malloc.h>; setting either also turns
        // off glibc's own adjustment of both.
        let mapped = mallopt(-3, mmapThreshold)
        let trimmed = mallopt(-1, trimThreshold)
        return mapped == 1 && trimmed == 1
        #else
        return false
        #endif
    }()
}
