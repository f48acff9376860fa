import Foundation
import JSON

/// `nuance lsp` on a generated 1,000-file workspace read from disk: the time from `initialized` to
/// the first answer that needs the whole index, definition latency, and the server's peak memory
/// against the budget (20× the workspace's source bytes plus 30 MB).
enum ServerWorkspaceBenchmarks {
    static func run(_ report: inout BenchReport) throws {
        guard let nuance = nuanceNextToBench(for: "workspace") else { return }
        let workspace = try WorkspaceGenerator(fileCount: 1000).generate()
        defer { try? FileManager.default.removeItem(atPath: workspace.root) }
        let server = try PipeClient(executable: nuance, arguments: ["lsp", "--log-level", "error"])
        defer { server.finish() }
        let rootURI = "file://" + workspace.root
        _ = try server.request(id: 1, method: "initialize", params: ["capabilities": [:], "rootUri": .string(rootURI)])
        let started = DispatchTime.now().uptimeNanoseconds
        server.notify(method: "initialized", params: [:])
        // The workspace is read in the background; workspace symbols show it indexed once every
        // stylesheet's `@brandN` is found.
        let stylesheets = 1000 * 4 / 10
        var symbolCount = 0
        var indexed = 0.0
        for attempt in 0..<2000 where symbolCount < stylesheets {
            let symbols = try server.request(id: 2 + attempt, method: "workspace/symbol", params: ["query": "brand"])
            symbolCount = (try? symbols.get().arrayValue?.count) ?? 0
            indexed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            if symbolCount < stylesheets { usleep(2000) }
        }
        report.add(BenchRow(
            name: "server: 1,000-file workspace indexed (\(symbolCount) symbols found)", ours: formatSeconds(indexed), peer: "-",
            ratio: nil, goal: "< 1 s", met: indexed < 1 && symbolCount >= stylesheets))

        let theme = rootURI + "/Themes/Theme0.nss"
        let text = try String(contentsOfFile: workspace.root + "/Themes/Theme0.nss", encoding: .utf8)
        server.notify(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": .string(theme), "languageId": "nss", "version": 1, "text": .string(text)]
        ])
        // `font-color: @brand0;` on line 6: the definition of `@brand0`.
        let params: JSONValue = ["textDocument": ["uri": .string(theme)], "position": ["line": 6, "character": 18]]
        // The samples measure answers once the diagnostics of the workspace just loaded and of the file
        // just opened are published, as the features suite does: taken during that first run, they
        // time the client reading a thousand publications between answers.
        _ = try server.request(id: 9_999, method: "textDocument/definition", params: params)
        server.drain(quiet: .milliseconds(500))
        var samples: [Double] = []
        for id in 0..<600 {
            let sent = DispatchTime.now().uptimeNanoseconds
            _ = try server.request(id: 10_000 + id, method: "textDocument/definition", params: params)
            if id >= 100 { samples.append(Double(DispatchTime.now().uptimeNanoseconds - sent) / 1e9) }
        }
        samples.sort()
        for (label, rank) in [("p50", 0.5), ("p99", 0.99)] {
            let value = samples[min(samples.count - 1, Int(Double(samples.count) * rank))]
            report.add(BenchRow(
                name: "server: definition on 1,000 files, \(label)", ours: formatSeconds(value), peer: "-", ratio: nil,
                goal: label == "p99" ? "< 5 ms" : "-", met: label == "p99" ? value < 0.005 : nil))
        }

        let peakMB = Double(peakResidentKilobytes(of: server.processIdentifier) ?? 0) / 1024
        let budget = Double(workspace.bytes) * 20 / 1_048_576 + 30
        report.add(BenchRow(
            name: "server: peak RSS, 1,000 files (\(workspace.bytes / 1024) KB)", ours: String(format: "%.0f MB", peakMB), peer: "-",
            ratio: nil, goal: String(format: "≤ %.0f MB", budget), met: peakMB > 0 && peakMB <= budget))
    }

    /// `VmHWM` of a running process, from `/proc`.
    static func peakResidentKilobytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
        }
        return nil
    }
}
