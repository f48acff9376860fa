import Foundation
import JSON
import JSONRPC

/// `nuance lsp` over pipes: time to answer `initialize`, and the round trip of a trivial request
/// against a null echo server using the same framing over the same kind of pipes.
enum ServerBenchmarks {
    static func run(_ report: inout BenchReport) throws {
        guard let nuance = nuanceNextToBench(for: "server") else { return }
        let bench = URL(fileURLWithPath: CommandLine.arguments[0])

        var startups: [Double] = []
        for _ in 0..<7 {
            let started = DispatchTime.now().uptimeNanoseconds
            let server = try PipeClient(executable: nuance, arguments: ["lsp", "--log-level", "error"])
            _ = try server.request(id: 1, method: "initialize", params: ["capabilities": [:]])
            startups.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
            server.finish()
        }
        startups.sort()
        let startup = startups[startups.count / 2]
        report.add(BenchRow(
            name: "server: process start to `initialize` answered", ours: formatSeconds(startup), peer: "-", ratio: nil,
            goal: "< 50 ms", met: startup < 0.05))

        let server = try PipeClient(executable: nuance, arguments: ["lsp", "--log-level", "error"])
        _ = try server.request(id: 1, method: "initialize", params: ["capabilities": [:]])
        server.notify(method: "initialized", params: [:])
        let echo = try PipeClient(executable: bench, arguments: ["echo-server"])
        // A request the server parses, checks, dispatches and answers (unknown method: -32601).
        let latency = try InterleavedLatency(ours: server, method: "nuance/ping", params: [:], echo: echo)
        server.finish()
        defer { echo.finish() }
        for (label, rank) in [("p50", 0.5), ("p99", 0.99)] {
            let mine = InterleavedLatency.percentile(latency.ours, rank)
            let theirs = InterleavedLatency.percentile(latency.echo, rank)
            report.add(BenchRow(
                name: "server: trivial request round trip, \(label)", ours: formatSeconds(mine), peer: "echo: \(formatSeconds(theirs))",
                ratio: mine / theirs, goal: "≤ 3× echo", met: mine <= 3 * theirs))
        }
        try diagnosticsAfterEdit(&report, nuance: nuance)
    }

    /// Time from sending an edit to receiving the diagnostics it changes, on a 1 MB stylesheet.
    private static func diagnosticsAfterEdit(_ report: inout BenchReport, nuance: URL) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let rootURI = "file://" + root.path
        let uri = rootURI + "/Big.nss"
        var text = ""
        var index = 0
        while text.utf8.count < 1_000_000 {
            text += "@benchColor\(index): #0A6ED1;\n"
            index += 1
        }
        text += "Button {\n    font-color: @benchColor1;\n}\n"
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1

        let server = try PipeClient(executable: nuance, arguments: ["lsp", "--log-level", "error"])
        _ = try server.request(id: 1, method: "initialize", params: ["rootUri": .string(rootURI), "capabilities": [:]])
        server.notify(method: "initialized", params: [:])
        server.notify(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": .string(uri), "languageId": "nss", "version": 1, "text": .string(text)],
        ])
        _ = try server.waitForDiagnostics(uri: uri)
        var samples: [Double] = []
        for version in 2..<24 {
            let adding = version % 2 == 0
            let end: JSONValue = adding ? ["line": .integer(Int64(lastLine)), "character": 0] : ["line": .integer(Int64(lastLine + 1)), "character": 0]
            let change: JSONValue = [
                "range": ["start": ["line": .integer(Int64(lastLine)), "character": 0], "end": end],
                "text": adding ? "@benchAlias: @benchColor1;\n" : "",
            ]
            let started = DispatchTime.now().uptimeNanoseconds
            server.notify(method: "textDocument/didChange", params: [
                "textDocument": ["uri": .string(uri), "version": .integer(Int64(version))], "contentChanges": [change],
            ])
            let arrivedAt = try server.waitForDiagnostics(uri: uri).arrivedAt
            if version >= 4 { samples.append(Double(arrivedAt - started) / 1e9) }
        }
        server.finish()
        samples.sort()
        let median = samples[samples.count / 2]
        report.add(BenchRow(
            name: "server: diagnostics after an edit, 1 MB stylesheet (median)", ours: formatSeconds(median), peer: "-",
            ratio: nil, goal: "< 20 ms", met: median < 0.02))
    }

}

