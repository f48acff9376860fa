import Diagnostics
import SourceText
import SourceryModels

/// Go to definition, find references and document highlights, across every kind of file.
package enum Navigation {
    /// Where the symbol at `offset` is defined. A name without a definition in the workspace (a
    /// built-in class, a constant that is never defined) has none.
    package static func definitions(at offset: Int, in path: String, of index: WorkspaceIndex) -> [Location] {
        guard let target = symbol(at: offset, in: path, of: index) else { return [] }
        // A palette name goes to what wins in the workspace: the stylesheets' overrides, else the token
        // that defines it, else the built-in palette's entry.
        if case .paletteName(let style) = target.symbol {
            let overrides = winningPaletteOverrides(of: style, on: schemes(askedAt: target.range, in: path, of: index), in: index)
            if !overrides.isEmpty { return overrides.sorted() }
            if paletteToken(of: style, in: index) == nil, let location = index.stylesheets.palette[style]?.location { return [location] }
        }
        return occurrences(of: target.symbol, in: index).filter(\.isDefinition).map(\.location)
    }

    /// The background schemes a palette name written at `range` asks for: in Swift, the one its call's
    /// `background:` names, else every scheme (the device decides); in a stylesheet, the one its suffix
    /// names (`tintColor_darkBackground`), else the light background.
    static func schemes(askedAt range: TextRange, in path: String, of index: WorkspaceIndex) -> [BackgroundScheme] {
        if let use = index.swiftCode.use(at: range.start, in: path) {
            return use.background.flatMap(BackgroundScheme.init(swiftBackground:)).map { [$0] } ?? BackgroundScheme.allCases
        }
        guard let bytes = index.snapshot.text(of: path)?.bytes, range.end < bytes.count, bytes[range.end] == UInt8(ascii: "_") else {
            return [.lightBackground]
        }
        var end = range.end + 1
        while end < bytes.count, SwiftPaletteUseScanner.isIdentifierByte(bytes[end]) { end += 1 }
        return BackgroundScheme(rawValue: String(decoding: bytes[(range.end + 1)..<end], as: UTF8.self)).map { [$0] } ?? BackgroundScheme.allCases
    }

    /// Every place the symbol at `offset` is written; the definitions only when `includeDeclaration`.
    package static func references(at offset: Int, in path: String, of index: WorkspaceIndex, includeDeclaration: Bool) -> [Location] {
        guard let target = symbol(at: offset, in: path, of: index) else { return [] }
        return occurrences(of: target.symbol, in: index).filter { includeDeclaration || !$0.isDefinition }.map(\.location)
    }

    /// The occurrences of the symbol at `offset` in the same file.
    package static func highlights(at offset: Int, in path: String, of index: WorkspaceIndex) -> [SymbolOccurrence] {
        guard let target = symbol(at: offset, in: path, of: index) else { return [] }
        return occurrences(of: target.symbol, in: index).filter { $0.location.path == path }
    }
}
