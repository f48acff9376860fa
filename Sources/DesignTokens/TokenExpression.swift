import Foundation

/// Tokens Studio math after references were replaced by values: `4px * 2`, `(8 + 4) / 2rem`.
package enum TokenExpression {
    /// The value of an arithmetic expression with at most one unit, formatted (`8px`); `nil` when
    /// the text is not arithmetic (a multi-value like `4px 8px`, a function call).
    package static func evaluate(_ text: String) -> String? {
        var parser = Parser(text: Array(text.utf8))
        guard let result = parser.parseSum(), parser.atEnd, parser.sawOperator else { return nil }
        return format(result.value) + (result.unit ?? "")
    }

    /// True when `text` contains an arithmetic operator between operands.
    package static func looksLikeArithmetic(_ text: String) -> Bool {
        text.contains(" * ") || text.contains(" / ") || text.contains(" + ") || text.contains(" - ")
            || text.contains("*") || text.contains("(")
    }

    package static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private struct Operand {
        var value: Double
        var unit: String?
    }

    private struct Parser {
        let text: [UInt8]
        var index = 0
        var sawOperator = false

        init(text: [UInt8]) { self.text = text }

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return index == text.count
            }
        }

        mutating func skipSpaces() {
            while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        }

        mutating func parseSum() -> Operand? {
            guard var left = parseProduct() else { return nil }
            while true {
                skipSpaces()
                guard index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") else { return left }
                let isPlus = text[index] == UInt8(ascii: "+")
                index += 1
                sawOperator = true
                guard let right = parseProduct() else { return nil }
                left = Operand(value: isPlus ? left.value + right.value : left.value - right.value, unit: left.unit ?? right.unit)
            }
        }

        mutating func parseProduct() -> Operand? {
            guard var left = parseFactor() else { return nil }
            while true {
                skipSpaces()
                guard index < text.count, text[index] == UInt8(ascii: "*") || text[index] == UInt8(ascii: "/") else { return left }
                let isTimes = text[index] == UInt8(ascii: "*")
                index += 1
                sawOperator = true
                guard let right = parseFactor() else { return nil }
                if !isTimes, right.value == 0 { return nil }
                left = Operand(value: isTimes ? left.value * right.value : left.value / right.value, unit: left.unit ?? right.unit)
            }
        }

        mutating func parseFactor() -> Operand? {
            skipSpaces()
            guard index < text.count else { return nil }
            if text[index] == UInt8(ascii: "(") {
                index += 1
                sawOperator = true
                guard let inner = parseSum() else { return nil }
                skipSpaces()
                guard index < text.count, text[index] == UInt8(ascii: ")") else { return nil }
                index += 1
                return inner
            }
            var negative = false
            if text[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            let start = index
            while index < text.count, (text[index] >= 0x30 && text[index] <= 0x39) || text[index] == UInt8(ascii: ".") { index += 1 }
            guard index > start, let number = Double(String(decoding: text[start..<index], as: UTF8.self)) else { return nil }
            let unitStart = index
            while index < text.count, (text[index] >= 0x61 && text[index] <= 0x7A) || text[index] == UInt8(ascii: "%") { index += 1 }
            let unit = index > unitStart ? String(decoding: text[unitStart..<index], as: UTF8.self) : nil
            return Operand(value: negative ? -number : number, unit: unit)
        }
    }
}
