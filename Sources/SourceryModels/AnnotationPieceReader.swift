import SourceText

/// The comma-separated pieces of annotation text (rule 1 of ``AnnotationGrammar``), each with what
/// the grammar asks of it, found in one pass over the bytes.
struct AnnotationPieceReader {
    /// One piece, not trimmed.
    struct Piece {
        var range: TextRange
        /// Where the `=` signs outside double quotes are, as the grammar splits on them.
        var equalSigns: EqualSigns
        var hasColon = false
        var hasSingleQuote = false
        var isASCII = true
        /// False for the last piece.
        var endsAtComma = false
    }

    /// The `=` signs outside double quotes of a piece: where the key ends, where the value starts, and
    /// how many parts they make.
    struct EqualSigns {
        var firstEnd: Int
        var lastStart: Int
        var count = 1

        init(pieceStart: Int, pieceEnd: Int) {
            firstEnd = pieceEnd
            lastStart = pieceStart
        }
    }

    private let bytes: [UInt8]
    private let range: TextRange
    private var index: Int
    private var isFinished = false
    /// Brackets opened and not closed; `>` closes a `(` as well as a `<`, as Sourcery counts them.
    private var openBrackets = 0
    /// The `"` that opened the double-quoted text the reader is in.
    private var openQuote: Int?

    init(_ bytes: [UInt8], _ range: TextRange) {
        self.bytes = bytes
        self.range = range
        self.index = range.start
    }

    mutating func next() -> Piece? {
        guard !isFinished else { return nil }
        let start = index
        var piece = Piece(
            range: TextRange(start: start, end: range.end), equalSigns: EqualSigns(pieceStart: start, pieceEnd: range.end))
        while index < range.end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                openBrackets += 1
            case UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                if openBrackets > 0 { openBrackets -= 1 }
            case UInt8(ascii: "\""):
                openQuote = openQuote == nil ? index : nil
            case UInt8(ascii: ","):
                if openBrackets == 0 && openQuote == nil {
                    piece.range = TextRange(start: start, end: index)
                    if piece.equalSigns.count == 1 { piece.equalSigns.firstEnd = index }
                    piece.endsAtComma = true
                    index += 1
                    return piece
                }
            case UInt8(ascii: "="):
                // Pieces start outside double quotes, so the quote state is the piece's own.
                if openQuote == nil {
                    if piece.equalSigns.count == 1 { piece.equalSigns.firstEnd = index }
                    piece.equalSigns.lastStart = index + 1
                    piece.equalSigns.count += 1
                }
            case UInt8(ascii: ":"):
                piece.hasColon = true
            case UInt8(ascii: "'"):
                piece.hasSingleQuote = true
            default:
                if byte >= 0x80 { piece.isASCII = false }
            }
            index += 1
        }
        isFinished = true
        return piece
    }

    /// After the last piece: the double quote and the bracket left open, which kept later commas from
    /// separating annotations.
    func unclosedTraps() -> [ParseTrap] {
        var traps: [ParseTrap] = []
        if let openQuote {
            traps.append(ParseTrap(kind: .unbalancedDoubleQuote, range: TextRange(start: openQuote, end: range.end)))
        }
        if openBrackets > 0, let opener = firstUnclosedBracket() {
            traps.append(ParseTrap(kind: .unclosedBracket, range: TextRange(start: opener, end: range.end)))
        }
        return traps
    }

    /// The first bracket left open that is not a `<` (`->` closes nothing that was opened), found by
    /// going through the text again with a stack: only text with an open bracket pays for it.
    private func firstUnclosedBracket() -> Int? {
        var openers: [Int] = []
        for position in range.range {
            switch bytes[position] {
            case UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                openers.append(position)
            case UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                if !openers.isEmpty { openers.removeLast() }
            default:
                break
            }
        }
        return openers.first { bytes[$0] != UInt8(ascii: "<") }
    }
}
