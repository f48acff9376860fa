import Analysis

extension PreviewPage {
    /// The palette on every background: first the colours the workspace overrides, with the palette's
    /// value beside the effective one and every definition; then the others.
    func paletteSection(_ page: inout HTMLOutput) {
        page += "<section id=\"palette\" aria-labelledby=\"palette-heading\">\n<h2 id=\"palette-heading\">Palette</h2>\n"
        let overridden = preview.palette.filter { !$0.overrides.isEmpty }
        let unchanged = preview.palette.count - overridden.count
        page += "<h3 id=\"palette-overridden\">Overridden by the workspace (\(overridden.count))</h3>\n"
        if overridden.isEmpty {
            page += "<p class=\"muted\">No stylesheet overrides a palette colour.</p>\n"
        } else {
            page += "<p class=\"note\">Each cell shows the palette's value, then the stylesheet's where it overrides it. "
            page += "<span class=\"badge partial\">partial</span> marks a colour overridden on the light background and not the dark one "
            page += "(or the other way round); <span class=\"kept\">palette value kept</span> marks each background without an override. "
            page += "Below each colour, every definition that overrides it, the winning ones and the shadowed ones.</p>\n"
            paletteTable(&page, overridden, caption: "Palette colours the stylesheets override, per background", withDefinitions: true)
        }
        page += "<p class=\"note\"><a href=\"#palette-unchanged\">The \(unchanged) other palette colours</a> follow the findings.</p>\n"
        page += "</section>\n"
    }

    /// The palette colours no stylesheet overrides, last: they are the palette's own.
    func unchangedPaletteSection(_ page: inout HTMLOutput) {
        let unchanged = preview.palette.filter { $0.overrides.isEmpty }
        page += "<section id=\"palette-unchanged\" aria-labelledby=\"palette-unchanged-heading\">\n"
        page += "<h2 id=\"palette-unchanged-heading\">Palette colours not overridden (\(unchanged.count))</h2>\n"
        if !unchanged.isEmpty {
            paletteTable(&page, unchanged, caption: "Palette colours as the palette \(HTMLText.escape(preview.paletteName)) defines them, per background", withDefinitions: false)
        }
        page += "</section>\n"
    }

    private func paletteTable(_ page: inout HTMLOutput, _ colors: [ThemePreview.PaletteColor], caption: String, withDefinitions: Bool) {
        page += "<div class=\"scroll\"><table class=\"palette\">\n<caption>\(caption)</caption>\n"
        page += "<thead><tr><th scope=\"col\">Name</th>\(schemeHeaders())</tr></thead>\n<tbody>\n"
        for color in colors {
            page += "<tr id=\"\(HTMLText.anchor("palette", color.name))\"><th scope=\"row\"><code>\(HTMLText.escape(color.name))</code>"
            if color.overrides.contains(where: \.isPartial) { page += "<span class=\"badge partial\">partial</span>" }
            if let replacement = color.replacement {
                page += "<span class=\"badge deprecated\">deprecated: <code>\(HTMLText.escape(replacement))</code></span>"
            }
            page += "</th>"
            for (position, builtIn) in color.builtIn.enumerated() {
                page += "<td><span class=\"value builtin\">\(swatch(builtIn))</span>"
                for overrides in color.overrides {
                    let from = color.overrides.count > 1 ? " <span class=\"file\">in \(HTMLText.escape(overrides.path))</span>" : ""
                    if let override = overrides.bySchemes[position] {
                        page += "<span class=\"value override\">\(swatch(override.color)) <code>\(HTMLText.escape(override.key))</code>\(from)</span>"
                    } else {
                        page += "<span class=\"value kept\">palette value kept\(from)</span>"
                    }
                }
                page += "</td>"
            }
            page += "</tr>\n"
            if withDefinitions {
                page +=
                    "<tr class=\"definitions\" id=\"\(HTMLText.anchor("definitions", color.name))\"><td></td><td colspan=\"\(preview.schemes.count)\">\(definitionList(color.definitions))</td></tr>\n"
            }
        }
        page += "</tbody></table></div>\n"
    }

    /// The winning and shadowed definitions of a name, with their verdicts.
    func definitionList(_ definitions: [ThemePreview.Definition]) -> String {
        guard !definitions.isEmpty else { return "" }
        var list = "<ul class=\"defs\">"
        for definition in definitions {
            let mark = definition.isEffective ? "wins" : "shadowed"
            list += "<li class=\"\(definition.isEffective ? "effective" : "shadowed")\"><span class=\"badge\">\(mark)</span> "
            list += "<code>\(HTMLText.escape(definition.text))</code> \(link(definition.place))"
            list += " <span class=\"verdict\">— \(HTMLText.escape(definition.verdict))</span></li>"
        }
        return list + "</ul>"
    }
}
