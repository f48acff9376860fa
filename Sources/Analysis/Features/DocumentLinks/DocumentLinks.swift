import NSS
import SourceText

/// A value that names an image the app loads by name (`background-image: card-bg;`).
package struct ImageReference: Sendable, Hashable {
    package var name: String
    package var range: TextRange

    package init(name: String, range: TextRange) {
        self.name = name
        self.range = range
    }
}

/// Where stylesheet values name files. The analysis finds the names; whoever can read the disk
/// (the server) finds the files.
package enum DocumentLinks {
    /// Every image name written as the value of an image property, after variable substitution (the
    /// link sits where the name is written: in the declaration, or in the definition it came from).
    package static func imageReferences(in path: String, of index: WorkspaceIndex) -> [ImageReference] {
        guard let file = index.stylesheets.nuiFile(path) else { return [] }
        var result: [ImageReference] = []
        for (position, declaration) in file.syntax.declarations.enumerated() {
            guard NSSCatalog.property(file.propertyNames[position])?.type == .image else { continue }
            var parts = file.syntax.parts(of: declaration.value)
            if parts.count == 1, parts[0].kind == .variable, let definition = file.nuiDefinition(of: file.variableName(parts[0])) {
                parts = file.syntax.parts(of: file.syntax.definitions[definition].value)
            }
            guard parts.count == 1, parts[0].kind == .identifier else { continue }
            result.append(ImageReference(name: file.text[parts[0].range], range: parts[0].range))
        }
        var seen = Set<TextRange>()
        return result.filter { seen.insert($0.range).inserted }
    }

    /// The file names an image name can have in an app: the name itself when it has an extension,
    /// else PNG and JPEG files at every scale, and an asset catalog's image set.
    package static func candidateFileNames(for name: String) -> [String] {
        if name.contains(".") { return [name] }
        var names: [String] = []
        for scale in ["", "@2x", "@3x"] {
            for ext in ["png", "jpg", "jpeg", "pdf"] { names.append("\(name)\(scale).\(ext)") }
        }
        return names + ["\(name).imageset"]
    }
}
