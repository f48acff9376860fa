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

    package var displayName: String {
        switch self {
        case .nui: return "NUI stylesheet"
        case .nwscript: return "NWScript"
        case .niagara: return "Niagara style sheet"
        case .nidium: return "Nidium native style sheet"
        case .nilesoft: return "Nilesoft Shell configuration"
        }
    }

    /// Looks at the first 64 KB, line by line, for evidence of each format, and answers `.nui` unless
    /// another format clearly dominates.
    package static func sniff(_ bytes: [UInt8]) -> NSSContentKind {
        let limit = min(bytes.count, 65_536)
        var nui = 0
        var niagara = 0
        var nwscript = 0
        var nidium = 0
        var nilesoft = 0
        var lineStart = 0
        bytes.withUnsafeBufferPointer { buffer in
            while lineStart < limit {
                var lineEnd = lineStart
                while lineEnd < limit, buffer[lineEnd] != 10 { lineEnd += 1 }
                var start = lineStart
                while start < lineEnd, buffer[start] == 32 || buffer[start] == 9 { start += 1 }
                let line = UnsafeBufferPointer(rebasing: buffer[start..<lineEnd])
                func starts(_ prefix: StaticString) -> Bool { matches(line, at: 0, prefix) }
                func has(_ needle: StaticString) -> Bool { contains(line, needle) }
                if starts("#define ") || starts("#define\t") {
                    niagara += 3
                } else if starts("#include") || starts("void main") || starts("int StartingConditional") || has("GetFirstPC") || has("OBJECT_SELF") {
                    nwscript += 3
                } else if starts("menu(") || starts("item(") || starts("import '") || starts("import \"") || has("cmd=") {
                    nilesoft += 3
                } else if starts("\"") && has("\":") {
                    nidium += 2
                } else if starts("@") && has(":") && !has("=") && !has("$") {
                    nui += 2
                } else if has(": $") || has(":$") {
                    niagara += 2
                } else if (has("{") && !has("=") && !has("(")) || (has(":") && has(";") && !has("$") && !has("=") && !has("\"")) {
                    nui += 1
                }
                lineStart = lineEnd + 1
            }
        }
        let foreign: [(NSSContentKind, Int)] = [(.niagara, niagara), (.nwscript, nwscript), (.nidium, nidium), (.nilesoft, nilesoft)]
        guard let best = foreign.max(by: { $0.1 < $1.1 }), best.1 >= 3, best.1 > nui else { return .nui }
        return best.0
    }

    private static func matches(_ line: UnsafeBufferPointer<UInt8>, at offset: Int, _ needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard offset + length <= line.count else { return false }
        let pointer = needle.utf8Start
        for index in 0..<length where line[offset + index] != pointer[index] { return false }
        return true
    }

    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard line.count >= length else { return false }
        let first = needle.utf8Start[0]
        var index = 0
        while index <= line.count - length {
            if line[index] == first, matches(line, at: index, needle) { return true }
            index += 1
        }
        return false
    }
}
