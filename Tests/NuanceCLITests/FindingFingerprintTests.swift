import Diagnostics
import Reporting
import SourceText
import Testing

/// A finding's fingerprint depends on its rule, flagged text, line and nearest non-blank neighbours,
/// not on where the line is.
struct FindingFingerprintTests {
    static let original = "Button {\n    font-color: @missing;\n}\n"

    static func fingerprint(_ text: String, rule: String = "nss/undefined-variable", neighbours: Bool = true) -> String {
        let start = text[..<text.range(of: "@missing")!.lowerBound].utf8.count
        let finding = Finding(
            ruleID: rule, severity: .error, message: "m", location: Location(path: "a.nss", range: TextRange(start: start, end: start + 8)))
        return FindingFingerprint.of(finding, in: SourceText(text), neighbours: neighbours)
    }

    @Test(arguments: [
        ("lines above", "/* new */\nLabel { }\n\n" + original),
        ("indentation", "Button {\n        font-color: @missing;\n}\n"),
        ("blank lines around", "Button {\n\n    font-color: @missing;\n\n}\n"),
        ("windows line breaks", "Button {\r\n    font-color: @missing;\r\n}\r\n"),
    ])
    func unchangedBy(_ name: String, _ text: String) {
        #expect(Self.fingerprint(text) == Self.fingerprint(Self.original), "\(name)")
    }

    @Test(arguments: [
        ("the line", "Button {\n    background-color: @missing;\n}\n"),
        ("the line above", "Label {\n    font-color: @missing;\n}\n"),
        ("the line below", "Button {\n    font-color: @missing;\n    font-size: 2;\n}\n"),
    ])
    func changedBy(_ name: String, _ text: String) {
        #expect(Self.fingerprint(text) != Self.fingerprint(Self.original), "\(name)")
    }

    @Test func theLineFingerprintIgnoresTheNeighbours() {
        let edited = "Label {\n    font-color: @missing;\n    font-size: 2;\n}\n"
        #expect(Self.fingerprint(edited, neighbours: false) == Self.fingerprint(Self.original, neighbours: false))
        #expect(Self.fingerprint(Self.original, rule: "nss/other") != Self.fingerprint(Self.original))
        #expect(Self.fingerprint(Self.original).count == 16)
    }

    /// `nss/not-nui-content` is shown at the first line but is about the whole file.
    @Test func aWholeFileFindingIgnoresTheText() {
        let rule = "nss/not-nui-content"
        #expect(Self.fingerprint("/* new first line */\n" + Self.original, rule: rule) == Self.fingerprint(Self.original, rule: rule))
    }
}
