import Foundation
import NSS
import TestSupport
import Testing

/// The one definition of NUI content (``NSSContentDetection``), on edge cases and on the 1,525 public
/// `.nss` files of `../shared/wild/nss-silos`, whose verdicts are kept (reviewed) in
/// `Golden/nss-silos-content.txt`; `Tests/editors/test_content_detection.py` holds the VS Code and
/// Neovim detectors to the same golden.
struct ContentDetectionTests {
    @Test func wildSilosMatchTheReviewedGolden() throws {
        let folder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/wild/nss-silos")
        guard FileManager.default.fileExists(atPath: folder.path) else {
            try Test.cancel("../shared/wild/nss-silos is not present")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.lowercased().hasSuffix(".nss") }.sorted()
        #expect(names.count == 1525)
        var lines: [String] = []
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            lines.append("\(NSSContentKind.detect(bytes).rawValue)\t\(name)")
        }
        let golden = GoldenFile.directory() + "/Golden/nss-silos-content.txt"
        let failure = GoldenFile.check(lines.joined(separator: "\n") + "\n", against: golden)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func corpusStylesheetsAreNUIAndTheNiagaraSampleIsNot() throws {
        for (name, bytes) in try corpusFiles("nss") {
            #expect(NSSContentKind.detect(bytes) == .nui, "\(name)")
        }
        for (name, bytes) in try corpusFiles("nss-foreign") {
            #expect(NSSContentKind.detect(bytes) == .niagara, "\(name)")
        }
    }

    @Test func exampleNiagaraSheetIsNotNUI() throws {
        let url = repositoryRoot.appendingPathComponent("Examples/FioriTheme/Themes/Station.nss")
        #expect(NSSContentKind.detect([UInt8](try Data(contentsOf: url))) == .niagara)
    }

    @Test(arguments: [
        // NUI, also with mistakes: unterminated declarations, quoted values, Allman braces, one-line rule sets.
        ("", true),
        ("/* only a comment */\n", true),
        ("Button\n{\n    font-color: red;\n}\n", true),
        ("@media (device:ipad) {\n  Label { font-size: 18; }\n}\n", true),
        ("Button, Label,\nTextField {\n  font-name: \"Helvetica\";\n  font-size: 12\n}\n", true),
        ("😀 {}\nButton { font-color: #0A6ED1; }", true),
        ("// NUI drops this sheet, but it is one\n@brand: #0A6ED1;\nButton:Large { background-color: @brand; }\n", true),
        // Foreign: decisive line starts, CSS selectors, key=value data, prose, unterminated `key: value` lists.
        ("#include \"nw_i0_generic\"\n", false),
        ("Button { font-color: red; }\n.slider {\n  height: 20;\n}\n", false),
        ("BtnTiles=1\nBtnChecker=0\nBtnGrid=1\n", false),
        ("true\n", false),
        ("passwd:\t\tfiles\ngroup:\t\tfiles\n# comment\n", false),
        ("Style: img: blue\n{\n    width: 50\n}\n", false),
        ("object oPC = GetFirstPC();\nif (GetIsPC(oPC))\n{\n    SetLocalInt(oPC, \"x\", 1);\n}\n", false),
    ])
    func decides(_ text: String, _ nui: Bool) {
        #expect(NSSContentDetection.isNUI(Array(text.utf8)) == nui, "\(text)")
    }
}
