import Analysis
import Foundation
import Colors

/// Renders editor-neutral hover blocks as Markdown or plain text.
struct HoverRendering {
    var markdown: Bool
    var swatches: Bool

    func render(_ blocks: [HoverBlock]) -> MarkupContent {
        var text = ""
        text.reserveCapacity(512)
        for (index, block) in blocks.enumerated() {
            if index > 0 { text += "\n\n" }
            switch block {
            case .title(let name, let kind):
                text += markdown ? "**\(escape(name))** — \(kind)" : "\(name) — \(kind)"
            case .paragraph(let paragraph):
                text += paragraph
            case .values(let heading, let lines):
                text += markdown ? "**\(heading)**\n" : "\(heading):\n"
                for (position, line) in lines.enumerated() {
                    if position > 0 { text += "\n" }
                    text += "- "
                    if swatches && markdown, let color = line.color { text += swatchImage(color) + " " }
                    text += line.label + ": " + line.text
                }
            case .code(let code, let language):
                text += markdown ? "```\(language)\n\(code)\n```" : code
            case .headline(let name, let headline):
                text += markdown ? "**\(escape(name))** — \(headline)" : "\(name) — \(headline)"
            case .table(let columns, let rows):
                text += markdown ? markdownTable(columns, rows) : plainTable(rows)
            case .links(let heading, let links):
                text += markdown ? "**\(heading)**\n" : "\(heading):\n"
                text += links.map { link in
                    "- " + (markdown ? "[\(link.label)](\(link.target))" : link.label) + " " + link.note
                }.joined(separator: "\n")
            }
        }
        return MarkupContent(kind: markdown ? "markdown" : "plaintext", value: text)
    }

    private func markdownTable(_ columns: [String], _ rows: [HoverRow]) -> String {
        let swatched = swatches && rows.contains { $0.color != nil }
        var lines = ["| " + ((swatched ? [" "] : []) + columns).joined(separator: " | ") + " |"]
        lines.append("|" + String(repeating: "---|", count: columns.count + (swatched ? 1 : 0)))
        for row in rows {
            let swatch = swatched ? [row.color.map(swatchImage) ?? " "] : []
            lines.append("| " + (swatch + row.cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// `light: #0A6ED1 — palette` lines, for clients without Markdown.
    private func plainTable(_ rows: [HoverRow]) -> String {
        rows.map { row in
            guard let first = row.cells.first else { return "" }
            return "- \(first): " + row.cells.dropFirst().joined(separator: " — ")
        }.joined(separator: "\n")
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "_", with: "\\_").replacingOccurrences(of: "*", with: "\\*")
    }

    /// A 12×12 square of `color` as a data-URI SVG image.
    func swatchImage(_ color: RGBA) -> String {
        let fill = String(color.hexString.prefix(7)).replacingOccurrences(of: "#", with: "%23")
        let opacity = String(format: "%.2f", color.alpha)
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='12' height='12'><rect width='12' height='12' fill='\(fill)' fill-opacity='\(opacity)' stroke='gray'/></svg>"
        let encoded = svg.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E")
            .replacingOccurrences(of: "'", with: "%27")
        return "![\(color.hexString)](data:image/svg+xml;utf8,\(encoded))"
    }
}
