import SourceText
import SourceryModels
import TestSupport
import Testing

/// Each case: Swift text with every expected use marked by `↓` before its name, and the names in order.
struct SwiftPaletteUseScannerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let names: [String]
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(source: "Text(a).foregroundColor(Color.preferredColor(.↓primaryLabel))", names: ["primaryLabel"]),
        Case(source: "let c = Color.preferredColor(.↓tintColor, background: .darkConstant)", names: ["tintColor"]),
        Case(source: "let c = UIColor.preferredFioriColor(forStyle: .↓tintColor, background: .darkBackground)", names: ["tintColor"]),
        Case(source: "x.foregroundStyle(.preferredColor(isOn ? .↓tintColor : .↓separator))", names: ["tintColor", "separator"]),
        Case(
            source: "x.foregroundColor(.preferredColor(state == .disabled ? .↓quaternaryLabel : (isOn ? .↓primaryLabel : .↓separator)))",
            names: ["quaternaryLabel", "primaryLabel", "separator"]),
        Case(source: "x.foregroundColor(.preferredColor(a ? .↓chart1 : b ? .↓chart2 : .↓chart3))", names: ["chart1", "chart2", "chart3"]),
        Case(source: "Text(a).font(.fiori(forTextStyle: .↓headline))", names: ["headline"]),
        Case(source: "label.font = UIFont.preferredFioriFont(forTextStyle: .↓body, weight: .bold)", names: ["body"]),
        Case(source: "let c = UIColor.preferredFioriColor(\n    forStyle: .↓primaryLabel,\n    background: .lightBackground)", names: ["primaryLabel"]),
        Case(source: "let c = Color.preferredColor(style)", names: []),
        Case(source: "let c = Color.preferredColor(<#fiori color#>)", names: []),
        Case(source: "// let c = Color.preferredColor(.primary3)", names: []),
        Case(source: "static func preferredColor(_ style: ColorStyle, background scheme: BackgroundColorScheme? = .device) -> Color", names: []),
        Case(source: "let c = myPreferredColor(.primaryLabel)", names: []),
        Case(source: "let s = \"preferredColor(\"; let c = Color.preferredColor(.↓base1)", names: ["base1"]),
        Case(source: "let c = Color.preferredColor(.primaryLabel", names: []),
    ]

    @Test(arguments: cases)
    func findsExactlyTheMarkedUses(_ testCase: Case) {
        let fixture = Fixture(testCase.source, defaultPath: "View.swift")
        let file = fixture.files[0]
        let uses = SwiftPaletteUseScanner.uses(in: Array(file.text.utf8))
        #expect(uses.map(\.name) == testCase.names)
        #expect(uses.map(\.range.start) == file.arrows)
        for use in uses {
            #expect(String(decoding: Array(file.text.utf8)[use.range.start..<use.range.end], as: UTF8.self) == use.name)
        }
    }

    @Test func backgroundAndKind() {
        let uses = SwiftPaletteUseScanner.uses(
            in: Array("UIColor.preferredFioriColor(forStyle: .tintColor, background: .darkBackground); x.font(.fiori(forTextStyle: .body))".utf8))
        #expect(uses.map(\.background) == ["darkBackground", nil])
        #expect(uses.map(\.kind) == [.color, .font])
    }

    @Test func aFileWithoutACallShapeIsNotParsed() {
        #expect(!SwiftPaletteUseScanner.mayContainUses(Array("struct A { func f() { print(preferred) } }".utf8)))
        #expect(SwiftPaletteUseScanner.mayContainUses(Array("x.font(.fiori(forTextStyle: .body))".utf8)))
    }
}
