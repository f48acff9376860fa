import LanguageServer
import SourceText

/// Reads the input as a client session (a first text, then edits with positions and replacement
/// pieces) and applies it to the document store and to an independent model of the client's text;
/// after every change both texts must be equal and every position must map back to its offset.
enum DocumentStoreInvariants {
    /// Replacement pieces, chosen by input bytes, so that short inputs reach surrogate pairs, CRLF,
    /// lone CR and combining sequences.
    static let pieces: [String] = [
        "a", "bc", " ", "é", "😀", "👩‍👩‍👧", "\n", "\r\n", "\r", "中文", "@x: #fff;", "\t", "", "e\u{301}", "{", "}",
    ]

    /// Longer inputs are cut here: a session is a few hundred edits, enough to reach every case.
    static let maximumInputLength = 4096

    static func violations(_ bytes: [UInt8]) -> [String] {
        var list = ViolationList()
        var reader = ByteReader(bytes: Array(bytes.prefix(maximumInputLength)))
        let encoding: PositionEncoding = reader.next() % 2 == 0 ? .utf16 : .utf8
        let initialLength = Int(reader.next()) % 64
        var initial = ""
        for _ in 0..<initialLength where !reader.isAtEnd { initial += pieces[Int(reader.next()) % pieces.count] }
        var model = ClientTextModel(text: initial, encoding: encoding)
        let uri = DocumentURI("file:///fuzz/document.nss")
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "nss", version: 0, text: initial))
        var version = 0
        while !reader.isAtEnd {
            version += 1
            var changes: [TextDocumentContentChangeEvent] = []
            for _ in 0...(Int(reader.next()) % 3) where !reader.isAtEnd {
                let lines = model.lineCount
                var start = Position(line: Int(reader.next()) % (lines + 1), character: Int(reader.next()) % 24)
                var end = Position(line: Int(reader.next()) % (lines + 1), character: Int(reader.next()) % 24)
                if (end.line, end.character) < (start.line, start.character) { swap(&start, &end) }
                var replacement = ""
                for _ in 0..<(Int(reader.next()) % 4) { replacement += pieces[Int(reader.next()) % pieces.count] }
                let change: TextDocumentContentChangeEvent
                if start.line == lines, end.line == lines, start.character == 23 {
                    change = TextDocumentContentChangeEvent(range: nil, text: replacement)
                    model = ClientTextModel(text: replacement, encoding: encoding)
                } else {
                    change = TextDocumentContentChangeEvent(range: LSPRange(start: start, end: end), text: replacement)
                    model.replace(from: start, to: end, with: replacement)
                }
                changes.append(change)
            }
            do {
                try store.change(uri, version: version, changes: changes, encoding: encoding)
            } catch {
                list.expect(false, "the store rejected change \(version): \(error)")
                return list.messages
            }
            guard let document = store[uri] else {
                list.expect(false, "the document is gone after change \(version)")
                return list.messages
            }
            guard document.text.bytes == model.utf8 else {
                list.expect(false, "texts differ after change \(version) \(changes) in \(encoding)")
                return list.messages
            }
            list.expect(document.version == version, "version \(document.version) instead of \(version)")
            checkPositions(document.text, encoding: encoding, &list)
        }
        return list.messages
    }

    /// Every character boundary maps to a position and back to the same offset, inside the text.
    static func checkPositions(_ text: SourceText, encoding: PositionEncoding, _ list: inout ViolationList) {
        var offset = 0
        let bytes = text.bytes
        while offset <= bytes.count {
            let position = text.position(of: offset, encoding: encoding)
            let back = text.offset(of: position, encoding: encoding)
            let atLineTerminator = offset < bytes.count && (bytes[offset] == 0x0A || (bytes[offset] == 0x0D))
            if !atLineTerminator || back == offset {
                list.expect(back == offset, "offset \(offset) → \(position) → \(back)")
            }
            list.expect(position.line < text.lineCount, "position \(position) beyond the last line")
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            offset += byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        }
    }
}

/// Hands out the input bytes one by one, then zeros.
struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }

    mutating func next() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }
}

/// The client's text as Unicode scalars, edited the way the LSP describes positions: lines end at
/// `\n`, `\r\n` or `\r`; a character past the end of a line means its end; a position inside a
/// character (a surrogate pair, a UTF-8 sequence) means that character's start.
package struct ClientTextModel {
    package private(set) var scalars: [Unicode.Scalar]
    let encoding: PositionEncoding

    package init(text: String, encoding: PositionEncoding) {
        scalars = Array(text.unicodeScalars)
        self.encoding = encoding
    }

    package var utf8: [UInt8] {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        return Array(string.utf8)
    }

    /// Start and content end (before the terminator) of each line, as scalar indices.
    var lines: [(start: Int, contentEnd: Int)] {
        var result: [(Int, Int)] = []
        var start = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                var next = index + 1
                if scalar == "\r", next < scalars.count, scalars[next] == "\n" { next += 1 }
                result.append((start, index))
                start = next
                index = next
            } else {
                index += 1
            }
        }
        result.append((start, scalars.count))
        return result
    }

    package var lineCount: Int { lines.count }

    func index(of position: Position) -> Int {
        let lines = lines
        guard position.line < lines.count else { return scalars.count }
        let (start, end) = lines[position.line]
        var units = 0
        var index = start
        while index < end {
            let scalar = scalars[index]
            let width = encoding == .utf16 ? (scalar.value > 0xFFFF ? 2 : 1) : String(scalar).utf8.count
            if units + width > position.character { break }
            units += width
            index += 1
        }
        return index
    }

    package mutating func replace(from start: Position, to end: Position, with replacement: String) {
        let lower = index(of: start)
        let upper = index(of: end)
        scalars.replaceSubrange(min(lower, upper)..<max(lower, upper), with: Array(replacement.unicodeScalars))
    }
}
