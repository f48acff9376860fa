import Analysis
import Testing

@Suite struct ModelCompletionTests {
    @Test func keysFitTheNextDeclaration() {
        let fixture = FeatureFixture(
            """
            //- Sources/_ComponentProtocols/Card.swift
            // sourcery: 1️⃣
            protocol _CardComponent {
                // sourcery: 2️⃣
                var title: String { get }
            }
            """)
        let typeKeys = fixture.labels()
        #expect(typeKeys.contains("BaseComponent"))
        #expect(typeKeys.contains("importFrameworks"))
        #expect(!typeKeys.contains("@ViewBuilder"))
        let propertyKeys = fixture.labels(at: "2️⃣")
        #expect(propertyKeys.contains("@ViewBuilder"))
        #expect(!propertyKeys.contains("BaseComponent"))
    }

    @Test func valuesForKnownKeys() {
        let fixture = FeatureFixture(
            """
            //- Sources/_ComponentProtocols/Card.swift
            // sourcery: BaseComponent, importFrameworks = 1️⃣
            protocol _CardComponent {
                // sourcery: resultBuilder.backingComponent = Ca2️⃣
                var title: String { get }
            }
            """)
        #expect(fixture.labels().contains("[\"Combine\"]"))
        #expect(fixture.labels(at: "2️⃣").first == "Card")
    }
}
