import Colors
import DesignTokens
import NSS

/// Writes colours in the syntax a value already uses.
enum ColorSyntax {
    /// The ways to write `color` over `written` in a stylesheet. `names` are the constants and palette
    /// names that stand for exactly this colour: the one written comes first, so that picking the colour
    /// a name already has keeps the name. An 8-digit hex is never offered (NUI drops its alpha, and the
    /// Fiori dialect's readers disagree on it): a colour with alpha is written `rgba(…)`.
    static func stylesheetPresentations(of color: RGBA, replacing written: String, names: [String] = []) -> [ColorPresentation] {
        var result: [ColorPresentation] = []
        func add(_ label: String) {
            if !result.contains(where: { $0.label == label }) { result.append(ColorPresentation(label: label)) }
        }
        let trimmed = written.trimmed(of: " \t")
        if names.contains(trimmed) { add(trimmed) }
        let opaque = color.alpha8 == 255
        if let digits = NSSColorLiteral.hexDigits(trimmed) {
            let prefix = String(trimmed.prefix(trimmed.count - digits.count))
            let lower = digits.contains { $0.isLowercase } && !digits.contains { $0.isUppercase }
            if opaque {
                var text = hex(color, includeAlpha: false)
                if lower { text = text.lowercased() }
                add(prefix + text.dropFirst())
            } else {
                add(function(color, name: "rgba", spaced: false))
            }
        } else if let open = trimmed.firstIndex(of: "("), NSSColorLiteral.functions[trimmed[..<open].trimmed(of: " ").lowercased()] != nil {
            let name = trimmed[..<open].trimmed(of: " ")
            add(function(color, name: name, spaced: trimmed.contains(", ")))
        } else {
            add(opaque ? hex(color, includeAlpha: false) : function(color, name: "rgba", spaced: false))
            if opaque { add(function(color, name: "rgb", spaced: false)) }
        }
        for name in names { add(name) }
        if let name = exactName(of: color) { add(name) }
        return result
    }

    /// The ways to write `color` over `written` in a token file: a colour object keeps its colour space
    /// (and its `hex` and `alpha` members when it has them), a string stays a string.
    static func tokenPresentations(of color: RGBA, replacing written: String) -> [ColorPresentation] {
        let trimmed = written.trimmed(of: " \t\r\n")
        let label = hex(color, includeAlpha: color.alpha8 != 255)
        if trimmed.hasPrefix("{") {
            func component(_ value: Double) -> String { formatDecimal(value, digits: 4) }
            let written = writtenColorSpace(trimmed)
            let space = written.flatMap { ColorSpaceConversion.writableSpaces.contains($0) ? $0 : nil } ?? "srgb"
            let components = ColorSpaceConversion.components(of: color, in: space) ?? [color.red, color.green, color.blue]
            var text = "{ \"colorSpace\": \"\(space)\", \"components\": [\(components.map(component).joined(separator: ", "))]"
            if color.alpha8 != 255 || trimmed.contains("\"alpha\"") { text += ", \"alpha\": \(component(color.alpha))" }
            if space == "srgb" || trimmed.contains("\"hex\"") { text += ", \"hex\": \"\(hex(color, includeAlpha: false))\"" }
            text += " }"
            return [ColorPresentation(label: label + (space == "srgb" ? "" : " (\(space))"), newText: text)]
        }
        let includeAlpha = color.alpha8 != 255 || trimmed.count == 11
        let text = hex(color, includeAlpha: includeAlpha)
        return [ColorPresentation(label: text, newText: "\"\(text)\"")]
    }

    /// The `colorSpace` a written colour object names.
    static func writtenColorSpace(_ text: String) -> String? {
        guard let key = text.range(of: "\"colorSpace\"") else { return nil }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == ":" || $0 == "\t" || $0 == "\n" }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }

    /// `#RRGGBB` or `#RRGGBBAA`, upper-case digits.
    static func hex(_ color: RGBA, includeAlpha: Bool) -> String {
        let channels = includeAlpha ? [color.red8, color.green8, color.blue8, color.alpha8] : [color.red8, color.green8, color.blue8]
        return "#" + channels.map { channel in
            let text = String(channel, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    /// `rgb(10,20,30)` / `rgba(10,20,30,0.5)`: NUI divides integer components by 255 and uses a decimal
    /// alpha as it is.
    static func function(_ color: RGBA, name: String, spaced: Bool) -> String {
        let separator = spaced ? ", " : ","
        var components = [color.red8, color.green8, color.blue8].map(String.init)
        var name = name
        if name.lowercased() == "hsl" || name.lowercased() == "hsla" {
            name = name.lowercased().hasSuffix("a") ? "rgba" : "rgb"
        }
        let wantsAlpha = name.lowercased() == "rgba" || color.alpha8 != 255
        if wantsAlpha {
            if name.lowercased() == "rgb" { name += name.last!.isUppercase ? "A" : "a" }
            components.append(formatDecimal(color.alpha, digits: 2, keepPoint: true))
        }
        return "\(name)(\(components.joined(separator: separator)))"
    }

    /// A decimal with at most `digits` fraction digits; with `keepPoint`, always with a `.` (so that NUI
    /// does not divide it by 255).
    static func formatDecimal(_ value: Double, digits: Int, keepPoint: Bool = false) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if text.hasSuffix(".0"), !keepPoint { text.removeLast(2) }
        return text
    }

    /// A NUI colour name whose colour equals `color` exactly.
    static func exactName(of color: RGBA) -> String? {
        let preferred = ["black", "white", "red", "green", "blue", "cyan", "yellow", "magenta", "orange", "purple", "brown", "clear", "darkGray", "lightGray", "gray"]
        for name in preferred {
            guard let value = NSSCatalog.nuiNamedColors[name] ?? nil else { continue }
            let named = RGBA(red: value.0, green: value.1, blue: value.2, alpha: value.3)
            if (named.red8, named.green8, named.blue8, named.alpha8) == (color.red8, color.green8, color.blue8, color.alpha8) { return name }
        }
        return nil
    }
}
