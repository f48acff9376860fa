import Colors
import Foundation
import NSS
import TestSupport
import Testing

@testable import Analysis

/// The value rules answer common one-token values from their bytes (`readsWithoutIssue`, the colour
/// memo's `#RRGGBB`, the contrast memo's luminances); every quick answer must be the full reading's,
/// on the corpus's values and on random changes of them.
struct ValueQuickAnswerTests {
    typealias Support = StylesheetTestSupport

    /// Properties of every value type the quick answers know, and of some they do not.
    static let properties = [
        "font-color", "background-color", "font-size", "corner-radius", "font-name", "background-image", "text-align",
        "text-shadow-offset", "padding", "title-insets", "border-style", "vertical-align", "text-auto-fit", "text-line-clamp",
    ]

    /// The values of the corpus's declarations and definitions (with variables), and fixed ones.
    static func corpusValues() throws -> [String] {
        guard let folder = Support.corpusFolder("nss") else { try Test.cancel("../shared/corpus/nss is not present") }
        var values: Set<String> = [
            "#FFFFFF", "0xABCDEF", "0XabCdEf", "#fff", "#FFFFFFFF", "#GGGGGG", "12", "-1", "+1", ".5", "px", "clear", "systemBlue", "YES", "Yes",
            "1", "0", "2", "007", "123456789012345678", "1234567890123456789", "99999999999999999999", "none", "None", "bezel", "fill", "4px",
        ]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".nss") {
            let file = Support.file(String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self), dialect: .nui)
            for declaration in file.syntax.declarations where !declaration.value.isEmpty {
                values.insert(file.text[declaration.value.range])
            }
            for definition in file.syntax.definitions where !definition.value.isEmpty {
                values.insert(file.text[definition.value.range])
            }
        }
        return values.filter { !$0.contains(";") && !$0.contains("}") && !$0.contains("\n") }.sorted()
    }

    /// `value` with one to three random bytes replaced, inserted or removed.
    static func mutated(_ value: String, random: inout SeededGenerator) -> String {
        let alphabet = Array("0123456789abcdefABCDEFxX#.-+,_gz @(")
        var characters = Array(value)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let position = Int.random(in: 0...characters.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where position < characters.count: characters[position] = alphabet.randomElement(using: &random)!
            case 1 where position < characters.count: characters.remove(at: position)
            default: characters.insert(alphabet.randomElement(using: &random)!, at: position)
            }
        }
        return String(characters)
    }

    /// The corpus's values and random changes of them, each written under every property, directly and
    /// through a variable.
    static func sheet(dialect: Dialect) throws -> StylesheetFile {
        var random = SeededGenerator(seed: 27)
        var values = try corpusValues()
        values += values.flatMap { value in (0..<3).map { _ in mutated(value, random: &random) } }
        var source = ""
        for (index, value) in values.enumerated() {
            source += "@v\(index): \(value);\n"
            for property in properties {
                source += "Button {\n    \(property): \(value);\n}\nLabel {\n    \(property): @v\(index);\n}\n"
            }
        }
        return Support.file(source, dialect: dialect)
    }

    @Test(arguments: [Dialect.fiori, .nui])
    func quickAnswersAreTheFullReadings(dialect: Dialect) throws {
        let file = try Self.sheet(dialect: dialect)
        var quick = 0
        for declaration in file.syntax.declarations.indices where file.readsWithoutIssue(declaration: declaration) {
            #expect(file.valueIssues(ofDeclaration: declaration).isEmpty, "\(file.text[file.syntax.declarations[declaration].range])")
            quick += 1
        }
        #expect(quick > 1000)
    }

    @Test(arguments: [Dialect.fiori, .nui])
    func memoisedColourVerdictsAreFreshReadings(dialect: Dialect) throws {
        let file = try Self.sheet(dialect: dialect)
        var readings = ColorReadingMemo()
        var hex = 0
        for declaration in file.syntax.declarations.indices where file.propertyInfos[declaration]?.type == .color {
            guard case .parts(let parts, _) = file.substitution(ofDeclaration: declaration), !parts.isEmpty else { continue }
            let verdict = readings.verdict(of: parts, in: file)
            let fresh = file.readColor(parts, recordingChain: false)
            let text = file.text[file.syntax.declarations[declaration].range]
            #expect(verdict.failure == fresh.failure, "\(text)")
            #expect(verdict.warning == fresh.warning, "\(text)")
            if parts.count == 1, file.isSixDigitHex(parts[0]) { hex += 1 }
        }
        #expect(hex > 100)
    }

    @Test func contrastRatiosFromKeptLuminancesAreTheDirectOnes() {
        var random = SeededGenerator(seed: 4)
        func colour(opaque: Bool) -> RGBA {
            RGBA(
                red8: Int.random(in: 0...255, using: &random), green8: Int.random(in: 0...255, using: &random),
                blue8: Int.random(in: 0...255, using: &random), alpha8: opaque ? 255 : Int.random(in: 0...255, using: &random))
        }
        let texts = (0..<6).map { colour(opaque: $0 < 4) }
        let fills = (0..<4).map { _ in colour(opaque: true) }
        var ratios = LastContrastRatio()
        for _ in 0..<2000 {
            let text = texts.randomElement(using: &random)!
            let fill = fills.randomElement(using: &random)!
            #expect(ratios.ratio(of: text, on: fill) == RGBA.contrastRatio(foreground: text, background: fill), "\(text) on \(fill)")
        }
    }
}
