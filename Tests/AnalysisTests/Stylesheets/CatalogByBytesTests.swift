import NSS
import Testing

@testable import Analysis

/// The catalog found by a name's bytes answers as the catalog's dictionary does.
struct CatalogByBytesTests {
    static let names =
        Array(NSSCatalog.properties.keys) + Array(NSSCatalog.classes.keys)
        + ["", "Butto", "Buttonx", "button", "font-colour", "font-color ", "@font-color", "é"]

    @Test(arguments: names)
    func findsWhatTheDictionaryFinds(_ name: String) {
        let properties = CatalogByBytes(NSSCatalog.properties)
        let classes = CatalogByBytes(NSSCatalog.classes)
        let bytes = Array(name.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(properties.entry(named: buffer) === NSSCatalog.properties[name])
            #expect(classes.entry(named: buffer) === NSSCatalog.classes[name])
        }
    }

    /// A file's catalog entries per declaration and selector, kept as positions in the shared catalog,
    /// are the dictionary's entries for the names as written.
    @Test func fileEntriesAreTheDictionaryEntries() {
        let names = CatalogByBytesTests.names.filter { name in
            !name.isEmpty && name.utf8.allSatisfy { $0 < 0x80 && ($0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || Character(UnicodeScalar($0)).isLetter) }
        }
        let sheet = names.joined(separator: ", ") + " { " + names.map { "\($0): 1;" }.joined(separator: " ") + " }"
        let file = StylesheetTestSupport.file(sheet)
        #expect(file.syntax.declarations.count == names.count)
        for declaration in file.syntax.declarations.indices {
            #expect(file.propertyInfos[declaration] === NSSCatalog.properties[file.propertyNames[declaration]])
        }
        #expect(file.syntax.selectors.count == names.count)
        for selector in file.syntax.selectors.indices {
            #expect(file.selectorClassInfos[selector] === NSSCatalog.classes[file.selectorNames[selector]])
        }
    }
}
