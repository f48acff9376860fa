/// Token types: the DTCG set, and how legacy formats' types map onto it.
package enum TokenType {
    /// The types DTCG 2025.10 defines.
    package static let dtcgTypes: [String] = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle",
        "border", "transition", "shadow", "gradient", "typography",
    ]

    /// Types only Tokens Studio uses; seeing one marks a file as Tokens Studio.
    package static let tokensStudioTypes: Set<String> = [
        "spacing", "sizing", "borderRadius", "borderWidth", "fontSizes", "fontWeights", "fontFamilies",
        "lineHeights", "letterSpacing", "paragraphSpacing", "opacity", "boxShadow", "math", "textCase",
        "textDecoration", "asset", "composition", "dimension", "other",
    ]

    /// The DTCG type a type name from any format means, or the name itself when it has no DTCG
    /// counterpart (`opacity` stays `opacity`… but is checked as a number).
    package static func canonical(_ type: String) -> String {
        if type == "color" || type == "dimension" { return type }
        switch type {
        case "spacing", "sizing", "borderRadius", "borderWidth", "fontSizes", "letterSpacing", "lineHeights",
            "paragraphSpacing", "size", "font-size", "fontSize", "radius":
            return "dimension"
        case "fontWeights", "font-weight": return "fontWeight"
        case "fontFamilies", "font-family": return "fontFamily"
        case "boxShadow", "innerShadow": return "shadow"
        case "color-set": return "color"
        case "math", "multiplier", "opacity": return "number"
        default: return type
        }
    }

    /// The type a Spectrum `$schema` URL names (`…/token-types/color.json` → `color`); `nil` for
    /// aliases, whose type comes from their target.
    /// True when a token of type `declared` may reference a token of type `target`: the same type
    /// once canonical (Style Dictionary's `fontSize` and `size` are dimensions, Tokens Studio's
    /// `sizing` and `spacing` too), a number and a dimension (Tokens Studio computes one from the
    /// other), a font weight and a number, or a free-form type (`other`, `string`, `content`).
    package static func areCompatible(_ declared: String, _ target: String) -> Bool {
        let (left, right) = (canonical(declared), canonical(target))
        if left == right || freeFormTypes.contains(left) || freeFormTypes.contains(right) { return true }
        let pair: Set<String> = [left, right]
        return pair == ["dimension", "number"] || pair == ["fontWeight", "number"]
    }

    /// Types whose values are whatever the author writes.
    package static let freeFormTypes: Set<String> = ["other", "string", "text", "content", "asset", "composition"]

    package static func fromSpectrumSchema(_ schema: String) -> String? {
        guard let last = schema.split(separator: "/").last, last.hasSuffix(".json") else { return nil }
        let name = String(last.dropLast(5))
        switch name {
        // `color-set` is a set keyed by colour theme (its values may be opacities), like `scale-set`.
        case "alias", "token", "set", "scale-set", "system-set", "color-set": return nil
        default: return canonical(name)
        }
    }

    /// Named font weights DTCG accepts, with their numeric weight.
    package static let namedFontWeights: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    package static let strokeStyles: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
}
