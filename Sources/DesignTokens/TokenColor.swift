import Colors
import Foundation
import JSON

/// Colour values in token files: DTCG 2025.10 colour objects and the string forms older files use.
package enum TokenColor {
    /// The colour a value node holds, or a reason it is not a colour.
    package static func parse(_ node: JSONNode) -> Result<RGBA, TokenValueError> {
        switch node.kind {
        case .string(let string):
            guard let color = parse(string) else { return .failure(TokenValueError("`\(string)` is not a colour")) }
            return .success(color)
        case .object:
            return parseObject(node)
        default:
            return .failure(TokenValueError("a colour must be a colour object or a string, not \(node.kindName)"))
        }
    }

    private static func parseObject(_ node: JSONNode) -> Result<RGBA, TokenValueError> {
        if node["colorSpace"] == nil, let color = channelObject(node) { return .success(color) }
        guard let space = node["colorSpace"]?.stringValue else {
            return .failure(TokenValueError("a colour object needs a `colorSpace`"))
        }
        guard ColorSpaceConversion.supportedSpaces.contains(space) else {
            return .failure(TokenValueError("unknown colour space `\(space)`"))
        }
        guard let components = node["components"]?.elements, components.count == 3 else {
            return .failure(TokenValueError("a colour object needs `components`: an array of 3 numbers"))
        }
        var numbers: [Double] = []
        for component in components {
            if let number = component.numberValue {
                numbers.append(number)
            } else if component.stringValue == "none" {
                numbers.append(0)
            } else {
                return .failure(TokenValueError("colour components must be numbers or \"none\""))
            }
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            guard let value = alphaNode.numberValue, (0...1).contains(value) else {
                return .failure(TokenValueError("`alpha` must be a number from 0 to 1"))
            }
            alpha = value
        }
        if let hex = node["hex"] {
            // DTCG asks for 6 digits; real files also write `#fff`. The components are what count.
            guard let string = hex.stringValue, string.hasPrefix("#"), parse(string) != nil else {
                return .failure(TokenValueError("`hex` must be a hex colour like \"#0A6ED1\""))
            }
        }
        guard let color = ColorSpaceConversion.rgba(space: space, components: numbers, alpha: alpha) else {
            return .failure(TokenValueError("the components do not describe a colour in `\(space)`"))
        }
        return .success(color)
    }

    /// Style Dictionary's object colours (what its colour transforms accept): `{r, g, b, a?}` with
    /// channels 0–255, or `{h, s, l, a?}` with saturation and lightness 0–1 or 0–100.
    private static func channelObject(_ node: JSONNode) -> RGBA? {
        let alpha = node["a"].map { $0.numberValue ?? -1 } ?? 1
        guard (0...1).contains(alpha) else { return nil }
        if let red = node["r"]?.numberValue, let green = node["g"]?.numberValue, let blue = node["b"]?.numberValue,
            [red, green, blue].allSatisfy({ (0...255).contains($0) })
        {
            return RGBA(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
        }
        if let hue = node["h"]?.numberValue, var saturation = node["s"]?.numberValue, var lightness = node["l"]?.numberValue {
            if saturation > 1 || lightness > 1 { (saturation, lightness) = (saturation / 100, lightness / 100) }
            guard (0...1).contains(saturation), (0...1).contains(lightness) else { return nil }
            let rgb = ColorSpaceConversion.hslToSRGB(hue: hue, saturation: saturation, lightness: lightness)
            return RGBA(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
        }
        return nil
    }

    /// True for CSS gradient functions, which Tokens Studio allows as colour values.
    package static func isGradient(_ string: String) -> Bool {
        let lower = string.lowercased()
        return ["linear-gradient(", "radial-gradient(", "conic-gradient("].contains { lower.hasPrefix($0) }
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`/`rgba()` (commas or spaces, numbers or
    /// percentages, `/ alpha`), `rgba(#hex, alpha)`, `hsl()`/`hsla()`, `transparent` and a few names.
    package static func parse(_ raw: String) -> RGBA? {
        if let color = parseHexFast(raw) { return color }
        let string = raw.trimmingCharacters(in: .whitespaces)
        if string.hasPrefix("#") {
            let digits = string.dropFirst()
            guard digits.allSatisfy(\.isHexDigit) else { return nil }
            if digits.count == 4 {
                let values = digits.map { Int(String($0), radix: 16)! * 17 }
                return RGBA(red8: values[0], green8: values[1], blue8: values[2], alpha8: values[3])
            }
            return [3, 6, 8].contains(digits.count) ? RGBA(hex: string) : nil
        }
        let lower = string.lowercased()
        if let named = namedColors[lower] { return named }
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else { return nil }
        let function = lower[..<open]
        let inner = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
        let parts = inner.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: "/", with: " ")
            .split(separator: " ").map(String.init)
        switch function {
        case "rgb", "rgba":
            if parts.count == 2, let base = parse(parts[0]), let alpha = alphaValue(parts[1]) {
                return RGBA(red: base.red, green: base.green, blue: base.blue, alpha: alpha)
            }
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var channels: [Double] = []
            for part in parts.prefix(3) {
                if part.hasSuffix("%") {
                    guard let value = Double(part.dropLast()) else { return nil }
                    channels.append(value / 100)
                } else {
                    guard let value = Double(part) else { return nil }
                    channels.append(value / 255)
                }
            }
            let alpha = parts.count == 4 ? alphaValue(parts[3]) : 1
            guard let alpha else { return nil }
            return RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        case "hsl", "hsla":
            guard parts.count == 3 || parts.count == 4,
                let hue = Double(parts[0].replacingOccurrences(of: "deg", with: "")),
                let saturation = Double(parts[1].replacingOccurrences(of: "%", with: "")),
                let lightness = Double(parts[2].replacingOccurrences(of: "%", with: ""))
            else { return nil }
            let alpha = parts.count == 4 ? alphaValue(parts[3]) : 1
            guard let alpha else { return nil }
            let rgb = ColorSpaceConversion.hslToSRGB(hue: hue, saturation: saturation / 100, lightness: lightness / 100)
            return RGBA(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
        default:
            return nil
        }
    }

    /// `#RRGGBB` and `#RRGGBBAA` without allocating, the common case in token files.
    private static func parseHexFast(_ string: String) -> RGBA? {
        let count = string.utf8.count
        guard count == 7 || count == 9 else { return nil }
        // Reading the bytes in one buffer is several times faster than stepping through the view.
        var string = string
        return string.withUTF8(parseHex)
    }

    private static func parseHex(_ bytes: UnsafeBufferPointer<UInt8>) -> RGBA? {
        guard bytes.count == 7 || bytes.count == 9, bytes[0] == UInt8(ascii: "#") else { return nil }
        var channels = (0, 0, 0, 255)
        var high = 0
        for position in 0..<(bytes.count - 1) {
            let byte = bytes[position + 1]
            let digit: Int
            switch byte {
            case 0x30...0x39: digit = Int(byte - 0x30)
            case 0x41...0x46: digit = Int(byte - 0x41 + 10)
            case 0x61...0x66: digit = Int(byte - 0x61 + 10)
            default: return nil
            }
            if position & 1 == 0 {
                high = digit
            } else {
                let channel = high * 16 + digit
                switch position >> 1 {
                case 0: channels.0 = channel
                case 1: channels.1 = channel
                case 2: channels.2 = channel
                default: channels.3 = channel
                }
            }
        }
        return RGBA(red8: channels.0, green8: channels.1, blue8: channels.2, alpha8: channels.3)
    }

    private static func alphaValue(_ part: String) -> Double? {
        if part.hasSuffix("%") { return Double(part.dropLast()).map { $0 / 100 } }
        return Double(part)
    }

    private static let namedColors: [String: RGBA] = [
        "transparent": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
        "black": RGBA(red: 0, green: 0, blue: 0), "white": RGBA(red: 1, green: 1, blue: 1),
        "red": RGBA(red: 1, green: 0, blue: 0), "green": RGBA(red8: 0, green8: 128, blue8: 0),
        "blue": RGBA(red: 0, green: 0, blue: 1), "gray": RGBA(red8: 128, green8: 128, blue8: 128),
        "grey": RGBA(red8: 128, green8: 128, blue8: 128),
    ]
}

/// Why a value does not fit its type.
package struct TokenValueError: Error, Sendable, Hashable {
    package var message: String
    package init(_ message: String) { self.message = message }
}
