import Colors

/// How NUI's converter reads colour literals (hex and the `rgb`/`rgba`/`hsl`/`hsla` functions).
package enum NSSColorLiteral {
    /// The hex digits of `#…` or `0x…`, or nil when the text is not written as hex.
    package static func hexDigits(_ text: String) -> Substring? {
        if text.hasPrefix("#") { return text.dropFirst() }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return text.dropFirst(2) }
        return nil
    }

    package static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): return true
        default: return false
        }
    }

    /// `#RRGGBB`/`0xRRGGBB` as NUI reads it: the first six digits (NUI ignores any more).
    package static func nuiHex(_ digits: Substring) -> RGBA? {
        var channels = [0, 0, 0]
        var count = 0
        for byte in digits.utf8 {
            let value: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            if count < 6 { channels[count / 2] = channels[count / 2] * 16 + value }
            count += 1
        }
        guard count >= 6 else { return nil }
        return RGBA(red8: channels[0], green8: channels[1], blue8: channels[2])
    }

    /// SAP's documented reading of 8 digits: `AARRGGBB`, alpha as a percentage written in hex.
    package static func sapDocumentedHex8(_ digits: Substring) -> RGBA? {
        guard digits.count == 8, digits.allSatisfy(\.isHexDigit), let rgb = RGBA(hex: String(digits.suffix(6))),
            let percent = Int(digits.prefix(2), radix: 16)
        else { return nil }
        var color = rgb
        color.alpha = min(1, Double(percent) / 100)
        return color
    }

    /// The colour functions NUI knows, with their argument counts.
    package static let functions: [String: Int] = ["rgb": 3, "rgba": 4, "hsl": 3, "hsla": 4]

    /// One argument as NUI reads it: an integer is divided by 255, a number with `.` is used as is.
    package static func component(_ text: String) -> Double? {
        Double(text).map { component(text, value: $0) }
    }

    /// `component(text)` for an argument whose number, `value`, is already read.
    package static func component(_ text: String, value: Double) -> Double {
        text.utf8.contains(UInt8(ascii: ".")) ? value : value / 255
    }

    /// The colour of `name(arguments)` as NUI computes it (`hsl` is really hue-saturation-brightness).
    package static func function(_ name: String, _ arguments: [Double]) -> RGBA? {
        let lower = name.lowercased()
        guard let count = functions[lower], arguments.count == count else { return nil }
        let alpha = count == 4 ? arguments[3] : 1
        if lower.hasPrefix("rgb") {
            return RGBA(red: arguments[0], green: arguments[1], blue: arguments[2], alpha: alpha)
        }
        return hsb(hue: arguments[0], saturation: arguments[1], brightness: arguments[2], alpha: alpha)
    }

    package static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBA {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let fraction = h - Double(Int(h))
        let v = RGBA.clamp(brightness)
        let s = RGBA.clamp(saturation)
        let p = v * (1 - s)
        let q = v * (1 - s * fraction)
        let t = v * (1 - s * (1 - fraction))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return RGBA(red: r, green: g, blue: b, alpha: alpha)
    }
}
