import NSS
import Testing

struct ContentKindTests {
    @Test func corpusStylesheetsAreNUI() {
        for (name, bytes) in corpusFiles("nss") {
            #expect(NSSContentKind.sniff(bytes) == .nui, "\(name)")
        }
    }

    @Test func foreignCorpusIsRecognised() {
        for (name, bytes) in corpusFiles("nss-foreign") {
            #expect(NSSContentKind.sniff(bytes) == .niagara, "\(name)")
        }
    }

    @Test(arguments: [
        ("#define accent = #3366cc;\n#define bar = lineargradient(stop(0%, $accent));\nbutton-background: $accent;\n", NSSContentKind.niagara),
        ("#include \"nw_i0_generic\"\nvoid main()\n{\n    object oPC = GetFirstPC();\n}\n", .nwscript),
        ("menu(title='Open' image=icon.open)\n{\n    item(title='Terminal' cmd='wt.exe')\n}\n", .nilesoft),
        ("\"button\": {\n    \"background\": \"#fff\"\n},\n\"label\": {\n    \"color\": \"red\"\n}\n", .nidium),
        ("// legacy comments\n@brand: #0A6ED1;\nButton {\n    font-color: @brand;\n}\n", .nui),
        ("", .nui),
    ])
    func sniffs(_ text: String, _ expected: NSSContentKind) {
        #expect(NSSContentKind.sniff(Array(text.utf8)) == expected)
    }
}