/// A blocking JSON-RPC client over a child process's stdin and stdout.
final class PipeClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var framer = MessageFramer()
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
    }

    var processIdentifier: Int32 { process.processIdentifier }

    func notify(method: String, params: JSONValue) {
        write(.notification(method: method, params: params))
    }

    /// Sends a request and reads until its response arrives.
    func request(id: Int, method: String, params: JSONValue) throws -> Result<JSONValue, Failure> {
        write(.request(id: .number(id), method: method, params: params))
        while true {
            while let frame = framer.next() {
                guard case .body(let body) = frame, case .success(let message) = Message.decode(try JSONValue(parsing: body)) else {
                    throw Failure(description: "unreadable output from \(process.executableURL?.lastPathComponent ?? "")")
                }
                if case .response(.number(id)?, let result) = message {
                    return result.mapError { Failure(description: $0.message) }
                }
            }
            let count = chunk.withUnsafeMutableBytes { read(output.fileHandleForReading.fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the server closed its output") }
            framer.append(chunk[0..<count])
        }
    }

    /// Sends a request, reads until its response arrives, and returns the seconds until its frame was
    /// read in full: the server's answer time, without the time this client takes to parse it (a
    /// client's own cost, which grows with the answer).
    func secondsUntilAnswered(id: Int, method: String, params: JSONValue) throws -> Double {
        let started = DispatchTime.now().uptimeNanoseconds
        write(.request(id: .number(id), method: method, params: params))
        while true {
            while let frame = framer.next() {
                let readAt = DispatchTime.now().uptimeNanoseconds
                guard case .body(let body) = frame, case .success(let message) = Message.decode(try JSONValue(parsing: body)) else {
                    throw Failure(description: "unreadable output from \(process.executableURL?.lastPathComponent ?? "")")
                }
                if case .response(.number(id)?, let result) = message {
                    if case .failure(let error) = result { throw Failure(description: error.message) }
                    return Double(readAt - started) / 1e9
                }
            }
            let count = chunk.withUnsafeMutableBytes { read(output.fileHandleForReading.fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the server closed its output") }
            framer.append(chunk[0..<count])
        }
    }

    /// Reads until the server publishes diagnostics for `uri`; returns how many it sent and when their
    /// frame was read in full (before this client parsed it, as ``secondsUntilAnswered(id:method:params:)``).
    @discardableResult
    func waitForDiagnostics(uri: String) throws -> (count: Int, arrivedAt: UInt64) {
        while true {
            while let frame = framer.next() {
                let readAt = DispatchTime.now().uptimeNanoseconds
                guard case .body(let body) = frame, case .success(let message) = Message.decode(try JSONValue(parsing: body)) else {
                    throw Failure(description: "unreadable output from \(process.executableURL?.lastPathComponent ?? "")")
                }
                if case .notification("textDocument/publishDiagnostics", let params) = message, params?["uri"]?.stringValue == uri {
                    return (params?["diagnostics"]?.arrayValue?.count ?? 0, readAt)
                }
            }
            let count = chunk.withUnsafeMutableBytes { read(output.fileHandleForReading.fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the server closed its output") }
            framer.append(chunk[0..<count])
        }
    }

    /// Reads and drops what the server sends until it has been silent for `quiet` (the diagnostics of
    /// a workspace just opened), so that later samples time answers rather than that background work.
    func drain(quiet: Duration, atMost limit: Duration = .seconds(30)) {
        let milliseconds = Int32(quiet.components.seconds * 1000 + quiet.components.attoseconds / 1_000_000_000_000_000)
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else { return }
            let count = chunk.withUnsafeMutableBytes { read(output.fileHandleForReading.fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            framer.append(chunk[0..<count])
            while framer.next() != nil {}
        }
    }

    private func write(_ message: Message) {
        let bytes = message.framed()
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = Foundation.write(input.fileHandleForWriting.fileDescriptor, buffer.baseAddress! + written, buffer.count - written)
                guard result > 0 else { return }
                written += result
            }
        }
    }

    func finish() {
        _ = try? request(id: 999_999, method: "shutdown", params: .null)
        notify(method: "exit", params: .null)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
