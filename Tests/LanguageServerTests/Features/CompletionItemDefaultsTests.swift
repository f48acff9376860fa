import Foundation
import JSON
import SourceText
import TestSupport
import Testing

@testable import LanguageServer

/// `CompletionList.itemDefaults` (LSP 3.17): sent only to clients that declare them, and an item a
/// client applies with them replaces the same range with the same text, and sends back the same
/// `data`, as without them.
@Suite struct CompletionItemDefaultsTests {
    /// What VS Code declares.
    static let vsCodeFields = ["commitCharacters", "editRange", "insertTextFormat", "insertTextMode", "data"]

    /// What a client does with an item: the range it replaces, the text it puts there and the `data`
    /// it sends back to `completionItem/resolve` (item values over the list's defaults).
    struct Applied: Hashable {
        var label: String
        var range: LSPRange?
        var newText: String
        var data: JSONValue?
    }

    static func applied(_ list: CompletionList) -> [Applied] {
        list.items.map { item in
            let defaults = item.textEdit == nil ? list.itemDefaults?.editRange : nil
            return Applied(
                label: item.label, range: item.textEdit?.range ?? defaults,
                newText: item.textEdit?.newText ?? (defaults != nil ? item.textEditText : nil) ?? item.label,
                data: item.data ?? list.itemDefaults?.data)
        }
    }

    static func completion(_ source: String, itemDefaults: [String]?) async throws -> CompletionList {
        let session = try await FeatureSession.start(source, itemDefaults: itemDefaults)
        let (uri, position) = session.document()
        return try await session.client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
    }

    static let sources = [
        "@brand: #0A6ED1;\n@brandDark: #00264D;\nButton { font-color: @br1️⃣; }",
        "Button { font-co1️⃣ }",
        "Button { font-co1️⃣: red; }",
        "Button { font-color: 1️⃣; }",
        "Button { border-style: ro1️⃣; }",
        "1️⃣",
        "//- Sources/Models/Card.swift\n// sourcery: BaseComponent\nprotocol _CardComponent {\n    // sourcery: 1️⃣\n    var title: String { get }\n}\n",
    ]

    @Test(arguments: [nil, [], ["commitCharacters"]] as [[String]?])
    func clientsThatDoNotDeclareThemGetEveryValueOnEachItem(_ fields: [String]?) async throws {
        let list = try await Self.completion(Self.sources[0], itemDefaults: fields)
        #expect(list.itemDefaults == nil)
        #expect(!list.items.isEmpty)
        #expect(list.items.allSatisfy { $0.textEdit != nil && $0.data != nil && $0.textEditText == nil })
        #expect(!list.json.serializedString().contains("itemDefaults"))
    }

    @Test(arguments: sources)
    func sharedValuesAreSentOnceAndApplyAsEachItemsOwn(_ source: String) async throws {
        let plain = try await Self.completion(source, itemDefaults: nil)
        let list = try await Self.completion(source, itemDefaults: Self.vsCodeFields)
        #expect(!list.items.isEmpty)
        #expect(Self.applied(list) == Self.applied(plain))
        let defaults = try #require(list.itemDefaults)
        #expect(defaults.editRange != nil && defaults.data != nil)
        #expect(list.items.allSatisfy { $0.textEdit == nil && $0.data == nil }, "one range and one data in these lists")
        #expect(list.items.allSatisfy { $0.textEditText != $0.label })
        #expect(list.json.serialized().count < plain.json.serialized().count)
    }

    @Test func propertiesThatInsertMoreThanTheirLabelSayWhat() async throws {
        let list = try await Self.completion(Self.sources[1], itemDefaults: Self.vsCodeFields)
        let item = try #require(list.items.first { $0.label == "font-color" })
        #expect(item.textEdit == nil)
        #expect(item.textEditText == "font-color: ")
    }

    @Test(arguments: [["editRange"], ["data"]])
    func onlyTheDeclaredFieldsAreDefaulted(_ fields: [String]) async throws {
        let list = try await Self.completion(Self.sources[0], itemDefaults: fields)
        let plain = try await Self.completion(Self.sources[0], itemDefaults: nil)
        #expect(Self.applied(list) == Self.applied(plain))
        #expect((list.itemDefaults?.editRange != nil) == fields.contains("editRange"))
        #expect((list.itemDefaults?.data != nil) == fields.contains("data"))
        #expect(list.items.allSatisfy { ($0.textEdit != nil) == !fields.contains("editRange") })
    }

    static func item(_ label: String, range: LSPRange?, data: JSONValue?) -> CompletionItem {
        var item = CompletionItem(label: label)
        item.textEdit = range.map { TextEditValue(range: $0, newText: label + ": ") }
        item.data = data
        return item
    }

