import Analysis
import Colors
import Reporting
import TestSupport
import Testing

/// The HTML of `nuance preview`: text from files escaped, ratios written as `nss/low-contrast` writes
/// them, low contrast marked, samples of dimensions and typography, links relative to the page.
@Suite struct PreviewPageTests {
    static let escapes: [(String, String)] = [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("a \"quoted\" & 'single'", "a &quot;quoted&quot; &amp; &#39;single&#39;"),
        ("plain-name_1", "plain-name_1"),
    ]

    @Test(arguments: escapes.indices) func escapesText(_ row: Int) {
        #expect(HTMLText.escape(Self.escapes[row].0) == Self.escapes[row].1)
    }

    static let ratios: [(Double, String)] = [(4.4949, "4.49:1"), (4.495, "4.50:1"), (2.1052, "2.11:1"), (21, "21.00:1"), (1.05, "1.05:1")]

    @Test(arguments: ratios.indices) func writesRatiosWithTwoDecimals(_ row: Int) {
        #expect(PreviewPage.ratio(Self.ratios[row].0) == Self.ratios[row].1)
    }

    static let samples: [(String, String?, String?)] = [
        ("16px", "dimension", "width:16px"),
        ("1.5rem", "dimension", "width:24px"),
        ("900px", "dimension", "width:240px"),
        ("12pt", "fontSize", "font-size:16px"),
        ("bold", "fontWeight", "font-weight:700"),
        ("72-Regular\";}</style><script>", "fontFamily", "font-family:72-Regularstylescript"),
        ("calc(1px)", "dimension", nil),
        ("#0A6ED1", "color", nil),
    ]

    @Test(arguments: samples.indices) func samplesDimensionsAndTypographySafely(_ row: Int) {
        let (text, type, style) = Self.samples[row]
        let sample = PreviewPage.sample(of: text, type: type)
        if let style { #expect(sample.contains(style)) } else { #expect(sample.isEmpty) }
        #expect(!sample.contains("<script") && !sample.contains("</style"))
    }

    static let anchors: [(String, String)] = [("tintColor", "palette-tintColor"), ("a b<c>", "palette-a_b_c_"), ("grey.10", "palette-grey.10")]

    @Test(arguments: anchors.indices) func anchorsAreSafeFragmentNames(_ row: Int) {
        #expect(HTMLText.anchor("palette", Self.anchors[row].0) == Self.anchors[row].1)
    }

    @Test func pageMarksLowContrastEscapesTextAndLinksRelativeToThePage() {
        let fixture = Fixture(
            """
            //- Themes/My Theme.nss
            @tintColor: #E9730C;
            Label { font-name: "<x>"; font-color: #A9B4BE; background-color: #FFFFFF; }
            """, defaultPath: "Themes/My Theme.nss")
        let preview = WorkspaceIndex(snapshot: fixture.snapshot()).themePreview(title: "<b>theme</b>")
        let html = PreviewPage(preview: preview, linkBase: "../", version: "1.0").html()
        #expect(html.contains("<title>Theme preview: &lt;b&gt;theme&lt;/b&gt;</title>"))
        #expect(html.contains("font-name: &quot;&lt;x&gt;&quot;"))
        // Every background of the class falls short.
        #expect(html.components(separatedBy: "<span class=\"contrast low-contrast\">✗ 2.11:1").count == preview.schemes.count + 1)
        #expect(html.contains("href=\"../Themes/My%20Theme.nss\">Themes/My Theme.nss:1</a>"))
        #expect(html.contains("aria-label=\"#E9730C\""))
        #expect(html.contains("<span class=\"badge partial\">partial</span>"))
        #expect(html.contains("<span class=\"value kept\">palette value kept</span>"))
        #expect(!html.contains("<script") && !html.contains("http"))
    }
}
