import FuzzInvariants

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// libFuzzer's driver, linked in by `-sanitize=fuzzer`. SwiftPM renames this module's `main`, so the
// driver is started from here instead of from libFuzzer's own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The target named by the first argument (`NuanceFuzz FuzzNSS corpus… -max_total_time=60`); the
/// remaining arguments go to libFuzzer.
nonisolated(unsafe) var target = FuzzTarget.nss

/// One input: libFuzzer's archive also refers to this name.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

let arguments = CommandLine.arguments
guard arguments.count > 1, let chosen = FuzzTarget(rawValue: arguments[1]) else {
    print("usage: NuanceFuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) [libFuzzer arguments]")
    exit(2)
}
target = chosen
// libFuzzer sees the program name followed by its own arguments.
var argv = CommandLine.unsafeArgv
argv[1] = argv[0]
var argc = CommandLine.argc - 1
var shifted = argv + 1
exit(runFuzzerDriver(&argc, &shifted, fuzzOneInput))
