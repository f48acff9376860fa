import Analysis
import Foundation

extension PreviewPage {
    /// Every token set with one column per context: colours as swatches, dimensions as bars,
    /// typography as a sample, aliases with their chain.
    func tokenSection(_ page: inout HTMLOutput) {
        page += "<section id=\"tokens\" aria-labelledby=\"tokens-heading\">\n<h2 id=\"tokens-heading\">Tokens</h2>\n"
        if preview.tokenSets.allSatisfy({ $0.tokens.isEmpty }) { page += "<p class=\"muted\">The workspace has no tokens.</p>\n" }
        for (position, set) in preview.tokenSets.enumerated() where !set.tokens.isEmpty {
            let title = set.declaringPath.map { "Token set declared by <code>\(HTMLText.escape($0))</code>" } ?? "Token files"
            page += "<h3 id=\"token-set-\(position + 1)\">\(title) (\(set.tokens.count) tokens)</h3>\n"
            page +=
                "<div class=\"scroll\"><table class=\"tokens\">\n<caption>Token values per context</caption>\n<thead><tr><th scope=\"col\">Token</th><th scope=\"col\">Type</th>"
            page += set.contexts.map { "<th scope=\"col\">\($0.isEmpty ? "value" : HTMLText.escape($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
            for token in set.tokens {
                page += "<tr><th scope=\"row\"><code>\(HTMLText.escape(token.name))</code><br>\(link(token.place))</th>"
                page += "<td>\(token.type.map { "<code>\(HTMLText.escape($0))</code>" } ?? "")</td>"
                if token.isSameInEveryContext, set.contexts.count > 1 {
                    page += "<td colspan=\"\(set.contexts.count)\">\(tokenValue(token.values[0], type: token.type)) <span class=\"note\">(every context)</span></td>"
                } else {
                    for value in token.values { page += "<td>\(tokenValue(value, type: token.type))</td>" }
                }
                page += "</tr>\n"
            }
            page += "</tbody></table></div>\n"
        }
        page += "</section>\n"
    }

    private func tokenValue(_ value: ThemePreview.TokenValue?, type: String?) -> String {
        guard let value else { return "<span class=\"muted\">—</span>" }
        guard value.isResolved else { return "<span class=\"unresolved\">\(HTMLText.escape(value.text))</span>" }
        var cell: String
        if let color = value.color {
            cell = swatch(color, showingValue: false) + "<code>\(HTMLText.escape(value.text))</code>"
        } else {
            cell = PreviewPage.sample(of: value.text, type: type) + "<code>\(HTMLText.escape(value.text))</code>"
        }
        if value.chain.count > 1 {
            cell += "<span class=\"chain\">" + value.chain.map { HTMLText.escape($0) }.joined(separator: " → ") + "</span>"
        }
        return cell
    }

    /// A readable sample of a dimension (a bar that long) or of typography (text set in it); the style
    /// is built from parsed numbers and filtered names only.
    package static func sample(of text: String, type: String?) -> String {
        switch type {
        case "dimension", "number", "spacing", "sizing", "borderRadius", "borderWidth":
            guard let pixels = pixels(text) else { return "" }
            return "<span class=\"bar\" role=\"img\" aria-label=\"\(HTMLText.escape(text))\" style=\"width:\(min(max(pixels, 1), 240))px\"></span>"
        case "fontFamily", "fontFamilies":
            let family = String(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil || " ,-_".unicodeScalars.contains($0) })
            return "<span style=\"font-family:\(HTMLText.escape(family))\">Aa Bb 123</span> "
        case "fontWeight", "fontWeights":
            guard let weight = Int(text) ?? fontWeights[text.lowercased()], (1...1000).contains(weight) else { return "" }
            return "<span style=\"font-weight:\(weight)\">Aa Bb 123</span> "
        case "fontSize", "fontSizes":
            guard let pixels = pixels(text) else { return "" }
            return "<span style=\"font-size:\(min(max(pixels, 4), 64))px\">Aa</span> "
        default:
            return ""
        }
    }

    /// `16px`, `1.5rem`, `12pt`, `8` in CSS pixels (a rem or em as 16 px).
    private static func pixels(_ text: String) -> Int? {
        let number = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        guard let value = Double(number) else { return nil }
        switch text.dropFirst(number.count).trimmingCharacters(in: .whitespaces) {
        case "", "px": return Int(value.rounded())
        case "rem", "em": return Int((value * 16).rounded())
        case "pt": return Int((value * 4 / 3).rounded())
        default: return nil
        }
    }

    private static let fontWeights = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400, "regular": 400, "book": 400,
        "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
    ]
}
