/// Reads the numbers of colour functions. Most are short plain decimals (`0`, `255`, `0.5`), which
/// are read here exactly as `Double(_:)` reads them without its general parser; anything else is
/// left to `Double(_:)`.
enum PlainDecimal {
    /// `Double(text)`.
    static func value(of text: String) -> Double? {
        plainValue(of: text) ?? Double(text)
    }

    /// The value of `[+-]digits` or `[+-]digits.digits` with at most 15 digits in all, else nil.
    /// Such a number is its digits as an integer (exact in a `Double`) divided by a power of ten up
    /// to 10^15 (exact too), and one division of exact values is correctly rounded, as `Double(_:)`
    /// is.
    static func plainValue(of text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            var index = 0
            let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            var digits: Int64 = 0
            var digitCount = 0
            var fractionDigits = 0
            var sawPoint = false
            var digitsBeforePoint = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    digits = digits * 10 + Int64(byte - UInt8(ascii: "0"))
                    digitCount += 1
                    if sawPoint { fractionDigits += 1 } else { digitsBeforePoint += 1 }
                } else if byte == UInt8(ascii: "."), !sawPoint {
                    sawPoint = true
                } else {
                    return nil
                }
                index += 1
            }
            guard digitCount <= 15, digitsBeforePoint > 0, !sawPoint || fractionDigits > 0 else { return nil }
            let magnitude = Double(digits) / PlainDecimal.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }
}
