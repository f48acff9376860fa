/// Which format a `.nss` file is written in. The extension is shared by several unrelated formats.
package enum NSSContentKind: String, Sendable, Hashable {
    /// NUI / SAP Fiori stylesheets (possibly with mistakes).
    case nui
    /// NWScript (Neverwinter Nights scripts).
    case nwscript
    /// Tridium Niagara style sheets (`#define x = …;`, `$x`).
    case niagara
    /// Nidium "Native Style Sheet" (JSON-like objects).
    case nidium
    /// Nilesoft Shell configuration (`menu(…)`, `item(…)`).
    case nilesoft
    /// Any other format (game data, scripts of other engines, CSV, text).
    case other

    package var displayName: String {
        switch self {
        case .nui: return "NUI stylesheet"
        case .nwscript: return "NWScript"
        case .niagara: return "Niagara style sheet"
        case .nidium: return "Nidium native style sheet"
        case .nilesoft: return "Nilesoft Shell configuration"
        case .other: return "file in another format"
        }
    }

    /// What a file is: NUI when ``NSSContentDetection`` (the definition the editors share) says so,
    /// else the foreign format ``sniff(_:)`` names, or `.other`.
    package static func detect(_ bytes: [UInt8]) -> NSSContentKind {
        guard !NSSContentDetection.isNUI(bytes) else { return .nui }
        guard let best = scores(bytes).foreign.max(by: { $0.1 < $1.1 }), best.1 >= 3 else { return .other }
        return best.0
    }

    /// Looks at the first 16 KB, line by line, for evidence of each format, and answers `.nui` unless
    /// another format clearly dominates. Names the format of a file ``detect(_:)`` finds foreign.
    package static func sniff(_ bytes: [UInt8]) -> NSSContentKind {
        let (nui, foreign) = scores(bytes)
        guard let best = foreign.max(by: { $0.1 < $1.1 }), best.1 >= 3, best.1 > nui else { return .nui }
        return best.0
    }

    /// The evidence for NUI and for each foreign format in the first 16 KB.
    private static func scores(_ bytes: [UInt8]) -> (nui: Int, foreign: [(NSSContentKind, Int)]) {
        let limit = min(bytes.count, 16_384)
        var nui = 0
        var niagara = 0
        var nwscript = 0
        var nidium = 0
        var nilesoft = 0
        var lineStart = 0
        bytes.withUnsafeBufferPointer { buffer in Mark.table.withUnsafeBufferPointer { marks in
            while lineStart < limit {
                var start = lineStart
                while start < limit, buffer[start] == 32 || buffer[start] == 9 { start += 1 }
                // One pass over the line collects the characters that tell the formats apart; most
                // characters are none of them, which one table lookup tells.
                var lineEnd = start
                var seen: UInt8 = 0
                var colonDollar = false
                var quoteColon = false
                while lineEnd < limit {
                    let character = buffer[lineEnd]
                    let mark = marks[Int(character)]
                    if mark != 0 {
                        if mark == Mark.newline { break }
                        let previous = lineEnd > start ? buffer[lineEnd - 1] : 0
                        if mark == Mark.colon, previous == UInt8(ascii: "\"") { quoteColon = true }
                        if mark == Mark.dollar, previous == UInt8(ascii: ":") || previous == UInt8(ascii: " ") && seen & Mark.colon != 0 {
                            colonDollar = true
                        }
                        seen |= mark
                    }
                    lineEnd += 1
                }
                let colon = seen & Mark.colon != 0, semicolon = seen & Mark.semicolon != 0, brace = seen & Mark.brace != 0
                let dollar = seen & Mark.dollar != 0, equals = seen & Mark.equals != 0, paren = seen & Mark.paren != 0
                let quote = seen & Mark.quote != 0
                let line = UnsafeBufferPointer(rebasing: buffer[start..<lineEnd])
                func starts(_ prefix: StaticString) -> Bool { matches(line, at: 0, prefix) }
                let first = line.first ?? 0
                if first == UInt8(ascii: "#"), equals, starts("#define ") || starts("#define\t") {
                    niagara += 3
                } else if (first == UInt8(ascii: "#") && (starts("#include") || starts("#define") || starts("#ifndef")))
                    || starts("void main") || starts("int StartingConditional") || starts("const int ") || starts("const string ") {
                    nwscript += 3
                } else if starts("menu(") || starts("item(") || starts("import '") || starts("import \"") {
                    nilesoft += 3
                } else if first == UInt8(ascii: "\""), quoteColon {
                    nidium += 2
                } else if first == UInt8(ascii: "@"), colon, !equals, !dollar {
                    nui += 2
                } else if colonDollar {
                    niagara += 2
                } else if (brace && !equals && !paren) || (colon && semicolon && !dollar && !equals && !quote) {
                    nui += 1
                }
                lineStart = lineEnd + 1
            }
        } }
        return (nui, [(.niagara, niagara), (.nwscript, nwscript), (.nidium, nidium), (.nilesoft, nilesoft)])
    }

    /// The characters the sniffer looks for, one bit each.
    private enum Mark {
        static let colon: UInt8 = 1, semicolon: UInt8 = 2, brace: UInt8 = 4, dollar: UInt8 = 8, equals: UInt8 = 16
        static let paren: UInt8 = 32, quote: UInt8 = 64, newline: UInt8 = 128

        /// The mark of every byte value (0 for the others).
        static let table: [UInt8] = {
            var table = [UInt8](repeating: 0, count: 256)
            let marked: [(Character, UInt8)] = [
                (":", colon), (";", semicolon), ("{", brace), ("$", dollar), ("=", equals), ("(", paren), ("\"", quote), ("\n", newline),
            ]
            for (character, mark) in marked { table[Int(character.asciiValue!)] = mark }
            return table
        }()
    }

    private static func matches(_ line: UnsafeBufferPointer<UInt8>, at offset: Int, _ needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard offset + length <= line.count else { return false }
        let pointer = needle.utf8Start
        for index in 0..<length where line[offset + index] != pointer[index] { return false }
        return true
    }
}
