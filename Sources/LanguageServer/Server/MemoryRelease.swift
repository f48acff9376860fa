#if canImport(Glibc)
import Glibc
#endif

/// Large values the server is done with (an index and the findings of a superseded run), freed off
/// the server's executor.
enum MemoryRelease {
    /// Frees `value` at background priority, then hands the memory freed back to the system: glibc
    /// keeps freed pages of every thread's arena resident otherwise, and the next index would be
    /// built beside them rather than in them.
    static func release(_ value: some Sendable) {
        Task.detached(priority: .background) {
            withExtendedLifetime(value) {}
            returnFreedPages()
        }
    }

    static func returnFreedPages() {
        if getenv("NUANCE_NO_TRIM") == nil { mallocTrim?(0) }
    }

    /// glibc's `malloc_trim`, which its Swift module does not export; nil on other C libraries.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
