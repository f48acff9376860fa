import Analysis
import SourceText
import Testing

@Suite struct InlayHintTests {
    @Test func resolvedColourAfterAConstantUse() {
        let fixture = FeatureFixture(
            """
            @brand: #0A6ED1;
            @tintColor_darkBackground: #4DB1FF;
            @tint: tintColor;
            Button { font-color: @brand1️⃣; tint-color: @tint2️⃣; font-size: @brand; }
            """)
        let hints = fixture.index.inlayHints(path: "Theme.nss", range: TextRange(start: 0, end: 10_000))
        #expect(hints.first?.offset == fixture.position("1️⃣").offset)
        #expect(hints.first?.label == "#0A6ED1")
        #expect(hints.count == 3)
        let tint = hints.first { $0.offset == fixture.position("2️⃣").offset }
        #expect(tint?.label.hasSuffix("/ dark #4DB1FF") == true)
    }

    @Test func annotationLineSaysWhatItBindsTo() {
        let fixture = FeatureFixture(
            """
            //- Sources/_ComponentProtocols/Card.swift
            // sourcery: BaseComponent1️⃣
            protocol _CardComponent {
                // sourcery: @ViewBuilder2️⃣

                var title: String { get }
            }
            """)
        let path = "Sources/_ComponentProtocols/Card.swift"
        let hints = fixture.index.inlayHints(path: path, range: TextRange(start: 0, end: 10_000))
        #expect(hints.map(\.label) == ["→ protocol _CardComponent", "→ nothing"])
        #expect(hints.map(\.offset) == [fixture.position("1️⃣").offset, fixture.position("2️⃣").offset])
    }
}
