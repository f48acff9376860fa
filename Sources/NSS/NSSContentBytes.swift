/// What each byte is to the rules, one bit per class, from the generated tables.
enum NSSContentBytes {
    /// `valueEnd`: a byte a value never holds, or `;`, `/` or `\n`, at which reading a value stops.
    static let name: UInt8 = 1, definitionName: UInt8 = 2, valueEnd: UInt8 = 4, blank: UInt8 = 8
    static let neutral: UInt8 = 16, nameStart: UInt8 = 32, foreignStart: UInt8 = 64, foreignSelector: UInt8 = 128

    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        func mark(_ bytes: some Sequence<UInt8>, _ bit: UInt8) { for byte in bytes { table[Int(byte)] |= bit } }
        mark(NSSContentDetection.nameCharacters.utf8, name)
        mark(NSSContentDetection.definitionNameCharacters.utf8, definitionName)
        mark(Array(NSSContentDetection.valueForbiddenCharacters.utf8) + Array(";/\n".utf8), valueEnd)
        mark(" \t\r\u{0C}".utf8, blank)
        mark("{};\u{20}\t".utf8, neutral)
        mark("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_".utf8, nameStart)
        mark(NSSContentDetection.foreignLineStarts.compactMap(\.utf8.first), foreignStart)
        mark(NSSContentDetection.foreignSelectorStarts.utf8, foreignSelector)
        return table
    }()

    static let media: [UInt8] = Array("@media".utf8)
    static let foreignStarts: [[UInt8]] = NSSContentDetection.foreignLineStarts.map { Array($0.utf8) }
}
