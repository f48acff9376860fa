import Colors
import Diagnostics
import SourceText

/// One block of a hover, editor-neutral; the server renders it as Markdown or plain text. Inline
/// code is written with backticks in both.
package enum HoverBlock: Sendable, Hashable {
    /// `**name** — kind`.
    case title(String, kind: String)
    case paragraph(String)
    /// Labelled lines (`light: #0A6ED1 — @brand → tintColor`), with an optional colour swatch each.
    case values(heading: String, [HoverLine])
    /// A fenced code block.
    case code(String, language: String)
    /// The first line: `**name** — text`, where the text says the effective value and what decides it.
    case headline(name: String, text: String)
    /// A short table: one row per background, per property….
    case table(columns: [String], rows: [HoverRow])
    /// Places, as links relative to the hovered file.
    case links(heading: String, [HoverLink])
}

/// One row of a ``HoverBlock/table``, with an optional colour swatch.
package struct HoverRow: Sendable, Hashable {
    package var cells: [String]
    package var color: RGBA?

    package init(cells: [String], color: RGBA? = nil) {
        self.cells = cells
        self.color = color
    }
}

/// One line of a ``HoverBlock/values`` list.
package struct HoverLine: Sendable, Hashable {
    package var label: String
    package var text: String
    package var color: RGBA?

    package init(label: String, text: String, color: RGBA? = nil) {
        self.label = label
        self.text = text
        self.color = color
    }
}

/// What a hover shows, and the range of the name it explains.
package struct HoverContent: Sendable, Hashable {
    package var range: TextRange
    package var blocks: [HoverBlock]

    package init(range: TextRange, blocks: [HoverBlock]) {
        self.range = range
        self.blocks = blocks
    }

    /// Every colour the hover shows (for swatches).
    package var colors: [RGBA] {
        blocks.flatMap { block -> [RGBA] in
            switch block {
            case .values(_, let lines): return lines.compactMap(\.color)
            case .table(_, let rows): return rows.compactMap(\.color)
            default: return []
            }
        }
    }
}

extension Explanation {
    /// The explanation as hover blocks: summary, values per mode with their chains, and every
    /// definition with its verdict.
    package func hoverBlocks(lineOf: (Location) -> String) -> [HoverBlock] {
        var blocks: [HoverBlock] = [.title(name, kind: kind), .paragraph(summary)]
        if !values.isEmpty {
            let lines = values.map { value -> HoverLine in
                var text = "`\(value.value)`"
                if value.chain.count > 1 { text += " — " + value.chain.map { "`\($0)`" }.joined(separator: " → ") }
                if !value.resolved { text += " (unresolved)" }
                if let source = value.source { text += " — " + lineOf(source) }
                return HoverLine(label: value.mode.isEmpty ? "value" : value.mode, text: text, color: value.resolved ? RGBA(hex: value.value) : nil)
            }
            blocks.append(.values(heading: "Values", lines))
        }
        if !definitions.isEmpty {
            let lines = definitions.map { definition -> HoverLine in
                let place = definition.location.map(lineOf) ?? "built in"
                return HoverLine(label: place, text: "`\(definition.text)` — \(definition.verdict)")
            }
            blocks.append(.values(heading: "Defined", lines))
        }
        return blocks
    }
}
