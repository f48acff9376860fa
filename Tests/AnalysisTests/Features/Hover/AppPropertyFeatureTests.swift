import Analysis
import Testing

/// Properties the app adds to NUI (read by its code, or declared in `nuance.json`) in hover and
/// completion, with where they are read.
@Suite struct AppPropertyFeatureTests {
    static func adjust(_ snapshot: inout Snapshot) {
        snapshot.appStyleReads = [
            AppStyleRead(property: "corners-radius", className: nil, path: "Pods/NUI/NUIButtonRenderer.m", line: 41),
            AppStyleRead(property: "card-highlight-color", className: "CardView", path: "App/CardView.m", line: 8),
        ]
        snapshot.configuration.stylesheets.extensions.properties["header-style"] = .some(.color)
        snapshot.configuration.stylesheets.extensions.values = ["nui_ignore"]
    }

    @Test func hoverSaysWhereTheAppReadsTheProperty() throws {
        let fixture = FeatureFixture("Button { corn1️⃣ers-radius: 6; }\nLabel { header-st2️⃣yle: #354A5F; }", adjusting: Self.adjust)
        let read = try #require(fixture.hover()).plainText
        #expect(read.contains("corners-radius"))
        #expect(read.contains("`Pods/NUI/NUIButtonRenderer.m:42`"))
        let declared = try #require(fixture.hover(at: "2️⃣")).plainText
        #expect(declared.contains("Declared under `nuiExtensions`"))
        #expect(declared.contains("Type: colour"))
    }

    @Test func completionOffersAppPropertiesAndAcceptedValues() {
        let fixture = FeatureFixture("CardView { 1️⃣ }\nButton { background-color: 2️⃣; }", adjusting: Self.adjust)
        let properties = fixture.completions().items
        let card = properties.first { $0.label == "card-highlight-color" }
        #expect(card?.detail == "read by the app at `App/CardView.m:9`")
        #expect(properties.contains { $0.label == "header-style" && $0.detail == "declared in `nuance.json` as colour" })
        #expect(fixture.labels(at: "2️⃣").contains("nui_ignore"))
        #expect(!FeatureFixture("CardView { 1️⃣ }").labels().contains("card-highlight-color"))
    }
}
