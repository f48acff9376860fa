import Diagnostics
import SourceText

/// Go to definition, find references and document highlights, across every kind of file.
package enum Navigation {
    /// Where the symbol at `offset` is defined. A name without a definition in the workspace (a
    /// built-in class, a constant that is never defined) has none.
    package static func definitions(at offset: Int, in path: String, of index: WorkspaceIndex) -> [Location] {
        guard let target = symbol(at: offset, in: path, of: index) else { return [] }
        if case .paletteName(let style) = target.symbol, paletteToken(of: style, in: index) == nil,
            let location = index.stylesheets.palette[style]?.location
        {
            return [location]
        }
        return occurrences(of: target.symbol, in: index).filter(\.isDefinition).map(\.location)
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
