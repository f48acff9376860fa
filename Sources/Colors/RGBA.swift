/// An sRGB colour with straight alpha, every component in 0...1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = RGBA.clamp(red)
        self.green = RGBA.clamp(green)
        self.blue = RGBA.clamp(blue)
        self.alpha = RGBA.clamp(alpha)
    }

    /// From 8-bit channels.
    public init(red8: Int, green8: Int, blue8: Int, alpha8: Int = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (with or without `#`, or with `0x`); case-insensitive.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.lowercased().hasPrefix("0x") {
            digits = digits.dropFirst(2)
        }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let values = digits.map { Int(String($0), radix: 16)! }
        switch values.count {
        case 3:
            self.init(red8: values[0] * 17, green8: values[1] * 17, blue8: values[2] * 17)
        case 6:
            self.init(red8: values[0] * 16 + values[1], green8: values[2] * 16 + values[3], blue8: values[4] * 16 + values[5])
        case 8:
            self.init(
                red8: values[0] * 16 + values[1], green8: values[2] * 16 + values[3],
                blue8: values[4] * 16 + values[5], alpha8: values[6] * 16 + values[7])
        default:
            return nil
        }
    }

    public static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    public var red8: Int { Int((red * 255).rounded()) }
    public var green8: Int { Int((green * 255).rounded()) }
    public var blue8: Int { Int((blue * 255).rounded()) }
    public var alpha8: Int { Int((alpha * 255).rounded()) }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; upper-case digits.
    public var hexString: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in alpha8 == 255 ? [red8, green8, blue8] : [red8, green8, blue8, alpha8] {
            bytes.append(digits[channel >> 4])
            bytes.append(digits[channel & 15])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String { hexString }
}
