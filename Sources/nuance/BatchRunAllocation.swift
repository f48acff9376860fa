#if os(Linux)
    import CMallocOptions
#endif

/// How a one-shot run (`check`, `preview`) asks the C allocator to behave: it builds the whole index,
/// writes its report and exits, so memory is taken from the system in large steps and never handed
/// back (fewer system calls and page faults; the server, which runs for hours, keeps the defaults).
enum BatchRunAllocation {
    static func configure() {
        #if os(Linux)
            // Grow the heap 64 MB at a time, never trim it, and serve blocks up to 32 MB (glibc's largest
            // setting) from the heap rather than from a mapping of their own.
            _ = mallopt(M_TOP_PAD, 64 << 20)
            _ = mallopt(M_TRIM_THRESHOLD, 1 << 30)
            _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        #endif
    }
}
