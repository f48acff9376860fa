import Analysis
import Testing

/// The name table gives the ids a `Dictionary<String, Int>` filled in the same order would give: the
/// same name (as `==` compares names) gets the same id, a new name the next one.
struct TokenNameTableTests {
    /// Names as token files write them, with repeats, the empty name, names that differ in one byte or
    /// by a prefix, long names, and names that are equal only as Unicode text.
    static let names: [String] = {
        var names = [
            "", "a", "a.", "a.b", "a.b", "color.accent", "color.accent.$root", "Color.Accent", "color.accenT",
            "café", "cafe\u{301}", "K", "\u{212A}", "Å", "\u{212B}", "A\u{30A}", "🎨.brand", "a", "",
            String(repeating: "long.segment.", count: 40), String(repeating: "long.segment.", count: 40) + "x",
        ]
        // Enough names to make the table grow several times.
        for group in 0..<300 {
            for step in [5, 10, 50, 95] { names.append("set\(group).color.blue\(step)") }
            names.append("set\(group % 7).color.blue5")
        }
        return names
    }()

    @Test func idsAreThoseOfADictionaryFilledInTheSameOrder() {
        var table = TokenNameTable(capacity: 4)
        var model: [String: Int] = [:]
        var modelNames: [String] = []
        for name in Self.names {
            let expected = model[name]
            #expect(table[name] == expected, "lookup of \(name.debugDescription) before adding it")
            let (id, isNew) = table.add(name)
            if let expected {
                #expect(id == expected && !isNew, "\(name.debugDescription) was added before as \(expected)")
            } else {
                model[name] = modelNames.count
                modelNames.append(name)
                #expect(id == modelNames.count - 1 && isNew, "\(name.debugDescription) is new")
            }
        }
        #expect(table.names == modelNames)
        #expect(table.count == model.count)
        for (name, id) in model { #expect(table[name] == id) }
        for missing in ["b", "a.b.", "set300.color.blue5", "cafe", "k"] { #expect(table[missing] == nil) }
    }

    @Test func canonicallyEquivalentNamesAreOneName() {
        var table = TokenNameTable()
        let composed = table.add("brand.café").id
        let decomposed = table.add("brand.cafe\u{301}")
        #expect(decomposed.id == composed && !decomposed.isNew)
        let ascii = table.add("size.K").id
        #expect(table["size.\u{212A}"] == ascii)
        #expect(table.count == 2)
    }
}
