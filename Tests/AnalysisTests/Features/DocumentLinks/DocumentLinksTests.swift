import Analysis
import SourceText
import Testing

struct DocumentLinksTests {
    @Test func imageValuesAreFoundThroughConstants() {
        let workspace = MarkedWorkspace("""
            @cardImage: 1️⃣card-bg2️⃣;
            Button { background-image: 3️⃣hero.png4️⃣; font-color: red; }
            View { background-image: @cardImage; }
            Label { background-image: bad value; }
            """)
        let references = DocumentLinks.imageReferences(in: "Theme.nss", of: workspace.index)
        #expect(references == [
            ImageReference(name: "hero.png", range: workspace.location("3️⃣", "4️⃣").range),
            ImageReference(name: "card-bg", range: workspace.location("1️⃣", "2️⃣").range),
        ])
        #expect(DocumentLinks.candidateFileNames(for: "hero.png") == ["hero.png"])
        #expect(DocumentLinks.candidateFileNames(for: "card-bg").contains("card-bg@2x.png"))
        #expect(DocumentLinks.candidateFileNames(for: "card-bg").last == "card-bg.imageset")
    }
}
