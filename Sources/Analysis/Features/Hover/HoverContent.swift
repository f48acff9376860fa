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
            if case .values(_, let lines) = block { return lines.compactMap(\.color) }
            return []
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