    @Test func theMostCommonValuesBecomeDefaultsAndOthersStayOnTheirItems() {
        let word = LSPRange(start: Position(line: 1, character: 4), end: Position(line: 1, character: 6))
        let other = LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 6))
        let list = CompletionList(
            isIncomplete: false,
            items: [
                Self.item("a", range: other, data: ["kind": "constant"]), Self.item("b", range: word, data: ["kind": "color"]),
                Self.item("c", range: word, data: ["kind": "color"]), Self.item("d", range: other, data: ["kind": "color"]),
                Self.item("e", range: word, data: .null),
            ])
        var moved = list
        moved.moveSharedValuesToItemDefaults(Set(Self.vsCodeFields))
        #expect(moved.itemDefaults == CompletionItemDefaults(editRange: word, data: ["kind": "color"]))
        #expect(moved.items.map { $0.textEdit != nil } == [true, false, false, true, false])
        #expect(moved.items.map(\.data) == [["kind": "constant"], nil, nil, nil, .null])
        #expect(Self.applied(moved) == Self.applied(list))
    }

    /// A client gives a default to every item without its own value: an item that has no edit (or no
    /// `data`) keeps the list from having that default.
    @Test func anItemWithoutTheValueKeepsItFromBeingADefault() {
        let word = LSPRange(start: Position(line: 1, character: 4), end: Position(line: 1, character: 6))
        let list = CompletionList(
            isIncomplete: true,
            items: [Self.item("a", range: word, data: nil), Self.item("b", range: nil, data: ["kind": "color"])])
        var moved = list
        moved.moveSharedValuesToItemDefaults(Set(Self.vsCodeFields))
        #expect(moved == list)
        #expect(Self.applied(moved) == Self.applied(list))
    }

    /// Completion after `: ` and at line starts in the real sheets of
    /// `../shared/corpus/nss`: the same edits and `data` with and without item defaults (the bytes:
    /// `CompletionListBytesTests`).
    @Test func realListsApplyAsBefore() async throws {
        let sheets = try Self.corpusSheets()
        let plain = try await Self.session(sheets, itemDefaults: nil)
        let defaulted = try await Self.session(sheets, itemDefaults: Self.vsCodeFields)
        var compared = 0
        for sheet in sheets {
            for position in Self.completionPositions(in: sheet.text) {
                let request = CompletionRequest(textDocument: TextDocumentIdentifier(uri: sheet.uri), position: position)
                let without = try await plain.send(request)
                let with = try await defaulted.send(request)
                #expect(Self.applied(with) == Self.applied(without), "\(sheet.uri) \(position)")
                if !with.items.isEmpty { compared += 1 }
            }
        }
        #expect(compared > 150, "\(compared)")
    }

    /// The sheets of `../shared/corpus/nss` (the test is cancelled where it is absent).
    static func corpusSheets() throws -> [(uri: DocumentURI, text: String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/nss")
        guard FileManager.default.fileExists(atPath: folder.path) else { try Test.cancel("../shared/corpus/nss is not present") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nss") }.sorted()
        try #require(names.count > 10)
        return try names.map { name in
            (uri: DocumentURI("file:///w/" + name), text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// A session with `sheets` open.
    static func session(_ sheets: [(uri: DocumentURI, text: String)], itemDefaults: [String]?) async throws -> TestClient {
        let client = TestClient()
        var request = InitializeRequest(capabilities: ClientCapabilities(general: nil, workspace: nil))
        if let itemDefaults {
            request.capabilities.textDocument = TextDocumentClientCapabilities(completion: .init(completionList: .init(itemDefaults: itemDefaults)))
        }
        try await client.initialize(request)
        for sheet in sheets {
            client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: sheet.uri, languageId: "nss", version: 1, text: sheet.text)))
        }
        return client
    }

    /// After the first 6 `: ` and at the start of 6 lines spread over the text, in UTF-16.
    static func completionPositions(in text: String) -> [Position] {
        let source = SourceText(text)
        var offsets: [Int] = []
        let bytes = Array(text.utf8)
        for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == UInt8(ascii: " ") {
            offsets.append(index + 2)
            if offsets.count == 6 { break }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let step = max(1, lines.count / 6)
        var lineStart = 0
        for (line, content) in lines.enumerated() {
            if line % step == 0 { offsets.append(lineStart) }
            lineStart += content.utf8.count + 1
        }
        return offsets.filter { $0 <= bytes.count }.map { Position(source.position(of: $0, encoding: .utf16)) }
    }
}
