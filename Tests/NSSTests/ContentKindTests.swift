import NSS
import Testing

struct ContentKindTests {
    @Test func corpusStylesheetsAreNUI() throws {
        for (name, bytes) in try corpusFiles("nss") {
            #expect(NSSContentKind.sniff(bytes) == .nui, "\(name)")
        }
    }

    @Test func foreignCorpusIsRecognised() throws {
        for (name, bytes) in try corpusFiles("nss-foreign") {
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

/// The characters before a colon or a dollar sign decide some formats: at the start of a line (after
/// its indentation) there is none.
struct ContentKindNeighbourTests {
    @Test(arguments: [
        ("  \"a\": 1\n  \"b\": 2\n\"c\": {\n", NSSContentKind.nidium),
        ("  a:$x\nb: $y\nc :$z\n", .niagara),
        ("$a: 1\n$b: 2\n$c: 3\n", .nui),
        ("  a $x: 1\n  b $y: 2\n  c $z: 3\n", .nui),
        (":\"a\"\n:\"b\"\n:\"c\"\n", .nui),
    ])
    func sniffs(_ text: String, _ expected: NSSContentKind) {
        #expect(NSSContentKind.sniff(Array(text.utf8)) == expected)
    }
}
