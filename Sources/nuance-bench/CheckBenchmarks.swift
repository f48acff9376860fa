import Foundation

/// `nuance check` on generated workspaces of 100, 1,000 and 10,000 files: wall time, peak memory, and
/// how they grow.
enum CheckBenchmarks {
    static func run(_ report: inout BenchReport) throws {
        let binary = repositoryRoot.appendingPathComponent(".build/release/nuance").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError.missing("build the release binary first: swift build -c release --product nuance")
        }
        var times: [Int: Double] = [:]
        for size in [100, 1_000, 10_000] {
            let (root, bytes) = try WorkspaceGenerator(fileCount: size).generate()
            // `NUANCE_BENCH_KEEP=1` keeps the generated workspaces, for profiling `nuance check` on them.
            let keep = ProcessInfo.processInfo.environment["NUANCE_BENCH_KEEP"] != nil
            if keep { FileHandle.standardError.write(Data("  kept \(root)\n".utf8)) }
            defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
            var peak = 0
            let seconds = try medianSeconds(runs: size >= 10_000 ? 1 : 3) {
                peak = max(peak, try runProcess(binary, ["check", "--format", "json", root]))
            }
            times[size] = seconds
            let budget = Double(bytes) * 20 / 1_048_576 + 30
            let peakMB = Double(peak) / 1024
            report.add(BenchRow(
                name: "check \(size) files (\(bytes / 1024) KB)", ours: formatSeconds(seconds), peer: "-", ratio: nil,
                goal: size == 1_000 ? "< 1 s" : "-", met: size == 1_000 ? seconds < 1 : nil))
            report.add(BenchRow(
                name: "check \(size) files peak RSS", ours: String(format: "%.0f MB", peakMB), peer: "-", ratio: nil,
                goal: String(format: "≤ %.0f MB", budget), met: peakMB <= budget))
        }
        if let small = times[1_000], let large = times[10_000] {
            let growth = large / small
            report.add(BenchRow(
                name: "check growth 1,000 → 10,000 files", ours: String(format: "%.1f×", growth), peer: "-", ratio: growth,
                goal: "≤ 15× (linear)", met: growth <= 15))
        }
    }

    /// Runs a process to completion with its output discarded; returns its peak resident size in KB.
    /// (posix_spawn and wait4 rather than Foundation's Process, which reaps the child itself.)
    static func runProcess(_ path: String, _ arguments: [String]) throws -> Int {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError.missing("cannot start \(path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        return Int(usage.ru_maxrss)
    }
}

enum BenchError: Error, CustomStringConvertible {
    case missing(String)

    var description: String {
        switch self {
        case .missing(let what): return what
        }
    }
}
