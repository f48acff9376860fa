import Analysis

extension PreviewPage {
    /// Every styled class with a sample of its colours per background and the contrast of its text;
    /// classes derived from a Swift model under their component.
    func classSection(_ page: inout HTMLOutput) {
        page += "<section id=\"classes\" aria-labelledby=\"classes-heading\">\n<h2 id=\"classes-heading\">Stylesheet classes</h2>\n"
        let low = preview.classGroups.reduce(0) { $0 + $1.classes.filter { $0.colors.contains(where: \.isLowContrast) }.count }
        page += "<p class=\"note\">Each sample is the class's text colour on its background, framed in its border colour, with a dot "
        page += "in its tint colour. Contrast is the WCAG ratio of the text on the background; "
        page += "<span class=\"contrast low-contrast\">below 4.5:1</span> fails WCAG AA. \(low == 1 ? "1 class falls" : "\(low) classes fall") short.</p>\n"
        if preview.classGroups.isEmpty { page += "<p class=\"muted\">No stylesheet styles a class.</p>\n" }
        for group in preview.classGroups {
            if let component = group.component {
                page += "<h3 id=\"\(HTMLText.anchor("component", component))\">Component <code>\(HTMLText.escape(component))</code> \(link(group.place))</h3>\n"
            } else {
                page += "<h3 id=\"classes-other\">Built-in and custom classes</h3>\n"
            }
            if !group.classes.isEmpty { classTable(&page, group) }
            if !group.unstyled.isEmpty {
                page += "<p class=\"note\">Not styled: " + group.unstyled.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: ", ") + "</p>\n"
            }
        }
        page += "</section>\n"
    }

    private func classTable(_ page: inout HTMLOutput, _ group: ThemePreview.ClassGroup) {
        let caption = group.component.map { "Classes of component \(HTMLText.escape($0)), per background" } ?? "Classes per background"
        page += "<div class=\"scroll\"><table class=\"classes\">\n<caption>\(caption)</caption>\n"
        page += "<thead><tr><th scope=\"col\">Class</th>\(schemeHeaders())</tr></thead>\n<tbody>\n"
        for styleClass in group.classes {
            page += "<tr><th scope=\"row\"><code>\(HTMLText.escape(styleClass.name))</code> \(link(styleClass.place))"
            page += "<ul class=\"decls\">" + styleClass.declarations.map { "<li><code>\(HTMLText.escape($0))</code></li>" }.joined() + "</ul></th>"
            if styleClass.colors.isEmpty {
                page += "<td colspan=\"\(preview.schemes.count)\" class=\"muted\">no colours</td>"
            } else {
                for colors in styleClass.colors { page += "<td>\(sample(colors))</td>" }
            }
            page += "</tr>\n"
        }
        page += "</tbody></table></div>\n"
    }

    /// "Aa" in the text colour on the background, in a frame of the border colour, with a tint dot;
    /// its text alternative names the colours. Below it the contrast.
    private func sample(_ colors: ThemePreview.ClassColors) -> String {
        var style: [String] = []
        var description: [String] = []
        if let text = colors.text {
            style.append("color:\(text.hexString)")
            description.append("text \(text.hexString)")
        }
        if let fill = colors.fill {
            style.append("background-color:\(fill.hexString)")
            description.append("on \(fill.hexString)")
        }
        if let border = colors.border {
            style.append("border-color:\(border.hexString)")
            description.append("border \(border.hexString)")
        }
        var tint = ""
        if let color = colors.tint {
            tint = "<span class=\"tint\" style=\"background-color:\(color.hexString)\"></span>"
            description.append("tint \(color.hexString)")
        }
        let label = description.joined(separator: ", ")
        // Without a background of its own, the text is shown on a grey check (legible for light and dark text).
        var cell = "<span class=\"sample\(colors.fill == nil ? " no-fill" : "")\" role=\"img\" aria-label=\"\(label)\" title=\"\(label)\" "
        cell += "style=\"\(style.joined(separator: ";"))\">\(colors.text == nil ? "" : "Aa")\(tint)</span>"
        cell += "<span class=\"colors\">" + [colors.text, colors.fill, colors.border].compactMap { $0 }.map { swatch($0, showingValue: false) }.joined() + "</span>"
        if let contrast = colors.contrast {
            if colors.isLowContrast {
                cell += "<span class=\"contrast low-contrast\">✗ \(PreviewPage.ratio(contrast)) <span class=\"muted\">below 4.5:1</span></span>"
            } else {
                cell += "<span class=\"contrast ok\">\(PreviewPage.ratio(contrast))</span>"
            }
        }
        return cell
    }
}
