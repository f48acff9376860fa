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
}
