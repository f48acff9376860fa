import Colors
import SourceText
import Testing

@testable import NSS

struct CatalogTests {
    @Test func everyClassPropertyIsKnown() {
        var reads = 0
        for styleClass in NSSCatalog.classes.values {
            for property in styleClass.properties {
                #expect(NSSCatalog.property(property) != nil, "\(styleClass.name) reads unknown \(property)")
            }
            for property in NSSCatalog.properties.values where styleClass.reads(property) {
                #expect(NSSCatalog.classReads(styleClass.name, property.name))
                reads += 1
            }
        }
        #expect(reads > NSSCatalog.classes.count)
    }

    /// A class reads a property exactly when its set names it, looked up by the property's ordinal.
    @Test func propertiesAreListedOnceAndReadByTheirOrdinal() {
        #expect(Set(NSSCatalog.propertyList.map(\.name)).count == NSSCatalog.propertyList.count)
        for (position, property) in NSSCatalog.propertyList.enumerated() {
            #expect(property.ordinal == position)
            for styleClass in NSSCatalog.classes.values {
                #expect(styleClass.reads(property) == styleClass.properties.contains(property.name), "\(styleClass.name) \(property.name)")
            }
        }
    }

    @Test func everyPropertyHasOneSentence() {
        for property in NSSCatalog.properties.values {
            #expect(property.summary.hasSuffix("."), "\(property.name)")
            #expect(property.summary.first?.isUppercase == true, "\(property.name)")
        }
    }

    @Test func specificFacts() {
        #expect(NSSCatalog.classReads("Button", "background-color-selected-disabled"))
        #expect(NSSCatalog.classReads("Button", "background-image-highlighted-insets"))
        #expect(NSSCatalog.classReads("TableCellDetail", "text-line-clamp"))
        #expect(!NSSCatalog.classReads("Label", "tint-color"))
        #expect(NSSCatalog.classReads("Switch", "exclude-views"))
        #expect(NSSCatalog.property("text-shadow-offset")?.type == .offset)
        #expect(NSSCatalog.property("font-style")?.type == .fontStyle)
        #expect(NSSCatalog.nuiNamedColors["magenta"] != nil)
        #expect(!NSSCatalog.fioriThemeManagerNamedColors.contains("magenta"))
    }

    @Test func colorFunctionsFollowNUI() {
        // Integers are divided by 255, decimals used as they are; hsl is HSB.
        #expect(NSSColorLiteral.component("255") == 1)
        #expect(NSSColorLiteral.component("0.5") == 0.5)
        #expect(NSSColorLiteral.function("RGB", [1, 0, 0]) == RGBA(red: 1, green: 0, blue: 0))
        #expect(NSSColorLiteral.function("rgba", [1, 0, 0]) == nil)
        #expect(NSSColorLiteral.function("hsl", [0, 1, 1]) == RGBA(red: 1, green: 0, blue: 0))
        #expect(NSSColorLiteral.function("hsl", [1.0 / 3, 1, 0.5]) == RGBA(red: 0, green: 0.5, blue: 0))
        #expect(NSSColorLiteral.nuiHex("1EE68A00"[...])?.hexString == "#1EE68A")
        #expect(NSSColorLiteral.sapDocumentedHex8("1EE68A00"[...])?.alpha == 0.3)
    }
}
