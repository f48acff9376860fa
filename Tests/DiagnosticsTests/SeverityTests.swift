import Diagnostics
import SourceText
import Testing

struct SeverityTests {
    @Test func moreSeriousSortsFirst() {
        #expect(Severity.allCases.sorted() == [.error, .warning, .information, .hint])
    }

    @Test(arguments: [
        ("off", RuleLevel.off), ("error", .on(.error)), ("warning", .on(.warning)), ("info", .on(.information)),
        ("information", .on(.information)), ("hint", .on(.hint)),
    ])
    func configurationValues(_ text: String, _ level: RuleLevel) {
        #expect(RuleLevel(configurationValue: text) == level)
    }

    @Test(arguments: ["Error", "warn", "", "none"])
    func unknownConfigurationValues(_ text: String) {
        #expect(RuleLevel(configurationValue: text) == nil)
    }

    @Test func presentationOrderIsByFileThenPosition() {
        func finding(_ path: String, _ start: Int, _ rule: String) -> Finding {
            Finding(ruleID: rule, severity: .warning, message: "m", location: Location(path: path, range: TextRange(start: start, end: start + 1)))
        }
        let unordered = [finding("b.nss", 0, "x"), finding("a.nss", 9, "x"), finding("a.nss", 2, "z"), finding("a.nss", 2, "y")]
        let ordered = unordered.sorted(by: Finding.presentationOrder)
        #expect(ordered.map { "\($0.location.path):\($0.location.range.start):\($0.ruleID)" } == ["a.nss:2:y", "a.nss:2:z", "a.nss:9:x", "b.nss:0:x"])
    }

    @Test func documentationNamesAreFileSafe() {
        let descriptor = RuleDescriptor(
            id: "nss/unknown-property", domain: .stylesheet, defaultSeverity: .warning, summary: "s", rationale: "r", fix: "f",
            triggering: [], nonTriggering: [])
        #expect(descriptor.documentationFileName == "nss_unknown-property.md")
        #expect(descriptor.documentationURL(base: "https://example.com/rules") == "https://example.com/rules/nss_unknown-property.md")
        #expect(descriptor.documentationURL(base: "https://example.com/rules/") == "https://example.com/rules/nss_unknown-property.md")
    }
}
