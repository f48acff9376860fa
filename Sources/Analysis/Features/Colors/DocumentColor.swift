import Colors
import SourceText

/// A colour shown in the editor (swatch and picker) for a range of a file.
package struct DocumentColor: Sendable, Hashable {
    package var range: TextRange
    package var color: RGBA

    package init(range: TextRange, color: RGBA) {
        self.range = range
        self.color = color
    }
}

/// One way to write a colour, replacing the colour's range.
package struct ColorPresentation: Sendable, Hashable {
    package var label: String
    package var newText: String

    package init(label: String, newText: String? = nil) {
        self.label = label
        self.newText = newText ?? label
    }
}

extension WorkspaceIndex {
    /// Every colour in the file at `path`: literals, palette names and `@constant` uses in `.nss`,
    /// colour tokens (literal or alias) in token files.
    package func documentColors(path: String) -> [DocumentColor] {
        guard let file = snapshot.files[path] else { return [] }
        switch file.kind {
        case .stylesheet: return stylesheets.files[path].map(stylesheetColors) ?? []
        case .tokens: return tokenColors(path: path)
        default: return []
        }
    }

    /// The ways to write `color` over `range` of the file at `path`, in the syntax already there first.
    package func colorPresentations(path: String, range: TextRange, color: RGBA) -> [ColorPresentation] {
        guard let file = snapshot.files[path], range.end <= file.text.bytes.count else { return [] }
        let written = file.text[range]
        switch file.kind {
        case .stylesheet: return ColorSyntax.stylesheetPresentations(of: color, replacing: written)
        case .tokens: return ColorSyntax.tokenPresentations(of: color, replacing: written)
        default: return []
        }
    }
}
