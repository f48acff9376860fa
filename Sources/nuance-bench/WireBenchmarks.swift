import Foundation
import JSON

/// JSON on the wire: json-c (what the server uses) against Foundation on the same messages.
enum WireBenchmarks {
    static func run(_ report: inout BenchReport) throws {
        for (name, text) in [("400 KB didChange", didChangeMessage()), ("2,000-item completion", completionMessage())] {
            let bytes = Array(text.utf8)
            let data = Data(bytes)
            let megabytes = Double(bytes.count) / 1e6

            let parse = try medianSeconds(runs: 9) { _ = try JSONValue(parsing: bytes) }
            let foundationParse = try medianSeconds(runs: 9) { _ = try JSONSerialization.jsonObject(with: data) }
            report.add(throughputRow("wire parse, \(name)", megabytes, parse, foundationParse, peer: "JSONSerialization"))

            let value = try JSONValue(parsing: bytes)
            let object = try JSONSerialization.jsonObject(with: data)
            let serialize = medianSeconds(runs: 9) { _ = value.serialized() }
            let foundationSerialize = try medianSeconds(runs: 9) { _ = try JSONSerialization.data(withJSONObject: object) }
            report.add(throughputRow("wire serialize, \(name)", megabytes, serialize, foundationSerialize, peer: "JSONSerialization"))
        }

        // Typed messages: bytes to Swift structs and back, as the server handles them.
        let didChange = Array(didChangeMessage().utf8)
        let typedDecode = try medianSeconds(runs: 9) {
            _ = try JSONValueDecoder().decode(DidChangeMessage.self, from: try JSONValue(parsing: didChange))
        }
        let foundationDecode = try medianSeconds(runs: 9) { _ = try JSONDecoder().decode(DidChangeMessage.self, from: Data(didChange)) }
        report.add(throughputRow("typed decode, 400 KB didChange", Double(didChange.count) / 1e6, typedDecode, foundationDecode, peer: "JSONDecoder"))

        let list = CompletionList.sample(count: 2000)
        let completionBytes = Double(try JSONValueEncoder().encode(list).serialized().count) / 1e6
        let typedEncode = try medianSeconds(runs: 9) { _ = try JSONValueEncoder().encode(list).serialized() }
        let foundationEncode = try medianSeconds(runs: 9) { _ = try JSONEncoder().encode(list) }
        report.add(throughputRow("typed encode, 2,000-item completion", completionBytes, typedEncode, foundationEncode, peer: "JSONEncoder"))
    }

    private static func throughputRow(_ name: String, _ megabytes: Double, _ ours: Double, _ peer: Double, peer peerName: String) -> BenchRow {
        BenchRow(
            name: name,
            ours: "\(formatSeconds(ours)) (\(String(format: "%.0f", megabytes / ours)) MB/s)",
            peer: "\(peerName): \(formatSeconds(peer)) (\(String(format: "%.0f", megabytes / peer)) MB/s)",
            ratio: peer / ours, goal: "informational (peer/ours)", met: nil)
    }

    /// A `textDocument/didChange` replacing a 400 KB stylesheet, with non-ASCII text and escapes.
    static func didChangeMessage() -> String {
        var text = ""
        var index = 0
        while text.utf8.count < 400_000 {
            text += "/* rule \(index) — “quoted” 😀 */\r\nButton.fdlRule\(index) {\n\tfont-color: #0A6ED1;\n\tbackground-image: \"a\\\\b/c\";\n}\n"
            index += 1
        }
        let message = DidChangeMessage(
            jsonrpc: "2.0", method: "textDocument/didChange",
            params: .init(
                textDocument: .init(uri: "file:///Users/dev/App/Themes/Main%20Theme.nss", version: 42),
                contentChanges: [.init(range: .init(start: .init(line: 0, character: 0), end: .init(line: 9000, character: 0)), text: text)]))
        return try! JSONValueEncoder().encode(message).serializedString()
    }

    static func completionMessage() -> String {
        let value: JSONValue = ["jsonrpc": "2.0", "id": 7, "result": try! JSONValueEncoder().encode(CompletionList.sample(count: 2000))]
        return value.serializedString()
    }
}

struct DidChangeMessage: Codable {
    struct Position: Codable { var line: Int; var character: Int }
    struct Range: Codable { var start: Position; var end: Position }
    struct Change: Codable { var range: Range?; var text: String }
    struct Document: Codable { var uri: String; var version: Int }
    struct Params: Codable { var textDocument: Document; var contentChanges: [Change] }
    var jsonrpc: String
    var method: String
    var params: Params
}

struct CompletionList: Codable {
    struct Item: Codable {
        struct Edit: Codable { var range: DidChangeMessage.Range; var newText: String }
        var label: String
        var kind: Int
        var detail: String
        var documentation: String
        var sortText: String
        var filterText: String
        var textEdit: Edit
    }

    var isIncomplete: Bool
    var items: [Item]

    static func sample(count: Int) -> CompletionList {
        CompletionList(
            isIncomplete: false,
            items: (0..<count).map { index in
                Item(
                    label: "fdlComponent\(index)_titleLabel", kind: 16, detail: "style class from `Component\(index)`",
                    documentation: "#0A6ED1 — tint colour of the title, light background", sortText: String(format: "%05d", index),
                    filterText: "fdlComponent\(index)_titleLabel",
                    textEdit: .init(range: .init(start: .init(line: 3, character: 0), end: .init(line: 3, character: 4)), newText: "fdlComponent\(index)_titleLabel"))
            })
    }
}
