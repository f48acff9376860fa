import Foundation

/// The in-memory suites of `make bench` (whole `nuance check` processes against peers are
/// `scripts/bench`'s): one table, exit 1 when a goal is missed. The stylesheet, token and model
/// suites time work inside one process and are diagnostics: their goals are shown, not held.
@main
struct NuanceBench {
    static func main() throws {
        if CommandLine.arguments.dropFirst().first == "echo-server" { EchoServer.run() }
        var report = BenchReport()
        let only = CommandLine.arguments.dropFirst().first
        for (name, run) in suites where only == nil || only == name {
            FileHandle.standardError.write(Data("running \(name) benchmarks\n".utf8))
            let first = report.rows.count
            try run(&report)
            if diagnosticSuites.contains(name) { report.markDiagnostic(from: first) }
        }
        report.printTable()
        if !report.allGoalsMet { exit(1) }
    }

    /// Each area adds its suite here: `(name, run)`.
    static let suites: [(String, @Sendable (inout BenchReport) throws -> Void)] = [
        ("preview", PreviewBenchmarks.run),
        ("wire", WireBenchmarks.run),
        ("server", ServerBenchmarks.run),
        ("real-sheets", RealSheetBenchmarks.run),
        ("workspace", ServerWorkspaceBenchmarks.run),
        ("nss", StylesheetBenchmarks.run),
        ("tokens", TokenBenchmarks.run),
        ("models", ModelBenchmarks.run),
        ("features", FeatureLatencyBenchmarks.run),
    ]

    static let diagnosticSuites: Set<String> = ["nss", "tokens", "models"]
}
