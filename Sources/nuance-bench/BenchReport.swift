import Foundation

/// One line of the benchmark table: our figure, a peer measured in the same run, and the goal.
struct BenchRow {
    var name: String
    var ours: String
    var peer: String
    /// ours / peer for times (lower is better), or peer / ours for throughput, as `goal` states.
    var ratio: Double?
    var goal: String
    /// nil when the row has no goal.
    var met: Bool?
}

/// Collects rows and prints them as one table.
struct BenchReport {
    var rows: [BenchRow] = []

    mutating func add(_ row: BenchRow) {
        rows.append(row)
        FileHandle.standardError.write(Data("  measured \(row.name)\n".utf8))
    }

    /// The rows from `first` on are diagnostics: their goal is kept in the text, not held.
    mutating func markDiagnostic(from first: Int) {
        for position in first..<rows.count where rows[position].met != nil {
            rows[position].goal = "diagnostic (\(rows[position].goal), \(rows[position].met! ? "met" : "missed"))"
            rows[position].met = nil
        }
    }

    var allGoalsMet: Bool { rows.allSatisfy { $0.met != false } }

    func printTable() {
        let header = ["benchmark", "nuance", "peer", "ratio", "goal", "met"]
        let lines = rows.map { row in
            [
                row.name, row.ours, row.peer, row.ratio.map { String(format: "%.2f", $0) } ?? "-", row.goal,
                row.met.map { $0 ? "yes" : "NO" } ?? "-",
            ]
        }
        let widths = header.indices.map { column in ([header] + lines).map { $0[column].count }.max() ?? 0 }
        func format(_ cells: [String]) -> String {
            cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: " | ")
        }
        print(format(header))
        print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-"))
        for line in lines { print(format(line)) }
    }
}

/// Median wall time of `body` in seconds over `runs` runs, after one warm-up run.
func medianSeconds(runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Median times of `peer` and `ours`, run alternately so that both see the same machine load, in
/// the order peer-ours then ours-peer, so that each follows the other as often as itself (a run
/// is faster or slower depending on what ran just before it).
func interleavedMedians(runs: Int, _ peer: () -> Void, _ ours: () -> Void) -> (peer: Double, ours: Double) {
    func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    peer()
    ours()
    var peerSamples: [Double] = []
    var ourSamples: [Double] = []
    for round in 0..<runs {
        if round % 2 == 0 {
            peerSamples.append(seconds(peer))
            ourSamples.append(seconds(ours))
        } else {
            ourSamples.append(seconds(ours))
            peerSamples.append(seconds(peer))
        }
    }
    return (peerSamples.sorted()[runs / 2], ourSamples.sorted()[runs / 2])
}

func formatSeconds(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.1f µs", seconds * 1e6)
        : seconds < 1 ? String(format: "%.2f ms", seconds * 1e3) : String(format: "%.2f s", seconds)
}

/// The repository root, found from this file's location (benchmarks read fixtures and `../shared`).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `nuance` binary built next to `nuance-bench`; nil (and a note on stderr) when it is missing, so
/// that the suite that needs it is skipped.
func nuanceNextToBench(for suite: String) -> URL? {
    let nuance = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("nuance")
    guard FileManager.default.isExecutableFile(atPath: nuance.path) else {
        FileHandle.standardError.write(Data("  skipped \(suite) benchmarks: build `nuance` next to nuance-bench\n".utf8))
        return nil
    }
    return nuance
}
