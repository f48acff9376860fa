import DesignTokens
import Foundation
import SourceText

extension Palette {
    /// The SAP Fiori for iOS palette v8, read once from the package's resources through the same
    /// reader as any token file.
    package static let fioriV8: Palette = {
        guard let text = builtInPaletteText(named: "fiori-palette-v8") else { return Palette(name: "fiori-v8", styles: []) }
        let file = TokenFileReader.read(text)
        let graph = TokenGraph(sources: [TokenSource(path: "fiori-palette-v8.tokens.json", file: file)])
        return Palette(name: "fiori-v8", styles: styles(from: graph, group: "fiori", withLocations: false))
    }()

    /// The text of a palette shipped in `Resources/`.
    package static func builtInPaletteText(named name: String) -> SourceText? {
        let url = Bundle.module.url(forResource: name + ".tokens", withExtension: "json", subdirectory: "Resources")
            ?? Bundle.module.url(forResource: name + ".tokens", withExtension: "json")
        guard let url, let data = try? Data(contentsOf: url) else { return nil }
        return SourceText(bytes: [UInt8](data))
    }
}
