import Colors
import Testing
import TestSupport

@testable import Analysis

/// `nss/low-contrast` decides colours that do not depend on the background once; the answer must be
/// the one of looking at every background.
struct ContrastShortfallTests {
    @Test func uniformColoursAnswerAsEveryBackground() {
        var random = SeededGenerator(seed: 3)
        let palette: [RGBA] = (0..<12).map { _ in
            RGBA(red8: Int.random(in: 0...255, using: &random), green8: Int.random(in: 0...255, using: &random), blue8: Int.random(in: 0...255, using: &random))
        } + [RGBA(red: 1, green: 1, blue: 1), RGBA(red: 0, green: 0, blue: 0), RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)]
        var shortfalls = 0
        for text in palette {
            for fill in palette {
                let front = SchemeColors(uniform: text)
                let back = SchemeColors(uniform: fill)
                // The same colours written background by background, which the fast answer does not take.
                var frontByScheme = SchemeColors()
                var backByScheme = SchemeColors()
                for scheme in BackgroundScheme.allCases {
                    frontByScheme[scheme] = text
                    backByScheme[scheme] = fill
                }
                var fastRatios = LastContrastRatio()
                var slowRatios = LastContrastRatio()
                let fast = LowContrastRule.shortfall(of: front, on: back, ratios: &fastRatios)
                #expect(fast == LowContrastRule.shortfallByScheme(of: frontByScheme, on: backByScheme, ratios: &slowRatios), "\(text) on \(fill)")
                #expect(fast == LowContrastRule.shortfall(of: frontByScheme, on: backByScheme, ratios: &slowRatios))
                if fast != nil { shortfalls += 1 }
            }
        }
        #expect(shortfalls > 20)
    }
}
