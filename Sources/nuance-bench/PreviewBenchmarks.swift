import Foundation

/// `nuance preview` of a generated 1,000-file workspace: the whole run (reading, analysis, findings
/// and the page written), which must take under a second.
enum PreviewBenchmarks {
    static func run(_ report: inout BenchReport) throws {
        let binary = repositoryRoot.appendingPathComponent(".build/release/nuance").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError.missing("build the release binary first: swift build -c release --product nuance")
        }
        let (root, bytes) = try WorkspaceGenerator(fileCount: 1_000).generate()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let page = root + "/preview.html"
        let seconds = try medianSeconds(runs: 3) { _ = try ChildProcess.run(binary, ["preview", root, "--output", page]) }
        let pageBytes = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
        report.add(
            BenchRow(
                name: "preview 1000 files (\(bytes / 1024) KB → \(pageBytes / 1024) KB page)", ours: formatSeconds(seconds), peer: "-", ratio: nil,
                goal: "< 1 s", met: seconds < 1))
    }
}
