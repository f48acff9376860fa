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
        while lineStart < limit {
            var lineEnd = lineStart
            while lineEnd < limit, bytes[lineEnd] != 10 { lineEnd += 1 }
            var start = lineStart
            while start < lineEnd, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
            let line = bytes[start..<lineEnd]
            func starts(_ prefix: String) -> Bool { line.starts(with: prefix.utf8) }
            func has(_ needle: String) -> Bool { contains(line, needle) }
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
        let foreign: [(NSSContentKind, Int)] = [(.niagara, niagara), (.nwscript, nwscript), (.nidium, nidium), (.nilesoft, nilesoft)]
        guard let best = foreign.max(by: { $0.1 < $1.1 }), best.1 >= 3, best.1 > nui else { return .nui }
        return best.0
    }

    private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        guard haystack.count >= needle.count, let first = needle.first else { return false }
        var index = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
