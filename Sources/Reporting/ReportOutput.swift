/// Where a rendered report goes. Renderers hand their text on in chunks, so that a large report never
/// exists whole in memory.
package final class ReportOutput {
    /// Bytes gathered before they are handed to the sink.
    package static let chunkSize = 1 << 16

    private var pending: [UInt8] = []
    private let sink: ([UInt8]) -> Void

    /// `sink` receives the report's bytes in order, a chunk at a time.
    package init(sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        pending.reserveCapacity(Self.chunkSize)
    }

    package func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.chunkSize { flush() }
    }

    package func write(_ bytes: [UInt8]) {
        // A large piece goes to the sink as it is, after what is pending, rather than copied.
        if bytes.count >= Self.chunkSize {
            flush()
            sink(bytes)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.chunkSize { flush() }
    }

    /// Hands on whatever is pending; renderers call it when they are done.
    package func flush() {
        guard !pending.isEmpty else { return }
        sink(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Renders into memory (tests, golden files and small outputs).
    package static func collect(_ render: (ReportOutput) -> Void) -> String {
        var bytes: [UInt8] = []
        let output = ReportOutput { bytes.append(contentsOf: $0) }
        render(output)
        output.flush()
        return String(decoding: bytes, as: UTF8.self)
    }
}
