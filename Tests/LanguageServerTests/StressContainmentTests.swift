import Foundation
import JSON
import JSONRPC
import Testing

/// The server reads only inside its workspace folders, follows no symlink out of them, runs nothing
/// and opens no network connection. Checked three ways on the built binary:
/// - its dynamic symbol imports contain no process or socket function (`nm -D --undefined-only`);
/// - a session traced with `strace -f` opens no file outside the workspace and makes no `socket`,
///   `connect` or `execve` call (when strace is installed and may trace);
/// - the same session in a network namespace without interfaces (`unshare --net`, when permitted)
///   gives the same answers.
@Suite(.serialized) struct StressContainmentTests {
    static let forbiddenImports: Set<String> = [
        "socket", "connect", "bind", "listen", "accept", "getaddrinfo", "gethostbyname",
        "execve", "execv", "execvp", "execvpe", "execl", "execlp", "fexecve", "posix_spawn", "posix_spawnp",
        "system", "popen", "fork", "vfork",
    ]

    @Test func theBinaryImportsNoProcessOrNetworkFunction() throws {
        guard let binary = ServerProcess.binary else {
            try Test.cancel("the `nuance` binary is not built next to the tests")
        }
        guard let listing = StressContainmentTests.run("/usr/bin/env", ["nm", "-D", "--undefined-only", binary.path]) else {
            try Test.cancel("`nm` is not available")
        }
        let symbols = listing.split(separator: "\n").compactMap { line in
            line.split(separator: " ").last.map { String($0.split(separator: "@").first ?? $0) }
        }
        #expect(symbols.count > 10, "nm listed too few symbols to be trusted: \(listing.prefix(200))")
        let forbidden = symbols.filter { StressContainmentTests.forbiddenImports.contains($0) }
        #expect(forbidden.isEmpty, "the binary imports \(forbidden)")
        // Swift code reaching for Foundation's process or networking types imports their symbols.
        let swiftUses = symbols.filter { $0.contains("10Foundation7ProcessC") || $0.contains("20FoundationNetworking") }
        #expect(swiftUses.isEmpty, "the binary uses \(swiftUses.prefix(5))")
        let needed = StressContainmentTests.run("/usr/bin/env", ["readelf", "-d", binary.path]) ?? ""
        #expect(!needed.contains("FoundationNetworking"), "the binary links FoundationNetworking")
    }

    @Test func aTracedSessionOpensNothingOutsideTheWorkspace() throws {
        guard let binary = ServerProcess.binary else { try Test.cancel("the `nuance` binary is not built next to the tests") }
        guard StressContainmentTests.run("/usr/bin/env", ["strace", "-f", "-o", "/dev/null", "true"]) != nil else {
            try Test.cancel("strace is not available or may not trace here")
        }
        let layout = try ContainmentLayout()
        defer { layout.remove() }
        let log = layout.base.appendingPathComponent("trace.log")
        let wrapper = try layout.wrapper(
            "exec strace -f -qq -e trace=%file,%network,%process -o '\(log.path)' '\(binary.path)' \"$@\"")
        let answers = try StressContainmentTests.session(binary: wrapper, layout: layout)
        #expect(answers.sawWorkspaceDiagnostics, "the workspace file was not checked")
        let trace = try String(contentsOf: log, encoding: .utf8)
        let lines = trace.split(separator: "\n")
        #expect(lines.count > 5, "the trace is too short to be trusted")
        let outsideReads = lines.filter { $0.contains(layout.outside.path) && $0.contains("open") && !$0.contains("ENOENT") }
        #expect(outsideReads.isEmpty, "opened outside the workspace: \(outsideReads.prefix(3))")
        // glibc's user lookup (Foundation asks for the home folder) tries the local nscd socket
        // (AF_UNIX); only internet sockets count as network.
        let network = lines.filter { $0.contains("AF_INET") || $0.contains("AF_NETLINK") || $0.contains("AF_PACKET") }
        #expect(network.isEmpty, "network calls: \(network.prefix(3))")
        let executions = lines.filter { $0.contains(" execve(") }
        #expect(executions.count == 1, "executions besides the server's own start: \(executions)")
    }

