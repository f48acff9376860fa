import Testing
import TestSupport

@testable import Analysis

/// The colour-function numbers read without `Double(_:)` must be exactly what `Double(_:)` reads.
struct PlainDecimalTests {
    static let samples: [String] = {
        var samples = [
            "0", "1", "255", "256", "100", "0.5", "1.0", "0.25", "0.1", "0.2", "0.3", "0.7", "0.333", "0.9999",
            "-1", "-0", "+5", "-0.5", "+0.5", "007", "0.000000000000001", "123456789012345", "1234567890123456",
            "99999999999999.9", "0.123456789012345", "0.1234567890123456", ".5", "5.", "-.5", "+.5", "1e3", "1E-2",
            "inf", "nan", "0x1p3", "", "-", "+", ".", "1.2.3", "12px", "1,5", "٣", "1_000", "--1", "+-1", " 1",
        ]
        // Every short decimal, and numbers with many digits either side of the point.
        for whole in 0...300 { samples.append(String(whole)) }
        for whole in [0, 1, 9, 12, 254, 255] {
            for fraction in 0...120 {
                samples.append("\(whole).\(fraction)")
                samples.append("\(whole).0\(fraction)")
                samples.append("-\(whole).\(fraction)")
            }
        }
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3000 {
            let wholeDigits = Int.random(in: 1...9, using: &generator)
            let fractionDigits = Int.random(in: 0...9, using: &generator)
            var text = String((0..<wholeDigits).map { _ in "0123456789".randomElement(using: &generator)! })
            if fractionDigits > 0 { text += "." + String((0..<fractionDigits).map { _ in "0123456789".randomElement(using: &generator)! }) }
            samples.append(text)
        }
        return samples
    }()

    @Test func readsWhatDoubleReads() {
        var plain = 0
        for text in Self.samples {
            let expected = Double(text)
            #expect(PlainDecimal.value(of: text)?.bitPattern == expected?.bitPattern, "\(text)")
            if let value = PlainDecimal.plainValue(of: text) {
                plain += 1
                #expect(value.bitPattern == expected?.bitPattern, "\(text)")
            }
        }
        // Most samples take the plain path, or this checks little of it.
        #expect(plain > Self.samples.count / 2)
    }
}
