import Foundation
import JSON
import JSONRPC

/// A real-client session on a 1 MB stylesheet made of real sheets, with their findings (the corpus
/// sheets of `../shared/corpus/nss`, concatenated until the text reaches 1 MB, at run time): a
/// one-character edit until its diagnostics arrive, the outline, the colours, and completion next to
/// the null echo server's round trip.
enum RealSheetBenchmarks {
    static let corpus = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/nss")

    static func run(_ report: inout BenchReport) throws {
        guard let nuance = nuanceNextToBench(for: "real-sheets") else { return }
        guard let sheet = realSheet() else {
            FileHandle.standardError.write(Data("  skipped real-sheet rows: no corpus at \(corpus.path)\n".utf8))
            return
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = "file://" + root.path + "/Real.nss"
        let echo = try PipeClient(executable: URL(fileURLWithPath: CommandLine.arguments[0]), arguments: ["echo-server"])
        defer { echo.finish() }
        let server = try PipeClient(executable: nuance, arguments: ["lsp", "--log-level", "error"])
        defer { server.finish() }
        // The session stands for a real client: VS Code's capabilities for the outline and for
        // completion (vscode-languageclient 8 and later), LSP 3.17 item defaults included.
        let capabilities: JSONValue = [
            "textDocument": [
                "documentSymbol": ["hierarchicalDocumentSymbolSupport": true],
                "completion": Self.vsCodeCompletionCapabilities,
            ]
        ]
        _ = try server.request(id: 1, method: "initialize", params: ["rootUri": .string("file://" + root.path), "capabilities": capabilities])
        server.notify(method: "initialized", params: [:])
        server.notify(
            method: "textDocument/didOpen",
            params: [
                "textDocument": ["uri": .string(uri), "languageId": "nss", "version": 1, "text": .string(sheet.text)]
            ])
        _ = try server.waitForDiagnostics(uri: uri)
        server.drain(quiet: .milliseconds(500))

        // Typing and deleting one character at the end of a declaration in the middle of the sheet:
        // each edit changes the findings, so each is published.
        var edits: [Double] = []
        for version in 2..<42 {
            let adding = version % 2 == 0
            let start: JSONValue = ["line": .integer(Int64(sheet.editLine)), "character": .integer(Int64(sheet.editColumn))]
            let end: JSONValue = ["line": .integer(Int64(sheet.editLine)), "character": .integer(Int64(sheet.editColumn + (adding ? 0 : 1)))]
            let started = DispatchTime.now().uptimeNanoseconds
            server.notify(
                method: "textDocument/didChange",
                params: [
                    "textDocument": ["uri": .string(uri), "version": .integer(Int64(version))],
                    "contentChanges": [["range": ["start": start, "end": end], "text": adding ? "x" : ""]],
                ])
            let arrivedAt = try server.waitForDiagnostics(uri: uri).arrivedAt
            if version >= 4 { edits.append(Double(arrivedAt - started) / 1e9) }
        }
        edits.sort()
        let p90 = InterleavedLatency.percentile(edits, 0.9)
        report.add(
            BenchRow(
                name: "server: diagnostics after a one-character edit, 1 MB of real sheets (p90)", ours: formatSeconds(p90), peer: "-",
                ratio: nil, goal: "< 20 ms", met: p90 < 0.02))

        let document: JSONValue = ["textDocument": ["uri": .string(uri)]]
        var id = 100
        for (method, label) in [("textDocument/documentSymbol", "document symbols"), ("textDocument/documentColor", "document colours")] {
            // The first request after the edits makes the answer; the median is of the requests
            // after it, for the same text (what an editor asks again while the file does not change).
            // Each is timed until its answer (2 MB of JSON) is read, not parsed by this client.
            id += 1
            let first = try server.secondsUntilAnswered(id: id, method: method, params: document)
            var samples: [Double] = []
            for _ in 0..<5 {
                id += 1
                samples.append(try server.secondsUntilAnswered(id: id, method: method, params: document))
            }
            let median = samples.sorted()[samples.count / 2]
            report.add(
                BenchRow(
                    name: "server: \(label), 1 MB of real sheets (median)", ours: formatSeconds(median), peer: "-", ratio: nil,
                    goal: "< 50 ms", met: median < 0.05))
            report.add(
                BenchRow(
                    name: "server: \(label), 1 MB of real sheets (first after an edit)", ours: formatSeconds(first), peer: "-",
                    ratio: nil, goal: "-", met: nil))
        }

        let position: JSONValue = [
            "textDocument": ["uri": .string(uri)],
            "position": ["line": .integer(Int64(sheet.completionLine)), "character": .integer(Int64(sheet.completionColumn))],
        ]
        let latency = try InterleavedLatency(ours: server, method: "textDocument/completion", params: position, echo: echo, rounds: 1000, warmUp: 100, firstID: 10_000)
        let mine = InterleavedLatency.percentile(latency.ours, 0.99)
        let theirs = InterleavedLatency.percentile(latency.echo, 0.99)
        report.add(
            BenchRow(
                name: "server: completion on 1 MB of real sheets, p99", ours: formatSeconds(mine), peer: "echo: \(formatSeconds(theirs))",
                ratio: mine / theirs, goal: "≤ 3× echo", met: mine <= 3 * theirs))
    }

    /// `textDocument.completion` as VS Code declares it.
    static let vsCodeCompletionCapabilities: JSONValue = [
        "dynamicRegistration": true,
        "contextSupport": true,
        "completionItem": [
            "snippetSupport": true, "commitCharactersSupport": true, "documentationFormat": ["markdown", "plaintext"],
            "deprecatedSupport": true, "preselectSupport": true, "tagSupport": ["valueSet": [1]], "insertReplaceSupport": true,
            "resolveSupport": ["properties": ["documentation", "detail", "additionalTextEdits"]],
            "insertTextModeSupport": ["valueSet": [1, 2]], "labelDetailsSupport": true,
        ],
        "insertTextMode": 2,
        "completionItemKind": ["valueSet": .array((1...25).map { .integer(Int64($0)) })],
        "completionList": ["itemDefaults": ["commitCharacters", "editRange", "insertTextFormat", "insertTextMode", "data"]],
    ]

    struct Sheet {
        var text: String
        /// The end of a declaration near the middle (where the edits are made).
        var editLine: Int
        var editColumn: Int
        /// Just after `font-color: ` near the middle.
        var completionLine: Int
        var completionColumn: Int
    }

    /// The corpus sheets, in name order, repeated until the text reaches 1 MB.
    static func realSheet() -> Sheet? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path).filter({ $0.hasSuffix(".nss") }).sorted(),
            !names.isEmpty
        else { return nil }
        let sheets = names.compactMap { try? String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8) }
        var text = ""
        while text.utf8.count < 1_000_000 {
            for sheet in sheets where text.utf8.count < 1_000_000 {
                text += sheet.hasSuffix("\n") ? sheet : sheet + "\n"
            }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let middle = lines.count / 2
        guard let edit = (middle..<lines.count).first(where: { lines[$0].hasSuffix(";") && lines[$0].contains(":") && !lines[$0].hasPrefix("@") }),
            let completion = (middle..<lines.count).first(where: { lines[$0].contains("font-color: ") })
        else { return nil }
        let completionColumn = lines[completion].utf16.count - lines[completion].drop { $0 != ":" }.dropFirst(2).utf16.count
        return Sheet(
            text: text, editLine: edit, editColumn: lines[edit].utf16.count, completionLine: completion, completionColumn: completionColumn)
    }
}