    @Test func aSessionWithoutANetworkGivesTheSameAnswers() throws {
        guard let binary = ServerProcess.binary else { try Test.cancel("the `nuance` binary is not built next to the tests") }
        guard StressContainmentTests.run("/usr/bin/env", ["unshare", "--net", "true"]) != nil else {
            try Test.cancel("`unshare --net` is not permitted here")
        }
        let layout = try ContainmentLayout()
        defer { layout.remove() }
        let plain = try StressContainmentTests.session(binary: binary, layout: layout)
        let wrapper = try layout.wrapper("exec unshare --net '\(binary.path)' \"$@\"")
        let isolated = try StressContainmentTests.session(binary: wrapper, layout: layout)
        #expect(plain.sawWorkspaceDiagnostics && isolated.sawWorkspaceDiagnostics)
        #expect(plain.answers == isolated.answers)
        #expect(plain.exitCode == 0 && isolated.exitCode == 0)
    }

    /// Initializes on the workspace, waits for the diagnostics of its stylesheet, announces a file
    /// outside as created, then shuts down.
    static func session(binary: URL, layout: ContainmentLayout) throws -> (answers: [JSONValue], sawWorkspaceDiagnostics: Bool, exitCode: Int32?) {
        let server = try ServerProcess(binary: binary)
        var answers: [JSONValue] = []
        server.write(
            .request(
                id: .number(1), method: "initialize",
                params: ["processId": .null, "rootUri": .string(layout.workspace.absoluteString), "capabilities": [:]]))
        if let result = try? server.response(to: .number(1), within: 60)?.get() { answers.append(result["capabilities"] ?? .null) }
        server.write(.notification(method: "initialized", params: [:]))
        let inside = layout.workspace.appendingPathComponent("Themes/Main.nss").absoluteString
        let published = StressSession.diagnostics(server, within: 60) { $0["uri"]?.stringValue == inside }
        answers.append(.array(published?["diagnostics"]?.arrayValue?.compactMap { $0["code"] } ?? []))
        server.write(
            .notification(
                method: "workspace/didChangeWatchedFiles",
                params: ["changes": [["uri": .string(layout.outside.appendingPathComponent("Secret.nss").absoluteString), "type": 1]]]))
        server.write(.request(id: .number(2), method: "shutdown", params: nil))
        answers.append((try? server.response(to: .number(2), within: 60)?.get()) ?? "no answer")
        server.write(.notification(method: "exit", params: nil))
        let exitCode = server.exitCode(within: 30)
        #expect(server.protocolViolations.isEmpty)
        let outsidePublished = server.remainingMessages.contains { message in
            if case .notification(_, let params?) = message { return params["uri"]?.stringValue?.contains(layout.outside.lastPathComponent) == true }
            return false
        }
        #expect(!outsidePublished, "diagnostics for a file outside the workspace")
        return (answers, published != nil, exitCode)
    }

    /// Runs a tool and returns its standard output, or `nil` when it fails or cannot start.
    static func run(_ executable: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A workspace folder with a stylesheet, a symlinked folder and a symlinked file that both point to a
/// folder outside it, which holds a stylesheet and a configuration.
struct ContainmentLayout {
    let base: URL
    let workspace: URL
    let outside: URL

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-containment-\(UUID().uuidString)")
        workspace = base.appendingPathComponent("workspace")
        outside = base.appendingPathComponent("outside")
        let manager = FileManager.default
        try manager.createDirectory(at: workspace.appendingPathComponent("Themes"), withIntermediateDirectories: true)
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        try "Label {\n    font-color: @undefinedInside;\n}\n".write(to: workspace.appendingPathComponent("Themes/Main.nss"), atomically: true, encoding: .utf8)
        try "Button {\n    font-color: @secret;\n}\n".write(to: outside.appendingPathComponent("Secret.nss"), atomically: true, encoding: .utf8)
        try #"{ "rules": {} }"#.write(to: outside.appendingPathComponent("nuance.json"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(at: workspace.appendingPathComponent("Linked"), withDestinationURL: outside)
        try manager.createSymbolicLink(at: workspace.appendingPathComponent("Themes/Alias.nss"), withDestinationURL: outside.appendingPathComponent("Secret.nss"))
    }

    /// An executable shell script with `line` as its body.
    func wrapper(_ line: String) throws -> URL {
        let url = base.appendingPathComponent("wrapper-\(UUID().uuidString).sh")
        try "#!/bin/sh\n\(line)\n".write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    func remove() { try? FileManager.default.removeItem(at: base) }
}
