import Foundation
import JSON
import JSONRPC

/// Completion and hover latency through `nuance lsp` over pipes, on a generated 1,000-file workspace
/// and on a 1 MB stylesheet, next to the null echo server's round trip over the same kind of pipes,
/// taken in turn with ours.
enum FeatureLatencyBenchmarks {
    static func run(_ report: inout BenchReport) throws {
        guard let nuance = nuanceNextToBench(for: "feature") else { return }
        let echo = try PipeClient(executable: URL(fileURLWithPath: CommandLine.arguments[0]), arguments: ["echo-server"])
        defer { echo.finish() }

        let workspace = try WorkspaceGenerator(fileCount: 1000).generate()
        defer { try? FileManager.default.removeItem(atPath: workspace.root) }
        let files = try FileManager.default.subpathsOfDirectory(atPath: workspace.root).filter { !$0.hasSuffix("/") }
        let server = try PipeClient(executable: nuance, arguments: ["lsp", "--log-level", "error"])
        _ = try server.request(id: 1, method: "initialize", params: ["capabilities": [:], "rootUri": .string("file://" + workspace.root)])
        server.notify(method: "initialized", params: [:])
        for file in files where file.hasSuffix(".nss") || file.hasSuffix(".json") || file.hasSuffix(".swift") {
            let path = workspace.root + "/" + file
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            open(server, path: path, text: text)
        }
        let theme = "file://" + workspace.root + "/Themes/Theme0.nss"
        // `font-color: @brand0;` on line 6: complete after `@br`, hover on `@brand0`.
        try measure(server, uri: theme, line: 6, character: 18, label: "1,000 files", echo: echo, report: &report)
        server.finish()

        let large = try largeStylesheet()
        let single = try PipeClient(executable: nuance, arguments: ["lsp", "--log-level", "error"])
        _ = try single.request(id: 1, method: "initialize", params: ["capabilities": [:]])
        single.notify(method: "initialized", params: [:])
        open(single, path: "/bench/Large.nss", text: large.text)
        try measure(single, uri: "file:///bench/Large.nss", line: large.line, character: 18, label: "1 MB stylesheet", echo: echo, report: &report)
        single.finish()
    }

    private static func open(_ client: PipeClient, path: String, text: String) {
        let language = path.hasSuffix(".nss") ? "nss" : path.hasSuffix(".swift") ? "swift" : "json"
        client.notify(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": .string("file://" + path), "languageId": .string(language), "version": 1, "text": .string(text)]
        ])
    }

    private static func measure(
        _ server: PipeClient, uri: String, line: Int, character: Int, label: String, echo: PipeClient, report: inout BenchReport
    ) throws {
        let params: JSONValue = ["textDocument": ["uri": .string(uri)], "position": ["line": .integer(Int64(line)), "character": .integer(Int64(character))]]
        // The first request builds the index; the samples measure answers from it, once the diagnostics
        // of the files just opened are published (reading them is not part of an answer).
        _ = try server.request(id: 2, method: "textDocument/hover", params: params)
        server.drain(quiet: .milliseconds(500))
        for (method, name) in [("textDocument/completion", "completion"), ("textDocument/hover", "hover")] {
            let latency = try InterleavedLatency(ours: server, method: method, params: params, echo: echo)
            for (rank, tag) in [(0.5, "p50"), (0.99, "p99")] {
                let mine = InterleavedLatency.percentile(latency.ours, rank)
                let theirs = InterleavedLatency.percentile(latency.echo, rank)
                report.add(BenchRow(
                    name: "server: \(name) on \(label), \(tag)", ours: formatSeconds(mine), peer: "echo: \(formatSeconds(theirs))",
                    ratio: mine / theirs, goal: tag == "p99" ? "< 5 ms, ≤ 3× echo" : "-",
                    met: tag == "p99" ? mine < 0.005 && mine <= 3 * theirs : nil))
            }
        }
    }

    /// About 1 MB of rule sets, and the line of a `font-color: @brand;` near its end.
    private static func largeStylesheet() throws -> (text: String, line: Int) {
        var text = "@brand: #0A6ED1;\n@tintColor: #0854A0;\n"
        var line = 2
        var rule = 0
        while text.utf8.count < 1_000_000 {
            text += "Class\(rule) {\n    font-color: @brand;\n    background-color: tintColor;\n    font-size: 12;\n}\n"
            line += 5
            rule += 1
        }
        return (text, line - 4)
    }
}
