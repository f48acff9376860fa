import Foundation

/// `make bench`: every benchmark, one table, exit 1 when a goal is missed.
@main
struct NuanceBench {
    static func main() throws {
        if CommandLine.arguments.dropFirst().first == "echo-server" { EchoServer.run() }
        var report = BenchReport()
        let only = CommandLine.arguments.dropFirst().first
        for (name, run) in suites where only == nil || only == name {
            FileHandle.standardError.write(Data("running \(name) benchmarks\n".utf8))
            try run(&report)
        }
        report.printTable()
        if !report.allGoalsMet { exit(1) }
    }

    /// Each area adds its suite here: `(name, run)`.
    static let suites: [(String, @Sendable (inout BenchReport) throws -> Void)] = [
        ("check", CheckBenchmarks.run),
        ("preview", PreviewBenchmarks.run),
        ("wire", WireBenchmarks.run),
        ("server", ServerBenchmarks.run),
        ("workspace", ServerWorkspaceBenchmarks.run),
        ("nss", StylesheetBenchmarks.run),
        ("tokens", TokenBenchmarks.run),
        ("models", ModelBenchmarks.run),
        ("features", FeatureLatencyBenchmarks.run),
    ]
}
