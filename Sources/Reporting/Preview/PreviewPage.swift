import Analysis
import Colors
import Foundation

/// `nuance preview`: one self-contained HTML page (inline style, no script, nothing fetched) of a
/// ``ThemePreview``.
package struct PreviewPage {
    package var preview: ThemePreview
    /// What turns a path relative to the workspace root into a link from the page's folder
    /// (`../Examples/FioriTheme/`; empty when the page is written into the root).
    package var linkBase: String
    /// The Nuance version, shown in the page's footer.
    package var version: String

    package init(preview: ThemePreview, linkBase: String, version: String) {
        self.preview = preview
        self.linkBase = linkBase
        self.version = version
    }

    package func html() -> String {
        var page = HTMLOutput()
        page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>Theme preview: \(HTMLText.escape(preview.title))</title>\n<style>\n\(PreviewPageStyle.css)\n</style>\n</head>\n<body>\n"
        page += "<header>\n<h1>Theme preview: \(HTMLText.escape(preview.title))</h1>\n"
        page += "<p class=\"muted\">How Nuance resolves this workspace: palette <code>\(HTMLText.escape(preview.paletteName))</code>, "
        page += "\(preview.palette.count) palette colours, \(preview.classGroups.reduce(0) { $0 + $1.classes.count }) styled classes, "
        page += "\(preview.tokenSets.reduce(0) { $0 + $1.tokens.count }) tokens, \(preview.findings.total) findings.</p>\n"
        page += "<nav aria-label=\"Sections\"><ul><li><a href=\"#palette\">Palette</a></li><li><a href=\"#classes\">Stylesheet classes</a></li>"
        page +=
            "<li><a href=\"#tokens\">Tokens</a></li><li><a href=\"#findings\">Findings</a></li><li><a href=\"#palette-unchanged\">Other palette colours</a></li></ul></nav>\n</header>\n<main>\n"
        paletteSection(&page)
        classSection(&page)
        tokenSection(&page)
        findingSection(&page)
        unchangedPaletteSection(&page)
        page += "</main>\n<footer><p class=\"muted\">Written by Nuance \(HTMLText.escape(version)).</p></footer>\n</body>\n</html>\n"
        return page.text
    }

    // MARK: Pieces every section uses

    /// A colour swatch whose text alternative is its hex value, followed by the value.
    func swatch(_ color: RGBA?, showingValue: Bool = true) -> String {
        guard let color else { return "<span class=\"unresolved\">no colour</span>" }
        let hex = color.hexString
        let box = "<span class=\"swatch\" role=\"img\" aria-label=\"\(hex)\" title=\"\(hex)\"><span style=\"background-color:\(hex)\"></span></span>"
        return showingValue ? box + "<code>\(hex)</code>" : box
    }

    /// `path:line`, linked to the file.
    func link(_ place: ThemePreview.Place?) -> String {
        guard let place else { return "<span class=\"place\">built in</span>" }
        let href = linkBase + (place.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? place.path)
        return "<a class=\"place\" href=\"\(HTMLText.escape(href))\">\(HTMLText.escape(place.path)):\(place.line)</a>"
    }

    /// The table header of the scheme columns.
    func schemeHeaders() -> String {
        preview.schemes.map { "<th scope=\"col\">\(HTMLText.escape($0.displayName))</th>" }.joined()
    }

    /// A WCAG ratio with two decimals, rounded half up as `nss/low-contrast` writes it (`4.48:1`).
    package static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}

/// The page's text as it is written, one piece after another.
struct HTMLOutput {
    var text = ""

    init() { text.reserveCapacity(1 << 16) }

    static func += (output: inout HTMLOutput, piece: String) { output.text += piece }
}
