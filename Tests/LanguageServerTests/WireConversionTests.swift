import Analysis
import Foundation
import JSON
import JSONRPC
import SourceText
import TestSupport
import Testing

@testable import LanguageServer

/// Answers built straight as json-c values (hovers) serialize exactly as their `JSONValue` form (what
/// the queue sends, checked against `Codable` by `JSONConversionTests`); the outline and colours
/// written straight as bytes (`DocumentAnswerBytes`) are the bytes json-c writes (completion lists:
/// `CompletionListBytesTests`).
@Suite struct WireConversionTests {
    static func randomText(_ generator: inout SeededGenerator) -> String {
        let pieces = [
            "@brand", "_dark", "Background", "#0A6ED1", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{01}", "\u{08}", "\u{0C}", "\u{1F}",
            "\u{7F}", "é", "😀", "—", "\u{2028}", "`x`",
        ]
        return (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    private static func randomRange(_ generator: inout SeededGenerator) -> LSPRange {
        let line = Int.random(in: 0...3, using: &generator)
        return LSPRange(
            start: Position(line: line, character: Int.random(in: 0...2, using: &generator)),
            end: Position(line: line, character: Int.random(in: 3...100_000, using: &generator)))
    }

    /// A `data` value of any shape, nested up to `depth` levels.
    private static func randomData(_ generator: inout SeededGenerator, depth: Int = 3) -> JSONValue {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .integer([0, 7, -1, 1_000_000_007, .max, .min].randomElement(using: &generator)!)
        case 3: return .double([0.5, -0.0, 1e-7, 1e300, 0.1 + 0.2, -2.5, .nan, .infinity, -.infinity].randomElement(using: &generator)!)
        case 4: return .string(randomText(&generator))
        case 5 where depth > 0:
            return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in randomData(&generator, depth: depth - 1) })
        case 6 where depth > 0:
            return .object(
                JSONObject(
                    (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                        (randomText(&generator), randomData(&generator, depth: depth - 1))
                    }))
        default: return ["path": .string(randomText(&generator)), "kind": "color"]
        }
    }

    /// Optional fields present or not at random; ranges and `data` are often repeated from one item
    /// to the next (as one list's items share them) and sometimes not; item defaults of every form.
    private static func randomList(_ generator: inout SeededGenerator) -> CompletionList {
        var items: [CompletionItem] = []
        var range = randomRange(&generator)
        var data: JSONValue = ["path": .string(randomText(&generator)), "kind": "color"]
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            var item = CompletionItem(label: randomText(&generator), kind: Bool.random(using: &generator) ? Int.random(in: 1...25, using: &generator) : nil)
            if Bool.random(using: &generator) { item.detail = randomText(&generator) }
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: item.documentation = .string(randomText(&generator))
            case 1: item.documentation = .markup(MarkupContent(kind: "markdown", value: randomText(&generator)))
            default: break
            }
            if Bool.random(using: &generator) { item.sortText = randomText(&generator) }
            if Bool.random(using: &generator) { item.filterText = randomText(&generator) }
            if Int.random(in: 0..<4, using: &generator) > 0 {
                if Int.random(in: 0..<4, using: &generator) == 0 { range = randomRange(&generator) }
                item.textEdit = TextEditValue(range: range, newText: randomText(&generator))
            } else if Bool.random(using: &generator) {
                item.textEditText = randomText(&generator)
            }
            if Bool.random(using: &generator) { item.tags = [CompletionItem.deprecatedTag] }
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: break
            case 1: data = randomData(&generator)
            case 2: item.data = .null
            default: item.data = data
            }
            if item.data == nil, Bool.random(using: &generator) { item.data = data }
            items.append(item)
        }
        var list = CompletionList(isIncomplete: Bool.random(using: &generator), items: items)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: list.itemDefaults = CompletionItemDefaults(editRange: range)
        case 1: list.itemDefaults = CompletionItemDefaults(data: randomData(&generator))
        case 2: list.itemDefaults = CompletionItemDefaults(editRange: randomRange(&generator), data: data)
        case 3: list.itemDefaults = CompletionItemDefaults()
        default: break
        }
        return list
    }

    @Test func valuesOfEveryShapeAreWrittenAsJSONCWritesThem() {
        var generator = SeededGenerator(seed: 0xDA7A)
        for _ in 0..<2000 {
            let value = Self.randomData(&generator)
            var bytes: [UInt8] = []
            JSONText.appendValue(value, to: &bytes)
            #expect(bytes == value.serialized(), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    private static func randomDiagnostic(_ generator: inout SeededGenerator) -> Diagnostic {
        let related = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
            Diagnostic.RelatedInformation(
                location: LSPLocation(uri: DocumentURI("file:///w/" + randomText(&generator)), range: randomRange(&generator)),
                message: randomText(&generator))
        }
        return Diagnostic(
            range: randomRange(&generator), severity: Int.random(in: 1...4, using: &generator), code: randomText(&generator),
            codeDescription: Bool.random(using: &generator) ? Diagnostic.CodeDescription(href: "https://x/" + randomText(&generator)) : nil,
            source: "nuance", message: randomText(&generator),
            tags: Bool.random(using: &generator) ? (0..<Int.random(in: 0...2, using: &generator)).map { $0 + 1 } : nil,
            relatedInformation: related.isEmpty && Bool.random(using: &generator) ? nil : related)
    }

    @Test func publishedDiagnosticsAreTheNotificationsJSONCWrites() {
        var generator = SeededGenerator(seed: 0xD1A6)
        for round in 0..<300 {
            let diagnostics = (0..<Int.random(in: 0...6, using: &generator)).map { _ in Self.randomDiagnostic(&generator) }
            let bytes = Diagnostic.serializedBytes(diagnostics)
            #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: JSONValue.array(diagnostics.map(\.json)).serialized(), as: UTF8.self))
            let notification = PublishDiagnosticsNotification(
                uri: DocumentURI("file:///w/" + Self.randomText(&generator)), version: round % 3 == 0 ? nil : round, diagnostics: diagnostics)
            let params = PublishDiagnosticsNotification.serializedParams(uri: notification.uri, version: notification.version, diagnostics: bytes)
            #expect(
                Message.framedNotification(method: PublishDiagnosticsNotification.method, serializedParams: params)
                    == Message.notification(method: PublishDiagnosticsNotification.method, params: notification.json).framed())
        }
    }

    @Test func theCorpusSheetsDiagnosticsAreWrittenAsJSONCWritesThem() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus/nss")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".nss") }).sorted(), !names.isEmpty
        else { try Test.cancel("../shared/corpus/nss is not present") }
        var diagnosticsWritten = 0
        for name in names {
            let path = "/w/" + name
            let text = SourceText(bytes: try [UInt8](Data(contentsOf: folder.appendingPathComponent(name))))
            let snapshot = Snapshot(files: [SnapshotFile(path: path, kind: .stylesheet, text: text)])
            let index = WorkspaceIndex(snapshot: snapshot)
            let diagnostics = Analyzer.findings(in: path, of: index, limit: 1000).map {
                Diagnostic($0, texts: snapshot, encoding: .utf16, uri: { DocumentURI(analysisPath: $0) })
            }
            diagnosticsWritten += diagnostics.count
            let written = String(decoding: Diagnostic.serializedBytes(diagnostics), as: UTF8.self)
            #expect(written == String(decoding: JSONValue.array(diagnostics.map(\.json)).serialized(), as: UTF8.self), "\(name)")
        }
        #expect(diagnosticsWritten > 100)
    }

    @Test func hoversSerializeAsTheirJSONValues() {
        var generator = SeededGenerator(seed: 0x40_7E8)
        for _ in 0..<500 {
            let contents = MarkupContent(kind: Bool.random(using: &generator) ? "markdown" : "plaintext", value: Self.randomText(&generator))
            let hover = Hover(contents: contents, range: Bool.random(using: &generator) ? Self.randomRange(&generator) : nil)
            #expect(hover.makeWire().serializedString() == hover.json.serializedString())
        }
    }

    @Test(arguments: [RequestID.number(0), .number(-7), .number(Int.max), .string(""), .string("req \"1\" é")])
    func framedResponsesAreTheMessagesFramed(_ id: RequestID) {
        var generator = SeededGenerator(seed: 0xF4A3ED)
        for _ in 0..<50 {
            let list = Self.randomList(&generator)
            let framed = Message.response(id: id, result: .success(list.json)).framed()
            #expect(Message.framedResponse(id: id, result: JSONWireValue(list.json)) == framed)
            #expect(Message.framedResponse(id: id, serializedResult: list.json.serialized()) == framed)
        }
        #expect(Message.framedResponse(id: id, result: .null) == Message.response(id: id, result: .success(.null)).framed())
    }

    private static func randomSymbol(_ generator: inout SeededGenerator, depth: Int) -> DocumentSymbol {
        let children =
            depth == 0 || Bool.random(using: &generator)
            ? nil : (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomSymbol(&generator, depth: depth - 1) }
        return DocumentSymbol(
            name: randomText(&generator), detail: Bool.random(using: &generator) ? randomText(&generator) : nil,
            kind: Int.random(in: 1...26, using: &generator), range: randomRange(&generator), selectionRange: randomRange(&generator),
            children: children)
    }

    @Test func outlinesSerializeAsTheirJSONValues() {
        var generator = SeededGenerator(seed: 0x0_7_11E)
        for _ in 0..<300 {
            let symbols = (0..<Int.random(in: 0...4, using: &generator)).map { _ in Self.randomSymbol(&generator, depth: 3) }
            let hierarchical = DocumentSymbolResult.hierarchical(symbols)
            #expect(hierarchical.makeWire().serializedString() == hierarchical.json.serializedString())
            #expect(hierarchical.serializedBytes() == hierarchical.makeWire().withSerializedBytes(Array.init))
            let flat = DocumentSymbolResult.flat(
                symbols.map { symbol in
                    SymbolInformation(
                        name: symbol.name, kind: symbol.kind,
                        location: LSPLocation(uri: DocumentURI("file:///w/" + Self.randomText(&generator)), range: symbol.range),
                        containerName: symbol.detail)
                })
            #expect(flat.makeWire().serializedString() == flat.json.serializedString())
            #expect(flat.serializedBytes() == flat.makeWire().withSerializedBytes(Array.init))
        }
    }

    @Test func documentColorsSerializeAsTheirJSONValues() {
        var generator = SeededGenerator(seed: 0xC0_102)
        let channels: [Double] = [0, 1, 0.5, 10 / 255, 254 / 255, 1e-7, 0.1 + 0.2, .nan, .infinity]
        for _ in 0..<300 {
            let colors = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                ColorInformation(
                    range: Self.randomRange(&generator),
                    color: LSPColor(
                        red: channels.randomElement(using: &generator)!, green: Double.random(in: 0...1, using: &generator),
                        blue: channels.randomElement(using: &generator)!, alpha: channels.randomElement(using: &generator)!))
            }
            #expect(colors.makeWire().serializedString() == JSONValue.array(colors.map(\.json)).serializedString())
            #expect(colors.serializedBytes() == colors.makeWire().withSerializedBytes(Array.init))
        }
    }

    @Test func framedMessagesReadBack() throws {
        let list = CompletionList(isIncomplete: true, items: [CompletionItem(label: "@brand", kind: CompletionItemKindNumber.color)])
        guard case .message(.response(let id, let result)) = Message.unframed(Message.framedResponse(id: .number(4), serializedResult: list.json.serialized()))
        else {
            Issue.record("not a response")
            return
        }
        #expect(id == .number(4))
        #expect(try result.get() == list.json)
    }
}
