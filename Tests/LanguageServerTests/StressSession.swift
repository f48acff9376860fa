import Foundation
import JSON
import JSONRPC
import Testing

/// Helpers the stress tests share: starting the binary, the peak memory of the process, the
/// diagnostics it published.
enum StressSession {
    /// `NUANCE_STRESS=1` runs the full sizes of §7 (a 10 MB line, 50,000-deep nesting),
    /// which take minutes against a debug binary; `swift test` runs the same checks at a size that
    /// takes seconds.
    static let isFull = ProcessInfo.processInfo.environment["NUANCE_STRESS"] == "1"

    /// `full` under `NUANCE_STRESS=1`, else `quick`.
    static func size(full: Int, quick: Int) -> Int { isFull ? full : quick }

    static func start() throws -> ServerProcess? {
        guard let binary = ServerProcess.binary else {
            try Test.cancel("the `nuance` binary is not built next to the tests")
        }
        return try ServerProcess(binary: binary)
    }

    /// Initializes with the given position encodings and sends `initialized`.
    static func initialize(_ server: ServerProcess, encodings: [String] = ["utf-16"]) -> JSONValue? {
        server.write(
            .request(
                id: .number(1), method: "initialize",
                params: [
                    "processId": .null, "rootUri": .null,
                    "capabilities": ["general": ["positionEncodings": .array(encodings.map { .string($0) })]],
                ]))
        let result = try? server.response(to: .number(1), within: 60)?.get()
        server.write(.notification(method: "initialized", params: [:]))
        return result
    }

    static func open(_ server: ServerProcess, uri: String, languageId: String, text: String, version: Int = 0) {
        server.write(
            .notification(
                method: "textDocument/didOpen",
                params: ["textDocument": ["uri": .string(uri), "languageId": .string(languageId), "version": .integer(Int64(version)), "text": .string(text)]]))
    }

    /// Asks for shutdown and exit; true when the server answered and ended with 0.
    static func shutDown(_ server: ServerProcess, id: Int = 999_999, within seconds: Double = 120) -> Bool {
        server.write(.request(id: .number(id), method: "shutdown", params: nil))
        guard let answer = server.response(to: .number(id), within: seconds), answer.failureCode == nil else { return false }
        server.write(.notification(method: "exit", params: nil))
        return server.exitCode(within: 30) == 0
    }

    /// The peak resident set of the process in MiB (`VmHWM`), or `nil` where /proc is not available
    /// or a sanitizer (`NUANCE_SANITIZER`, set by `make sanitize`) inflates memory on purpose.
    static func peakResidentMebibytes(_ server: ServerProcess) -> Int? {
        guard ProcessInfo.processInfo.environment["NUANCE_SANITIZER"] == nil,
            let status = try? String(contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
            return kilobytes.map { $0 / 1024 }
        }
        return nil
    }

    /// The published diagnostics notification matching `match`, waiting up to `seconds`.
    static func diagnostics(_ server: ServerProcess, within seconds: Double = 60, where match: (JSONValue) -> Bool) -> JSONValue? {
        server.next(within: seconds) { message in
            if case .notification("textDocument/publishDiagnostics", let params?) = message, match(params) { return params }
            return nil
        }
    }
}
