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
        case .stylesheet: return ColorSyntax.stylesheetPresentations(of: color, replacing: written, names: namesOfColor(color, in: path))
        case .tokens: return ColorSyntax.tokenPresentations(of: color, replacing: written)
        default: return []
        }
    }
}

extension WorkspaceIndex {
    /// The constants of the stylesheet at `path` and the palette names whose colour (on the light
    /// background, overrides applied) is exactly `color`.
    func namesOfColor(_ color: RGBA, in path: String) -> [String] {
        guard let file = stylesheets.files[path] else { return [] }
        func same(_ other: RGBA?) -> Bool {
            guard let other else { return false }
            return (other.red8, other.green8, other.blue8, other.alpha8) == (color.red8, color.green8, color.blue8, color.alpha8)
        }
        var names: [String] = []
        for id in file.definedNameIDs {
            let name = file.names[Int(id)]
            guard let definition = file.nuiDefinition(of: name) else { continue }
            let parts = file.syntax.parts(of: file.syntax.definitions[definition].value)
            if same(file.readColor(parts, explainingFailures: false, recordingChain: false).resolution?.values[.lightBackground]) {
                names.append("@" + name)
            }
        }
        if file.dialect == .fiori {
            for name in file.palette.styles.keys.sorted() where same(effectivePaletteColor(name, in: file)) {
                names.append(name)
            }
        }
        return names
    }
}
