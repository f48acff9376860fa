import NSS
import Testing

@testable import Analysis

/// Tables the stylesheet rules make once for their messages, against the catalog's own answers.
struct RuleMessageTablesTests {
    /// The readers listed for each property, are the first classes by
    /// name that the catalog says read it.
    @Test func readersOfEachPropertyFollowTheCatalog() {
        var listed = 0
        for name in NSSCatalog.propertyNames {
            let readers = NSSCatalog.classNames.filter { NSSCatalog.classReads($0, name) }
            let expected = readers.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (readers.count > 4 ? "…" : "")
            #expect(PropertyNotApplicableRule.readers[name] == expected, "\(name)")
            if !readers.isEmpty { listed += 1 }
        }
        #expect(listed > NSSCatalog.propertyNames.count / 2)
    }
}
