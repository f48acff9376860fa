import Colors
import NSS

/// Writes colours in the syntax a value already uses.
enum ColorSyntax {
    static func stylesheetPresentations(of color: RGBA, replacing written: String) -> [ColorPresentation] {
        var result: [ColorPresentation] = []
        let trimmed = written.trimmed(of: " \t")
        if let digits = NSSColorLiteral.hexDigits(trimmed) {
            let prefix = String(trimmed.prefix(trimmed.count - digits.count))
            let lower = digits.contains { $0.isLowercase } && !digits.contains { $0.isUppercase }
            var text = hex(color, includeAlpha: digits.count == 8)
            if lower { text = text.lowercased() }
            result.append(ColorPresentation(label: prefix + text.dropFirst()))
            if digits.count == 8, color.alpha8 == 255 { result.append(ColorPresentation(label: prefix + hex(color, includeAlpha: false).dropFirst())) }
        } else if let open = trimmed.firstIndex(of: "("), NSSColorLiteral.functions[trimmed[..<open].trimmed(of: " ").lowercased()] != nil {
            let name = trimmed[..<open].trimmed(of: " ")
            let spaced = trimmed.contains(", ")
            result.append(ColorPresentation(label: function(color, name: name, spaced: spaced)))
        } else {
            result.append(ColorPresentation(label: hex(color, includeAlpha: color.alpha8 != 255)))
            result.append(ColorPresentation(label: function(color, name: color.alpha8 == 255 ? "rgb" : "rgba", spaced: false)))
        }
        if let name = exactName(of: color), name != trimmed { result.append(ColorPresentation(label: name)) }
        return result
    }

    static func tokenPresentations(of color: RGBA, replacing written: String) -> [ColorPresentation] {
        let trimmed = written.trimmed(of: " \t\r\n")
        if trimmed.hasPrefix("{") {
            func component(_ value: Double) -> String { formatDecimal(value, digits: 4) }
            var text = "{ \"colorSpace\": \"srgb\", \"components\": [\(component(color.red)), \(component(color.green)), \(component(color.blue))]"
            if color.alpha8 != 255 { text += ", \"alpha\": \(component(color.alpha))" }
            text += ", \"hex\": \"\(hex(color, includeAlpha: false))\" }"
            return [ColorPresentation(label: hex(color, includeAlpha: color.alpha8 != 255), newText: text)]
        }
        let includeAlpha = color.alpha8 != 255 || trimmed.count == 11
        let text = hex(color, includeAlpha: includeAlpha)
        return [ColorPresentation(label: text, newText: "\"\(text)\"")]
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
