import Analysis
import Diagnostics
import SourceText
import Testing

struct NavigationTests {
    // MARK: Constants

    static let constants = """
        1️⃣@brand2️⃣: #0A6ED1;
        @other: 3️⃣@brand4️⃣;
        Button { font-color: 5️⃣@bra6️⃣nd7️⃣; background-color: @other; }
        """

    @Test func constantDefinitionFromEveryUse() {
        let workspace = MarkedWorkspace(Self.constants)
        let definition = workspace.location("1️⃣", "2️⃣")
        for marker in ["3️⃣", "5️⃣", "6️⃣", "7️⃣", "1️⃣"] {
            #expect(Navigation.definitions(at: workspace.offset(marker), in: "Theme.nss", of: workspace.index) == [definition], "at \(marker)")
        }
    }

    @Test func constantReferencesAndHighlights() {
        let workspace = MarkedWorkspace(Self.constants)
        let offset = workspace.offset("6️⃣")
        let uses = [workspace.location("3️⃣", "4️⃣"), workspace.location("5️⃣", "7️⃣")]
        #expect(Navigation.references(at: offset, in: "Theme.nss", of: workspace.index, includeDeclaration: false) == uses)
        #expect(
            Navigation.references(at: offset, in: "Theme.nss", of: workspace.index, includeDeclaration: true)
                == [workspace.location("1️⃣", "2️⃣")] + uses)
        let highlights = Navigation.highlights(at: offset, in: "Theme.nss", of: workspace.index)
        #expect(highlights.map(\.isDefinition) == [true, false, false])
    }

    @Test func constantsAreScopedToTheirFile() {
        let workspace = MarkedWorkspace("""
            //- A.nss
            @brand: #000000;
            //- B.nss
            Button { font-color: 1️⃣@brand; }
            """)
        #expect(Navigation.definitions(at: workspace.offset("1️⃣"), in: "B.nss", of: workspace.index).isEmpty)
        #expect(Navigation.references(at: workspace.offset("1️⃣"), in: "B.nss", of: workspace.index, includeDeclaration: true).count == 1)
    }

    @Test func nothingOnPunctuationOrProperties() {
        let workspace = MarkedWorkspace("Button {1️⃣ font-2️⃣color: red; }")
        #expect(Navigation.definitions(at: workspace.offset("1️⃣"), in: "Theme.nss", of: workspace.index).isEmpty)
        #expect(Navigation.definitions(at: workspace.offset("2️⃣"), in: "Theme.nss", of: workspace.index).isEmpty)
    }

    // MARK: Classes and models

    static let models = """
        //- Sources/Kit/_ComponentProtocols/Base.swift
        // sourcery: BaseComponent
        public protocol 1️⃣_TitleComponent2️⃣ {
            var 3️⃣title4️⃣: AttributedString { get }
        }
        // sourcery: CompositeComponent
        public protocol 5️⃣_CardComponent6️⃣: 7️⃣_TitleComponent8️⃣ {
            // sourcery: resultBuilder.backingComponent = 9️⃣Title
            var detail: String? { get }
        }
        //- Theme.nss
        1️⃣fdlCard_t2️⃣itle3️⃣ { font-color: red; }
        4️⃣fdlCard5️⃣ { background-color: white; }
        6️⃣fdlTitle_title7️⃣, Button { font-size: 12; }
        """

    @Test func derivedClassGoesToTheModelProperty() {
        let workspace = MarkedWorkspace(Self.models)
        let property = workspace.location("3️⃣", "4️⃣", in: "Sources/Kit/_ComponentProtocols/Base.swift")
        #expect(Navigation.definitions(at: workspace.offset("2️⃣", in: "Theme.nss"), in: "Theme.nss", of: workspace.index) == [property])
        #expect(Navigation.definitions(at: workspace.offset("6️⃣", in: "Theme.nss"), in: "Theme.nss", of: workspace.index) == [property])
        let component = workspace.location("5️⃣", "6️⃣", in: "Sources/Kit/_ComponentProtocols/Base.swift")
        #expect(Navigation.definitions(at: workspace.offset("4️⃣", in: "Theme.nss"), in: "Theme.nss", of: workspace.index) == [component])
    }

    @Test func modelPropertyFindsTheSelectorsOfItsClasses() {
        let workspace = MarkedWorkspace(Self.models)
        let swift = "Sources/Kit/_ComponentProtocols/Base.swift"
        let references = Navigation.references(at: workspace.offset("3️⃣", in: swift), in: swift, of: workspace.index, includeDeclaration: false)
        #expect(references == [workspace.location("1️⃣", "3️⃣", in: "Theme.nss"), workspace.location("6️⃣", "7️⃣", in: "Theme.nss")])
    }

    @Test func componentProtocolReferences() {
        let workspace = MarkedWorkspace(Self.models)
        let swift = "Sources/Kit/_ComponentProtocols/Base.swift"
        let references = Navigation.references(at: workspace.offset("1️⃣", in: swift), in: swift, of: workspace.index, includeDeclaration: true)
        // The declaration, the inheritance clause, `backingComponent = Title`, and the selector of `fdlTitle`
        // (none in the stylesheet).
        #expect(references.contains(workspace.location("1️⃣", "2️⃣", in: swift)))
        #expect(references.contains(workspace.location("7️⃣", "8️⃣", in: swift)))
        let backing = workspace.offset("9️⃣", in: swift)
        #expect(references.contains(Location(path: swift, range: TextRange(start: backing, end: backing + 5))))
        #expect(Navigation.definitions(at: backing + 2, in: swift, of: workspace.index) == [workspace.location("1️⃣", "2️⃣", in: swift)])
        #expect(Navigation.definitions(at: workspace.offset("7️⃣", in: swift), in: swift, of: workspace.index) == [workspace.location("1️⃣", "2️⃣", in: swift)])
    }

    @Test func builtInClassHasReferencesButNoDefinition() {
        let workspace = MarkedWorkspace("""
            //- A.nss
            1️⃣Button { font-size: 12; }
            //- B.nss
            Label, 2️⃣Button3️⃣ { font-size: 14; }
            """)
        #expect(Navigation.definitions(at: workspace.offset("1️⃣"), in: "A.nss", of: workspace.index).isEmpty)
        let references = Navigation.references(at: workspace.offset("1️⃣"), in: "A.nss", of: workspace.index, includeDeclaration: true)
        #expect(references == [Location(path: "A.nss", range: TextRange(start: 0, end: 6)), workspace.location("2️⃣", "3️⃣", in: "B.nss")])
    }

    // MARK: Tokens and palette names

    static let tokens = ##"""
        //- tokens/global.tokens.json
        { "grey": { "$type": "color", "1️⃣942️⃣": { "$value": "#F0F0F0" } } }
        //- tokens/alias.tokens.json
        { "surface": { "$type": "color", "$value": "{3️⃣grey.944️⃣}" }, "fiori": { "5️⃣tintColor6️⃣": { "$type": "color", "$value": "{7️⃣grey.948️⃣}" } } }
        //- Theme.nss
        Button { font-color: 1️⃣tintColor2️⃣_darkBackground; background-color: 3️⃣tintColor4️⃣; }
        5️⃣@tintColor6️⃣_darkBackground: #000000;
        """##

    @Test func tokenReferencesAcrossFiles() {
        let workspace = MarkedWorkspace(Self.tokens)
        let global = "tokens/global.tokens.json"
        let alias = "tokens/alias.tokens.json"
        let key = workspace.location("1️⃣", "2️⃣", in: global)
        #expect(Navigation.definitions(at: workspace.offset("3️⃣", in: alias) + 2, in: alias, of: workspace.index) == [key])
        #expect(
            Navigation.references(at: workspace.offset("1️⃣", in: global), in: global, of: workspace.index, includeDeclaration: false)
                == [workspace.location("3️⃣", "4️⃣", in: alias), workspace.location("7️⃣", "8️⃣", in: alias)])
    }

    @Test func paletteNameGoesToItsTokenAndBack() {
        let workspace = MarkedWorkspace(Self.tokens)
        let alias = "tokens/alias.tokens.json"
        let token = workspace.location("5️⃣", "6️⃣", in: alias)
        // The override wins on the dark background; on the light one the token decides.
        let override = workspace.offset("5️⃣", in: "Theme.nss") + 1
        #expect(
            Navigation.definitions(at: workspace.offset("1️⃣", in: "Theme.nss") + 1, in: "Theme.nss", of: workspace.index)
                == [Location(path: "Theme.nss", range: TextRange(start: override, end: override + "tintColor_darkBackground".utf8.count))])
        #expect(Navigation.definitions(at: workspace.offset("3️⃣", in: "Theme.nss") + 1, in: "Theme.nss", of: workspace.index) == [token])
        let references = Navigation.references(at: workspace.offset("5️⃣", in: alias), in: alias, of: workspace.index, includeDeclaration: false)
        let overrideStart = workspace.offset("5️⃣", in: "Theme.nss") + 1
        #expect(references == [
            workspace.location("1️⃣", "2️⃣", in: "Theme.nss"), workspace.location("3️⃣", "4️⃣", in: "Theme.nss"),
            Location(path: "Theme.nss", range: TextRange(start: overrideStart, end: overrideStart + 9)),
        ])
    }

    @Test func builtInPaletteNameHasNoDefinition() {
        let workspace = MarkedWorkspace("Button { font-color: 1️⃣primaryLabel; }\nLabel { font-color: primaryLabel_darkBackground; }")
        #expect(Navigation.definitions(at: workspace.offset("1️⃣"), in: "Theme.nss", of: workspace.index).isEmpty)
        #expect(Navigation.references(at: workspace.offset("1️⃣"), in: "Theme.nss", of: workspace.index, includeDeclaration: true).count == 2)
    }
}
