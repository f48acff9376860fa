import Foundation
import JSON
import JSONRPC

/// The built `nuance lsp` binary, driven over pipes.
final class ServerProcess: @unchecked Sendable {
    /// `nuance` next to the test bundle (`.build/<triple>/debug/`), or `nil` when it was not built.
    static let binary: URL? = {
        var candidates: [URL] = []
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("nuance"))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("nuance"))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/nuance"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var framer = MessageFramer()
    private var messages: [Message] = []
    /// Anything on stdout that was not a well-framed JSON-RPC message.
    private(set) var protocolViolations: [String] = []

    /// `readsOutput: false` plays a client that never reads what the server writes.
    init(binary: URL, readsOutput: Bool = true) throws {
        process.executableURL = binary
        process.arguments = ["lsp", "--log-level", "error"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        if readsOutput {
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.take(data)
            }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    private func take(_ data: Data) {
        var count = 0
        lock.withLock {
            framer.append(data)
            while let frame = framer.next() {
                switch MessageReader.decode(frame) {
                case .message(let message):
                    messages.append(message)
                    count += 1
                case .invalid(let invalid): protocolViolations.append(invalid.error.message)
                case .badHeader(let problem): protocolViolations.append(problem)
                }
            }
        }
        for _ in 0..<count { arrived.signal() }
    }

    func write(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    func write(_ message: Message) { write(message.framed()) }

    func closeInput() { try? input.fileHandleForWriting.close() }

    /// The first message that `match` accepts, waiting up to `seconds` (other messages stay queued).
    func next<T>(within seconds: Double = 20, _ match: (Message) -> T?) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let found: T? = lock.withLock {
                for (position, message) in messages.enumerated() {
                    if let value = match(message) {
                        messages.remove(at: position)
                        return value
                    }
                }
                return nil
            }
            if let found { return found }
            if arrived.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .timedOut { return nil }
        }
    }

    func response(to id: RequestID?) -> Result<JSONValue, ResponseError>? {
        next { message in
            if case .response(id, let result) = message { return result }
            return nil
        }
    }

    var remainingMessages: [Message] { lock.withLock { messages } }

    /// The exit code, waiting up to `seconds`; `nil` if the process is still running.
    func exitCode(within seconds: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    static func initialize(id: Int = 1) -> Message {
        .request(id: .number(id), method: "initialize", params: ["processId": .null, "rootUri": .null, "capabilities": [:]])
    }
}
