import DesignTokens
import SourceText

extension Palette {
    /// The SAP Fiori for iOS palette v8, read once from the text compiled into the binary
    /// (`FioriPaletteV8TokenFile.swift`) through the same reader as any token file.
    package static let fioriV8: Palette = {
        let file = TokenFileReader.read(builtInPaletteText)
        let graph = TokenGraph(sources: [TokenSource(path: "fiori-palette-v8.tokens.json", file: file)])
        return Palette(name: "fiori-v8", styles: styles(from: graph, group: "fiori", withLocations: false))
    }()

    /// The text of the built-in palette.
    package static var builtInPaletteText: SourceText { SourceText(fioriV8TokenFileText) }
}
