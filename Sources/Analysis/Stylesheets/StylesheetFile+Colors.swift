import Colors
import NSS
import SourceText

extension StylesheetFile {
    static let namedColorsByLowercase: [String: String] = Dictionary(
        NSSCatalog.nuiNamedColors.keys.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// Reads the value tokens `parts` as a colour (after variable substitution by the caller).
    /// Without `explainingFailures`, a value that is no colour gets a short failure (no did-you-mean
    /// search), for callers that only want the colour.
    /// Without `recordingChain`, the resolution's chain stays empty, for callers that want only the
    /// colour or the problems.
    package func readColor(
        _ parts: NSSParts, via variable: String? = nil, explainingFailures: Bool = true, recordingChain: Bool = true
    ) -> ColorReading {
        let chainStart = recordingChain ? variable.map { ["@" + $0] } ?? [] : []
        guard let first = parts.first else { return ColorReading(failure: "the value is empty") }
        let firstText = text[first.range]
        if parts.count == 1 {
            return readSingleColor(firstText, chain: chainStart, explainingFailures: explainingFailures, recordingChain: recordingChain)
        }
        if first.kind == .identifier, let count = NSSColorLiteral.functions[firstText.lowercased()] {
            return readColorFunction(firstText, count: count, parts: parts, chain: chainStart, recordingChain: recordingChain)
        }
        return ColorReading(failure: "`\(syntax.nuiText(ofParts: parts))` is not a colour")
    }

    func readSingleColor(_ value: String, chain: [String], explainingFailures: Bool = true, recordingChain: Bool = true) -> ColorReading {
        let chain = recordingChain ? chain + [value] : []
        if let digits = NSSColorLiteral.hexDigits(value) {
            guard digits.utf8.allSatisfy(NSSColorLiteral.isHexDigit) else {
                return ColorReading(failure: "`\(value)` is not a hex colour (only 0–9 and A–F may follow `#`)")
            }
            switch digits.count {
            case 6:
                return ColorReading(resolution: .constant(NSSColorLiteral.nuiHex(digits)!, chain: chain))
            case 3:
                let expanded = "#" + digits.map { "\($0)\($0)" }.joined()
                if dialect == .fiori {
                    return ColorReading(
                        failure: "3-digit `\(value)` reads as no colour in NUI and SAPFiori (only FioriThemeManager accepts it); write `\(expanded)`")
                }
                return ColorReading(failure: "3-digit `\(value)` reads as no colour in NUI; write `\(expanded)`")
            case 8:
                let nui = NSSColorLiteral.nuiHex(digits)!
                if dialect == .fiori {
                    let fioriThemeManager = RGBA(hex: String(digits))!
                    let documented = NSSColorLiteral.sapDocumentedHex8(digits).map(\.hexString) ?? "no colour"
                    return ColorReading(
                        resolution: .constant(nui, chain: chain),
                        warning:
                            "8-digit `\(value)` is ambiguous: NUI/SAPFiori use `\(nui.hexString)` (alpha dropped), SAP's documentation reads AARRGGBB (`\(documented)`), FioriThemeManager reads RRGGBBAA (`\(fioriThemeManager.hexString)`)")
                }
                return ColorReading(
                    resolution: .constant(nui, chain: chain),
                    warning: "only the first six digits of `\(value)` count in NUI: the alpha is dropped")
            default:
                return ColorReading(failure: "`\(value)` has \(digits.count) hex digits; NUI reads `#RRGGBB`")
            }
        }
        if let named = NSSCatalog.nuiNamedColors[value] {
            if let (red, green, blue, alpha) = named {
                return ColorReading(resolution: .constant(RGBA(red: red, green: green, blue: blue, alpha: alpha), chain: chain))
            }
            return ColorReading(resolution: .unknown("`\(value)` is a system colour that depends on the appearance", chain: chain))
        }
        if let resolution = resolvePaletteName(value, chain: chain) {
            return ColorReading(resolution: resolution)
        }
        guard explainingFailures else { return ColorReading(failure: "`\(value)` is not a colour") }
        if value == "transparent" {
            return ColorReading(failure: "`transparent` reads as no colour in NUI; write `clear`")
        }
        if let exact = StylesheetFile.namedColorsByLowercase[value.lowercased()] {
            return ColorReading(failure: "colour names are case-sensitive: NUI reads `\(value)` as no colour; write `\(exact)`")
        }
        if let suggestion = colorNameSuggestions.closest(to: value) ?? suffixedPaletteSuggestion(for: value) {
            return ColorReading(failure: "`\(value)` is not a colour name; did you mean `\(suggestion)`?")
        }
        return ColorReading(failure: "`\(value)` is not a colour")
    }

    /// A palette name with a background suffix and a typo before it (`negativ_darkBackground`): the
    /// closest palette name with the same suffix.
    func suffixedPaletteSuggestion(for value: String) -> String? {
        guard dialect == .fiori else { return nil }
        for scheme in BackgroundScheme.allCases {
            let suffix = "_" + scheme.rawValue
            guard value.hasSuffix(suffix), value.count > suffix.count else { continue }
            let base = String(value.dropLast(suffix.count))
            guard palette.styles[base] == nil, let suggestion = colorNameSuggestions.closest(to: base), palette.styles[suggestion] != nil else { return nil }
            return suggestion + suffix
        }
        return nil
    }

    func readColorFunction(_ name: String, count: Int, parts: NSSParts, chain: [String], recordingChain: Bool) -> ColorReading {
        var written: String { syntax.nuiText(ofParts: parts) }
        guard parts.count >= 3, parts[1].kind == .leftParen, parts[parts.count - 1].kind == .rightParen else {
            return ColorReading(failure: "`\(written)` is not a well-formed `\(name)(…)`")
        }
        var arguments: [String] = []
        arguments.reserveCapacity(count)
        var expectingArgument = true
        for part in parts[2..<(parts.count - 1)] {
            if part.kind == .comma {
                if expectingArgument { return ColorReading(failure: "`\(written)` has an empty argument") }
                expectingArgument = true
            } else if expectingArgument, part.kind == .identifier {
                arguments.append(text[part.range])
                expectingArgument = false
            } else {
                return ColorReading(failure: "`\(written)` must list numbers separated by commas")
            }
        }
        let lower = name.lowercased()
        guard arguments.count == count else {
            if lower == "rgba" && arguments.count == 3 {
                return ColorReading(failure: "`rgba` with 3 arguments reads as no colour; add the alpha or write `rgb`")
            }
            return ColorReading(failure: "`\(lower)` takes \(count) arguments, not \(arguments.count)")
        }
        // Each argument as written, and as NUI uses it.
        var values: [Double] = []
        var components: [Double] = []
        values.reserveCapacity(count)
        components.reserveCapacity(count)
        for argument in arguments {
            guard let value = Double(argument) else {
                return ColorReading(failure: "`\(argument)` in `\(written)` is not a number")
            }
            values.append(value)
            components.append(NSSColorLiteral.component(argument, value: value))
        }
        let color = NSSColorLiteral.function(lower, components)!
        let resolution = ColorResolution.constant(color, chain: recordingChain ? chain + [written] : [])
        return ColorReading(resolution: resolution, warning: componentTrap(lower, arguments, values: values))
    }

    private func isInteger(_ argument: String) -> Bool { !argument.utf8.contains(UInt8(ascii: ".")) }

    /// The integer/decimal trap: integers are divided by 255, decimals are used as they are. `values`
    /// are the arguments' numbers as written.
    func componentTrap(_ function: String, _ arguments: [String], values: [Double]) -> String? {
        if function.hasSuffix("a"), isInteger(arguments[3]), values[3] >= 1, values[3] <= 100 {
            let alpha = values[3]
            let meant = alpha == 1 ? "1.0" : String(alpha / 100)
            return "the alpha `\(arguments[3])` is an integer, so NUI divides it by 255 (almost transparent); write `\(meant)`"
        }
        let colour = arguments[..<3]
        let integerCount = colour.count { isInteger($0) }
        if integerCount == 3, values[..<3].allSatisfy({ $0 <= 1 }), colour.contains("1") {
            return "integer components are divided by 255, so `\(colour.joined(separator: ","))` is almost black; write decimals such as `1.0`"
        }
        if integerCount > 0, integerCount < 3 {
            return "`\(function)` mixes integers (divided by 255) and decimals (used as 0–1); write all components the same way"
        }
        if values[..<3].contains(where: { $0 > 255 }) {
            return "a component above 255 is clamped"
        }
        if function.hasPrefix("hsl"), isInteger(colour[0]), values[0] > 0 {
            let hue = values[0]
            return "`\(function)` is hue-saturation-brightness in NUI and an integer hue is divided by 255 (`\(colour[0])` is \(Int((hue / 255 * 360).rounded()))°, not \(colour[0])°)"
        }
        return nil
    }

    /// A palette style name, optionally with a background suffix (`negative_darkBackground`), with this
    /// file's overrides applied.
    package func resolvePaletteName(_ value: String, chain: [String]) -> ColorResolution? {
        if let style = palette[value] {
            var values = SchemeColors()
            for scheme in BackgroundScheme.allCases {
                if let override = overrideValue(for: style.name, on: scheme) {
                    values[scheme] = override.color
                } else if let color = style.values[scheme] ?? style.values[.lightBackground] {
                    values[scheme] = color
                }
            }
            return ColorResolution(values: values, unknownReason: values.isEmpty ? "`\(value)` has no value" : nil, chain: chain)
        }
        if let (styleName, scheme) = StylesheetFile.styleAndScheme(value), let style = palette[styleName] {
            let color = overrideValue(for: style.name, on: scheme)?.color ?? style.values[scheme]
            guard let color else { return .unknown("`\(value)` has no value on that background", chain: chain) }
            return .constant(color, chain: chain)
        }
        return nil
    }

    /// `style_scheme` split at its last `_`, when what follows names a background scheme.
    static func styleAndScheme(_ value: String) -> (String, BackgroundScheme)? {
        var value = value
        return value.withUTF8 { bytes in
            guard let underscore = bytes.lastIndex(of: UInt8(ascii: "_")),
                let scheme = BackgroundScheme(rawValueBytes: UnsafeBufferPointer(rebasing: bytes[(underscore + 1)...]))
            else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<underscore]), as: UTF8.self), scheme)
        }
    }

    /// The override of palette style `style` on `scheme` defined in this file, if any: the first key of
    /// the lookup order that is defined, and its colour when it reads as one.
    package func overrideValue(for style: String, on scheme: BackgroundScheme) -> (definition: Int, color: RGBA?)? {
        overrideDefinition(for: style, on: scheme).map { ($0, overrideColor(definition: $0, on: scheme)) }
    }

    /// The definition overriding palette style `style` on `scheme` in this file, if any: the first key
    /// of the lookup order that is defined.
    package func overrideDefinition(for style: String, on scheme: BackgroundScheme) -> Int? {
        guard overriddenStyles.contains(style) else { return nil }
        for key in PaletteOverrideKey.lookupOrder(for: style, on: scheme) {
            guard let definition = nuiDefinition(of: key), overrideKeys[definition] != nil else { continue }
            return definition
        }
        return nil
    }

    /// The colour of override `definition` on `scheme`, when it reads as one.
    private func overrideColor(definition: Int, on scheme: BackgroundScheme) -> RGBA? {
        let parts = syntax.parts(of: syntax.definitions[definition].value)
        guard parts.count == 1 else { return readColor(parts).resolution?.values[scheme] }
        let value = text[parts[0].range]
        if let digits = NSSColorLiteral.hexDigits(value), let rgba = NSSColorLiteral.nuiHex(digits) ?? (digits.count == 3 ? RGBA(hex: String(digits)) : nil) {
            return rgba
        } else if let named = NSSCatalog.nuiNamedColors[value], let (red, green, blue, alpha) = named {
            return RGBA(red: red, green: green, blue: blue, alpha: alpha)
        } else if let other = palette[value] {
            return other.values[scheme] ?? other.values[.lightBackground]
        }
        return nil
    }
}

extension NSSStylesheet {
    /// Tokens joined with single spaces, as NUI stores a value.
    package func nuiText<Parts: Collection<NSSToken>>(ofParts parts: Parts) -> String {
        parts.map { text[$0.range] }.joined(separator: " ")
    }
}
