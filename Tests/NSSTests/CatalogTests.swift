import Colors
import NSS
import SourceText
import Testing

struct CatalogTests {
    @Test func everyClassPropertyIsKnown() {
        for styleClass in NSSCatalog.classes.values {
            for property in styleClass.properties {
                #expect(NSSCatalog.property(property) != nil, "\(styleClass.name) reads unknown \(property)")
            }
        }
    }

    /// The catalog's read bits answer exactly as each class's set of property names, for every pair.
    @Test func readBitsAgreeWithPropertyNames() {
        var readCount = 0
        for styleClass in NSSCatalog.classes.values {
            for property in NSSCatalog.properties.values {
                let word = NSSCatalog.readBits[styleClass.ordinal * NSSCatalog.readRowWords + property.ordinal / 64]
                let reads = word & (1 << UInt64(property.ordinal % 64)) != 0
                #expect(reads == styleClass.properties.contains(property.name), "\(styleClass.name) × \(property.name)")
                if reads { readCount += 1 }
            }
        }
        #expect(readCount > NSSCatalog.classes.count)
    }

    /// Interned names find their catalog entry by bytes exactly as by `String`, near misses included.
    @Test func lookupByInternedBytesAgreesWithLookupByName() {
        let names = NSSCatalog.propertyNames + NSSCatalog.classNames
        let nearMisses = names.flatMap { [String($0.dropLast()), $0 + "s", $0.uppercased(), "x" + $0] }
        let words = names + nearMisses + ["", "a", "-", "font-color-", "Buttonn", "12345678", "123456789"]
        let text = Array(words.joined(separator: " ").utf8)
        var table = ByteNameTable()
        var start = 0
        text.withUnsafeBufferPointer { bytes in
            for word in words {
                let end = start + word.utf8.count
                let id = table.intern(bytes, start, end)
                #expect(NSSCatalog.property(id, of: table, bytes: bytes)?.name == NSSCatalog.property(word)?.name, "\(word)")
                #expect(NSSCatalog.styleClass(id, of: table, bytes: bytes)?.name == NSSCatalog.styleClass(word)?.name, "\(word)")
                start = end + 1
            }
        }
    }

    /// Ordinals per name id agree with the lookup by name for the names `ids` holds (and are -1 for
    /// the others); the entries they stand for are the catalog's.
    @Test func ordinalsByInternedNameAgreeWithLookupByName() {
        let names = NSSCatalog.propertyNames + NSSCatalog.classNames
        let words = names + names.map { $0 + "x" } + ["", "a", "font-color", "Button", "font-color"]
        let text = Array(words.joined(separator: " ").utf8)
        var table = ByteNameTable()
        var start = 0
        var ids: [Int32] = []
        text.withUnsafeBufferPointer { bytes in
            for word in words {
                ids.append(table.intern(bytes, start, start + word.utf8.count))
                start += word.utf8.count + 1
            }
        }
        // Every other occurrence is looked up: names only the others hold get -1.
        let looked = ids.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let lookedSet = Set(looked)
        let (propertyOrdinals, classOrdinals) = text.withUnsafeBufferPointer { bytes in
            (NSSCatalog.propertyOrdinals(of: looked, in: table, bytes: bytes), NSSCatalog.classOrdinals(of: looked, in: table, bytes: bytes))
        }
        #expect(propertyOrdinals.count == table.count && classOrdinals.count == table.count)
        let properties = NSSCatalogEntries<NSSPropertyInfo>(ordinals: propertyOrdinals)
        let classes = NSSCatalogEntries<NSSClassInfo>(ordinals: classOrdinals)
        for (word, id) in zip(words, ids) {
            let index = Int(id)
            let property = lookedSet.contains(id) ? NSSCatalog.property(word) : nil
            let styleClass = lookedSet.contains(id) ? NSSCatalog.styleClass(word) : nil
            #expect(propertyOrdinals[index] == Int32(property?.ordinal ?? -1), "\(word)")
            #expect(classOrdinals[index] == Int32(styleClass?.ordinal ?? -1), "\(word)")
            #expect(properties[index] === property, "\(word)")
            #expect(classes[index] === styleClass, "\(word)")
            if let property { #expect(NSSCatalog.propertyValueKinds[property.ordinal] == property.type.kind) }
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

    @Test func namedColorLookupByBytesAgreesWithLookupByName() {
        let names = NSSCatalog.nuiNamedColors.keys.flatMap { [$0, $0 + "s", String($0.dropFirst()), $0.uppercased()] } + ["", "Color", "clearColor"]
        for name in names {
            let byBytes = Array(name.utf8).withUnsafeBufferPointer { NSSCatalog.isNUINamedColor($0) }
            #expect(byBytes == (NSSCatalog.nuiNamedColors[name] != nil), "\(name)")
        }
    }
}
