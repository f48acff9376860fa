#if canImport(Glibc)
    import Glibc
#endif

/// Keeps a worker thread off the core the calling thread runs on, where available (Linux).
///
/// When another process keeps the other core busy, the scheduler may wake a worker on the calling
/// thread's core, where the two only take turns; off that core, the worker at least shares the other
/// core's time and the pieces it takes are done in parallel.
enum CPUPlacement {
    /// The core the calling thread runs on, or nil where this is not known.
    static func current() -> Int32? {
        #if canImport(Glibc)
            guard let getCPU = functions.getCPU else { return nil }
            let cpu = getCPU()
            return cpu >= 0 ? cpu : nil
        #else
            return nil
        #endif
    }

    /// The cores the current thread may run on, or nil where this is not known.
    static func allowed() -> Set<Int32>? {
        #if canImport(Glibc)
            guard let get = functions.getAffinity else { return nil }
            var allowed = cpu_set_t()
            let size = MemoryLayout<cpu_set_t>.size
            guard withUnsafeMutableBytes(of: &allowed, { get(0, size, $0.baseAddress!) }) == 0 else { return nil }
            return withUnsafeBytes(of: &allowed) { bytes in
                Set((0..<Int32(size * 8)).filter { bytes[Int($0) / 8] & (UInt8(1) << UInt8($0 % 8)) != 0 })
            }
        #else
            return nil
        #endif
    }

    /// Runs `body` on the current thread kept off core `cpu` (when the thread may run elsewhere), then
    /// gives the thread back the cores it could run on.
    static func avoiding<T>(_ cpu: Int32?, _ body: () -> T) -> T {
        #if canImport(Glibc)
            guard let cpu, let get = functions.getAffinity, let set = functions.setAffinity else { return body() }
            var allowed = cpu_set_t()
            let size = MemoryLayout<cpu_set_t>.size
            guard Int(cpu) < size * 8, withUnsafeMutableBytes(of: &allowed, { get(0, size, $0.baseAddress!) }) == 0 else { return body() }
            var others = allowed
            let hasOthers = withUnsafeMutableBytes(of: &others) { bytes in
                bytes[Int(cpu) / 8] &= ~(UInt8(1) << UInt8(cpu % 8))
                return bytes.contains { $0 != 0 }
            }
            guard hasOthers, withUnsafeMutableBytes(of: &others, { set(0, size, $0.baseAddress!) }) == 0 else { return body() }
            defer { _ = withUnsafeMutableBytes(of: &allowed) { set(0, size, $0.baseAddress!) } }
            return body()
        #else
            return body()
        #endif
    }

    #if canImport(Glibc)
        private typealias GetCPU = @convention(c) () -> Int32
        private typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32

        /// glibc's `sched_getcpu`, `sched_getaffinity` and `sched_setaffinity`, which its Swift module
        /// does not declare (they need `_GNU_SOURCE`).
        private struct Functions: @unchecked Sendable {
            var getCPU: GetCPU?
            var getAffinity: Affinity?
            var setAffinity: Affinity?
        }

        private static let functions: Functions = {
            let process = dlopen(nil, RTLD_NOW)
            func find<F>(_ name: String, as type: F.Type) -> F? {
                guard let symbol = dlsym(process, name) else { return nil }
                return unsafeBitCast(symbol, to: type)
            }
            return Functions(
                getCPU: find("sched_getcpu", as: GetCPU.self), getAffinity: find("sched_getaffinity", as: Affinity.self),
                setAffinity: find("sched_setaffinity", as: Affinity.self))
        }()
    #endif
}
