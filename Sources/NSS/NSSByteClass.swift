/// What a byte starts (and, for names and spaces, continues) in the `.nss` lexer: one look-up in a
/// table of 256 per byte instead of chains of comparisons. `NSSLexer`'s predicates define the classes.
enum NSSByteClass: UInt8 {
    /// A byte NUI's tokenizer rejects: it starts (and continues) an `invalid` token.
    case rejected
    /// Space, tab, vertical tab, form feed.
    case space
    case lineBreak
    /// A byte that starts and continues a name.
    case name
    /// `#` and `@`, which start a name only.
    case nameStart
    case slash
    case bang
    case quote
    case colon
    case semicolon
    case leftBrace
    case rightBrace
    case leftParen
    case rightParen
    case comma

    /// The class of every byte, indexed by the byte.
    static let table: [NSSByteClass] = (0...255).map { NSSByteClass(of: UInt8($0)) }

    init(of byte: UInt8) {
        if NSSLexer.isLineBreak(byte) {
            self = .lineBreak
        } else if NSSLexer.isSpace(byte) {
            self = .space
        } else if NSSLexer.isNameByte(byte) {
            self = .name
        } else if NSSLexer.startsName(byte) {
            self = .nameStart
        } else {
            switch byte {
            case UInt8(ascii: "/"): self = .slash
            case UInt8(ascii: "!"): self = .bang
            case UInt8(ascii: "\""), UInt8(ascii: "'"): self = .quote
            case UInt8(ascii: ":"): self = .colon
            case UInt8(ascii: ";"): self = .semicolon
            case UInt8(ascii: "{"): self = .leftBrace
            case UInt8(ascii: "}"): self = .rightBrace
            case UInt8(ascii: "("): self = .leftParen
            case UInt8(ascii: ")"): self = .rightParen
            case UInt8(ascii: ","): self = .comma
            default: self = .rejected
            }
        }
    }
}
