#if os(Linux)
import CMalloc
#endif
import Foundation

/// Caps glibc's malloc arenas at one per core (at least two). By default glibc gives each
/// new thread an arena of its own, up to eight per core; the builds' worker threads then
/// each hold freed memory the others cannot reuse, which a cold build of 10,000 books paid
/// for with about 11 MB more peak memory and no speed (docs/performance.md). A
/// `MALLOC_ARENA_MAX` in the environment is left to decide.
enum MallocArenas {
    /// Sets the cap; call before any thread starts.
    static func cap() {
        #if os(Linux)
        guard ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] == nil else { return }
        _ = mallopt(M_ARENA_MAX, Int32(max(2, ProcessInfo.processInfo.activeProcessorCount)))
        #endif
    }
}
