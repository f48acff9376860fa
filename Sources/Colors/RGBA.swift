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
        let channels = (red8, green8, blue8, alpha8)
        let count = alpha8 == 255 ? 7 : 9
        return String(unsafeUninitializedCapacity: count) { bytes in
            func digit(_ value: Int) -> UInt8 { UInt8(value < 10 ? 48 + value : 55 + value) }
            func write(_ channel: Int, at offset: Int) {
                let channel = min(max(channel, 0), 255)
                bytes[offset] = digit(channel >> 4)
                bytes[offset + 1] = digit(channel & 15)
            }
            bytes[0] = UInt8(ascii: "#")
            write(channels.0, at: 1)
            write(channels.1, at: 3)
            write(channels.2, at: 5)
            if count == 9 { write(channels.3, at: 7) }
            return count
        }
    }

    public var description: String { hexString }
}
