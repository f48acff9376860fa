import NSS
import Testing
import TestSupport

@testable import Analysis

/// The six-digit hex test the value rules use first must agree with the colour reading's own test of
/// hex digits.
struct SixDigitHexTests {
    @Test func tokensAgreeWithTheColourReading() {
        var random = SeededGenerator(seed: 5)
        let prefixes = ["#", "0x", "0X", "", "x", "00", "#0x", "##"]
        let alphabet = Array(String(repeating: "0123456789abcdefABCDEF", count: 3) + "gGxX-_./é")
        var values: [String] = []
        for _ in 0..<4000 {
            let prefix = prefixes.randomElement(using: &random)!
            let count = Int.random(in: 4...8, using: &random)
            values.append(prefix + String((0..<count).map { _ in alphabet.randomElement(using: &random)! }))
        }
        values += ["#FFFFFF", "#00ff7f", "0xABCDEF", "0XabcDEF", "#fff", "#FFFFFFFF", "#GGGGGG"]
        let file = StylesheetTestSupport.file(values.map { "Button {\n    font-color: \($0);\n}\n" }.joined())
        var hex = 0
        for declaration in file.syntax.declarations {
            guard let token = file.syntax.singlePart(of: declaration.value) else { continue }
            let text = file.text[token.range]
            let expected = NSSColorLiteral.hexDigits(text).map { $0.count == 6 && $0.utf8.allSatisfy(NSSColorLiteral.isHexDigit) } ?? false
            #expect(file.isSixDigitHex(token) == expected, "\(text)")
            if expected { hex += 1 }
        }
        #expect(hex > 100)
    }
}
