import Analysis
import Foundation
import NSS
import SourceText

/// The outlines of stylesheets as JSON bytes, one piece per top-level item (a definition, a rule set,
/// an `@media` block), kept from one generation to the next. A piece depends only on its item's
/// text, the line and column the item starts at, whether declarations are outlined and the position
/// encoding, so after an edit only the pieces of the items it changed or moved are written again (a
/// one-line edit moves none; a new line shifts the later items to other lines).
final class OutlinePieces: @unchecked Sendable {
    struct Key: Hashable {
        var text: ArraySlice<UInt8>
        var line: Int
        var character: Int
        var withDeclarations: Bool
        var encoding: PositionEncoding
    }

    private let lock = NSLock()
    /// The pieces of the last outline made of each file.
    private var piecesByPath: [String: [Key: [UInt8]]] = [:]

    /// The hierarchical outline of `file`, as the bytes of its JSON array.
    func outline(of file: StylesheetFile, path: String, encoding: PositionEncoding) -> [UInt8] {
        let previous = lock.withLock { piecesByPath[path] ?? [:] }
        var kept: [Key: [UInt8]] = [:]
        kept.reserveCapacity(file.syntax.items.count)
        let text = file.text
        let withDeclarations = file.syntax.declarations.count <= DocumentSymbols.declarationsOutlinedAtMost
        var output = DocumentAnswerBytes(reservingCapacity: previous.values.reduce(16) { $0 + $1.count + 1 })
        output.byte(UInt8(ascii: "["))
        var written = 0
        for item in file.syntax.items {
            guard let range = DocumentSymbols.range(of: item, in: file.syntax) else { continue }
            let start = text.position(of: range.start, encoding: encoding)
            let key = Key(
                text: text.bytes[range.start..<range.end], line: start.line, character: start.character, withDeclarations: withDeclarations,
                encoding: encoding)
            let piece = kept[key] ?? previous[key] ?? OutlinePieces.piece(of: item, in: file, withDeclarations: withDeclarations, encoding: encoding)
            kept[key] = piece
            guard !piece.isEmpty else { continue }
            if written > 0 { output.byte(UInt8(ascii: ",")) }
            output.append(piece)
            written += 1
        }
        output.byte(UInt8(ascii: "]"))
        lock.withLock { piecesByPath[path] = kept }
        return output.bytes
    }

    /// Lets go of the pieces of a file that was closed (they hold on to its text).
    func forget(_ path: String) {
        lock.withLock { piecesByPath[path] = nil }
    }

    /// The files whose pieces are kept.
    var keptPaths: Set<String> { lock.withLock { Set(piecesByPath.keys) } }

    /// The JSON of one item's symbol; empty when the item has none.
    private static func piece(of item: NSSItem, in file: StylesheetFile, withDeclarations: Bool, encoding: PositionEncoding) -> [UInt8] {
        guard let symbol = DocumentSymbols.symbol(of: item, in: file, withDeclarations: withDeclarations) else { return [] }
        var output = DocumentAnswerBytes()
        DocumentSymbol(symbol, in: file.text, encoding: encoding).write(to: &output)
        return output.bytes
    }
}
