import NSS
import SourceText

/// The hover of a style class: the properties in effect once its blocks are merged (one row each),
/// not every block of every file; then the blocks as links.
extension WorkspaceIndex {
    static let classHoverRows = 15
    static let classHoverLinks = 6

    func classHover(_ name: String, summary: String, from path: String, range: TextRange) -> HoverContent {
        var rows: [HoverRow] = []
        var links: [HoverLink] = []
        var files: [String] = []
        var overridden = 0
        var blocks = 0
        for file in stylesheets.paths.compactMap({ stylesheets.files[$0] }) where file.isNUIContent {
            guard let merged = file.mergedClass(name) else { continue }
            files.append(displayName(file.path))
            for property in merged.effective.keys.sorted() {
                let declaration = merged.effective[property]!
                let written = file.syntax.nuiText(of: file.syntax.declarations[declaration].value)
                let color = file.resolvedColors(ofDeclaration: declaration)?[.lightBackground]
                var value = "`\(written)`"
                if let color, color.hexString != written.uppercased() { value += " (`\(color.hexString)`)" }
                let line = file.lineNumber(file.syntax.declarations[declaration].range.start)
                rows.append(HoverRow(cells: [property, value, "\(displayName(file.path)):\(line)"], color: color))
            }
            for ruleSet in merged.ruleSets {
                blocks += 1
                let declarations = file.syntax.ruleSets[ruleSet].declarations
                overridden += declarations.filter { merged.effective[file.propertyNames[$0]] != $0 && file.syntax.ruleSets[ruleSet].media == nil }.count
                let media = file.syntax.ruleSets[ruleSet].media != nil ? ", inside `@media`" : ""
                links.append(link(to: file.location(file.syntax.ruleSets[ruleSet].range), from: path, note: "\(declarations.count) declarations\(media)"))
            }
        }
        var headline = summary.hasSuffix(".") ? String(summary.dropLast()) : summary
        if rows.isEmpty {
            headline += "; no stylesheet sets its properties"
        } else {
            let placeText = files.count == 1 ? "in \(files[0])" : "in \(files.count) stylesheets (each applies its own)"
            headline += "; \(rows.count) \(rows.count == 1 ? "property" : "properties") in effect from \(blocks) \(blocks == 1 ? "block" : "blocks") \(placeText)"
        }
        var content: [HoverBlock] = [.headline(name: name, text: headline)]
        if !rows.isEmpty {
            let shown = Array(rows.prefix(Self.classHoverRows))
            content.append(.table(columns: ["property", "value", "set at"], rows: shown))
            var notes: [String] = []
            if rows.count > shown.count { notes.append("… and \(rows.count - shown.count) more properties.") }
            if overridden > 0 {
                notes.append("\(overridden) overridden \(overridden == 1 ? "declaration is" : "declarations are") left out: the last declaration of a property wins.")
            }
            if !notes.isEmpty { content.append(.paragraph(notes.joined(separator: " "))) }
        }
        if !links.isEmpty {
            var shownLinks = Array(links.prefix(Self.classHoverLinks))
            if links.count > shownLinks.count {
                shownLinks[shownLinks.count - 1].note += " (and \(links.count - shownLinks.count) more blocks)"
            }
            content.append(.links(heading: "Blocks", shownLinks))
        }
        return HoverContent(range: range, blocks: content)
    }
}
