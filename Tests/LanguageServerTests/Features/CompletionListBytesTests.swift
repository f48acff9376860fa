import Analysis
import Colors
import JSON
import SourceText
import TestSupport
import Testing

@testable import LanguageServer

/// The completion lists written straight from the candidates (`CompletionListBytes`, what the reader's
/// thread sends) are the bytes json-c writes for the `CompletionList` the same candidates make (what
/// the queue sends), for clients with and without item defaults.
@Suite struct CompletionListBytesTests {
    static let fieldSets: [[String]?] = [nil, CompletionItemDefaultsTests.vsCodeFields, ["editRange"], ["data"]]

    /// Where the two byte strings first differ, with some text around it.
    static func difference(_ written: [UInt8], _ expected: [UInt8]) -> String {
        let at = (0..<min(written.count, expected.count)).first { written[$0] != expected[$0] } ?? min(written.count, expected.count)
        func around(_ bytes: [UInt8]) -> String { String(decoding: bytes[max(0, at - 80)..<min(bytes.count, at + 80)], as: UTF8.self) }
        return "at byte \(at): written …\(around(written))… json-c …\(around(expected))…"
    }

    /// Completion in every sheet of `../shared/corpus/nss` after `: `, at line starts and inside typed
    /// words (constants, palette names, properties).
    @Test(arguments: fieldSets)
    func realListsAreTheBytesJSONCWritesForTheirItems(_ fields: [String]?) async throws {
        let sheets = try CompletionItemDefaultsTests.corpusSheets()
        let client = try await CompletionItemDefaultsTests.session(sheets, itemDefaults: fields)
        // A request through the server: every document is open when it is answered.
        _ = try await client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: sheets[0].uri), position: Position(line: 0, character: 0)))
        let view = await client.server.featureView()
        var compared = 0
        var items = 0
        for sheet in sheets {
            for position in CompletionItemDefaultsTests.completionPositions(in: sheet.text) + Self.positionsInsideWords(of: sheet.text) {
                let request = CompletionRequest(textDocument: TextDocumentIdentifier(uri: sheet.uri), position: position)
                let list = view.completion(request)
                let written = view.completionBytes(request)
                let expected = list.json.serialized()
                let same = written == expected
                #expect(same, "\(sheet.uri) \(position): \(Self.difference(written, expected))")
                if !list.items.isEmpty { compared += 1 }
                items += list.items.count
            }
        }
        #expect(compared > 300, "\(compared)")
        #expect(items > 30_000, "\(items)")
    }

    /// One and two bytes into the first 4 words after `: ` and the first 4 after `@`, in UTF-16.
    static func positionsInsideWords(of text: String) -> [Position] {
        let source = SourceText(text)
        let bytes = Array(text.utf8)
        func isWordByte(_ byte: UInt8) -> Bool { byte < 0x80 && (Character(UnicodeScalar(byte)).isLetter || byte == UInt8(ascii: "-")) }
        var offsets: [Int] = []
        var afterColon = 0
        var afterAt = 0
        for index in bytes.indices.dropLast(3) {
            let start: Int
            if bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: " "), afterColon < 4 {
                afterColon += 1
                start = index + 2
            } else if bytes[index] == UInt8(ascii: "@"), afterAt < 4 {
                afterAt += 1
                start = index + 1
            } else {
                continue
            }
            if isWordByte(bytes[start]) { offsets.append(start + 1) }
            if isWordByte(bytes[start]), isWordByte(bytes[start + 1]) { offsets.append(start + 2) }
        }
        return offsets.map { Position(source.position(of: $0, encoding: .utf16)) }
    }

    /// Candidates of every kind with texts that need escaping, colours, deprecated names, labels in
    /// order or not, ranges shared by runs of items or not, in UTF-8 and UTF-16.
    @Test func randomListsAreTheBytesJSONCWritesForTheirItems() {
        var generator = SeededGenerator(seed: 0xC0_3B1E_7E5)
        let text = SourceText("Button {\n  font-color: @brand;\n}\n/* é😀 — */ Label { font-name: x }\n")
        let boundaries = text.bytes.indices.filter { text.bytes[$0] & 0xC0 != 0x80 } + [text.bytes.count]
        func randomRange() -> TextRange {
            let start = boundaries.randomElement(using: &generator)!
            return TextRange(start: start, end: boundaries.filter { $0 >= start }.randomElement(using: &generator)!)
        }
        let kinds: [CompletionCandidateKind] = [.styleClass, .property, .constant, .color, .value, .token, .tokenKey, .annotationKey, .annotationValue]
        let fieldSets = [[], ["editRange"], ["data"], CompletionItemDefaultsTests.vsCodeFields, ["commitCharacters"]]
        for _ in 0..<1000 {
            var range = randomRange()
            var kind = kinds.randomElement(using: &generator)!
            var candidates: [CompletionCandidate] = []
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                if Int.random(in: 0..<4, using: &generator) == 0 { range = randomRange() }
                if Int.random(in: 0..<3, using: &generator) == 0 { kind = kinds.randomElement(using: &generator)! }
                let label = WireConversionTests.randomText(&generator)
                let insertText: String? =
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: label + ": "
                    case 1: WireConversionTests.randomText(&generator)
                    default: nil
                    }
                let color: RGBA? =
                    Bool.random(using: &generator)
                    ? RGBA(
                        red8: Int.random(in: 0...255, using: &generator), green8: Int.random(in: 0...255, using: &generator),
                        blue8: Int.random(in: 0...255, using: &generator), alpha8: Bool.random(using: &generator) ? 255 : 128) : nil
                var candidate = CompletionCandidate(
                    label: label, kind: kind, detail: Bool.random(using: &generator) ? WireConversionTests.randomText(&generator) : nil,
                    insertText: insertText, replacing: range, color: color, sortKey: WireConversionTests.randomText(&generator))
                candidate.isDeprecated = Bool.random(using: &generator)
                candidates.append(candidate)
            }
            if Bool.random(using: &generator) { candidates.sort { $0.label < $1.label } }
            let answer = CompletionAnswer(items: candidates, isIncomplete: Bool.random(using: &generator))
            let path = Bool.random(using: &generator) ? "/w/Theme.nss" : "/w/" + WireConversionTests.randomText(&generator)
            let fields = Set(fieldSets.randomElement(using: &generator)!)
            for encoding in PositionEncoding.allCases {
                let written = CompletionListBytes(answer: answer, path: path, text: text, encoding: encoding, itemDefaultFields: fields).serialized()
                let expected = CompletionList(answer, path: path, in: text, encoding: encoding, itemDefaults: fields).json.serialized()
                let same = written == expected
                #expect(same, "\(Self.difference(written, expected))")
            }
        }
    }

    @Test func theEmptyListIsTheBytesOfAListOfNoItems() {
        #expect(CompletionListBytes.empty == CompletionList(isIncomplete: false, items: []).json.serialized())
    }
}
