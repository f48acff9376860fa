@testable import LanguageServer
import SourceText
import Testing

@Suite struct DocumentStoreTests {
    private let uri = DocumentURI("file:///w/a.nss")

    private func store(_ text: String) -> DocumentStore {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "nss", version: 1, text: text))
        return store
    }

    private func change(_ text: String, _ edits: [(Int, Int, Int, Int, String)], encoding: PositionEncoding = .utf16) throws -> String {
        var store = store(text)
        let changes = edits.map { edit in
            TextDocumentContentChangeEvent(
                range: LSPRange(start: Position(line: edit.0, character: edit.1), end: Position(line: edit.2, character: edit.3)),
                text: edit.4)
        }
        try store.change(uri, version: 2, changes: changes, encoding: encoding)
        #expect(store[uri]?.version == 2)
        return store[uri]!.text.string
    }

    @Test func editsApplyInOrder() throws {
        #expect(try change("abc\ndef", [(0, 1, 0, 2, "X"), (1, 0, 1, 0, ">"), (0, 0, 0, 1, "")]) == "Xc\n>def")
    }

    @Test func surrogatePairsCountTwoInUTF16AndFourInUTF8() throws {
        #expect(try change("😀x", [(0, 2, 0, 3, "y")]) == "😀y")
        #expect(try change("😀x", [(0, 4, 0, 5, "y")], encoding: .utf8) == "😀y")
        #expect(try change("a😀b", [(0, 1, 0, 3, "")]) == "ab")
    }

    @Test func crlfLines() throws {
        #expect(try change("a\r\nb\r\nc", [(1, 0, 1, 1, "B"), (2, 1, 2, 1, "!")]) == "a\r\nB\r\nc!")
        #expect(try change("a\r\nb", [(0, 1, 1, 0, "")]) == "ab")
    }

    @Test func editsAtTheEndAndEmptyEdits() throws {
        #expect(try change("abc", [(0, 3, 0, 3, "d")]) == "abcd")
        #expect(try change("abc\n", [(1, 0, 1, 0, "x")]) == "abc\nx")
        #expect(try change("abc", [(0, 1, 0, 1, "")]) == "abc")
        #expect(try change("", [(0, 0, 0, 0, "first")]) == "first")
        // Past the end: characters clamp to the line end, lines to the end of the text.
        #expect(try change("ab\ncd", [(0, 99, 0, 99, "!"), (9, 0, 9, 0, "?")]) == "ab!\ncd?")
    }

    @Test func fullReplacement() throws {
        var store = store("old")
        try store.change(uri, version: 5, changes: [TextDocumentContentChangeEvent(text: "new\r\ntext")], encoding: .utf16)
        #expect(store[uri]?.text.string == "new\r\ntext")
    }

    @Test func changingAClosedDocumentFails() {
        var store = DocumentStore()
        #expect(throws: DocumentStoreError.notOpen(uri)) {
            try store.change(uri, version: 1, changes: [], encoding: .utf16)
        }
    }
}

@Suite struct DocumentURITests {
    @Test(arguments: [
        ("/w/My Theme.nss", "file:///w/My%20Theme.nss"), ("/w/é/a+b.tokens.json", "file:///w/%C3%A9/a%2Bb.tokens.json"),
        ("/w/100%/x#y.nss", "file:///w/100%25/x%23y.nss"),
    ])
    func pathsAndURIsRoundTrip(path: String, uri: String) {
        #expect(DocumentURI(filePath: path).stringValue == uri)
        #expect(DocumentURI(uri).filePath == path)
    }

    @Test func clientSpellingsDecode() {
        #expect(DocumentURI("file:///c%3A/x%20y.nss").filePath == "/c:/x y.nss")
        #expect(DocumentURI("file://localhost/w/a.nss").filePath == "/w/a.nss")
        #expect(DocumentURI("FILE:///w/a.nss").filePath == "/w/a.nss")
        #expect(DocumentURI("untitled:Untitled-1").filePath == nil)
        #expect(DocumentURI("untitled:Untitled-1").analysisPath == "untitled:Untitled-1")
        #expect(DocumentURI("file:///bad%zz").filePath == nil)
    }
}
