import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// Every rule's documented examples are tests: each triggering example yields a finding of the rule
/// (exactly at its `↓` markers when it has any), each non-triggering example yields none.
struct RuleExamplesTests {
    static var rules: [RuleCase] { RuleRegistry.all.map(RuleCase.init) }

    @Test(arguments: rules)
    func triggeringExamplesTrigger(_ rule: RuleCase) {
        #expect(!rule.rule.descriptor.triggering.isEmpty, "\(rule.id) has no triggering example")
        for example in rule.rule.descriptor.triggering {
            let fixture = Fixture(example.source, defaultPath: RuleCase.defaultPath(for: rule.rule.descriptor.domain))
            let findings = rule.findings(in: fixture)
            #expect(!findings.isEmpty, "\(rule.id) does not trigger on:\n\(example.source)")
            for file in fixture.files where !file.arrows.isEmpty {
                let starts = findings.filter { $0.location.path == file.path }.map(\.location.range.start)
                #expect(Set(starts) == Set(file.arrows), "\(rule.id) in \(file.path): found at \(starts.sorted()), expected at \(file.arrows)")
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesDoNotTrigger(_ rule: RuleCase) {
        for example in rule.rule.descriptor.nonTriggering {
            let fixture = Fixture(example.source, defaultPath: RuleCase.defaultPath(for: rule.rule.descriptor.domain))
            let findings = rule.findings(in: fixture)
            #expect(findings.isEmpty, "\(rule.id) triggers on:\n\(example.source)\n\(findings.map(\.message))")
        }
    }

    @Test func ruleIDsAreUniqueAndNamespaced() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.all {
            #expect(rule.descriptor.id.hasPrefix(rule.descriptor.domain.rawValue + "/"))
        }
    }
}

struct RuleCase: Sendable, CustomTestStringConvertible {
    let rule: any Rule
    var id: String { rule.descriptor.id }
    var testDescription: String { id }

    init(_ rule: any Rule) { self.rule = rule }

    static func defaultPath(for domain: RuleDomain) -> String {
        switch domain {
        case .stylesheet: return "Theme.nss"
        case .tokens: return "tokens.tokens.json"
        case .sourcery: return "Model.swift"
        case .configuration: return "nuance.json"
        case .suppression: return "Theme.nss"
        case .swift: return "View.swift"
        case .workspace: return "Theme.nss"
        }
    }

    /// The rule's findings through the whole pipeline (every rule, configuration, suppressions); a
    /// `nuance.json` of the example configures it.
    func findings(in fixture: Fixture) -> [Finding] {
        let configuration = fixture.file("nuance.json").map { ConfigurationParser.parse(SourceText($0.text), path: "nuance.json").0 } ?? Configuration()
        let index = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration))
        return fixture.files.flatMap { Analyzer.findings(in: $0.path, of: index) }.filter { $0.ruleID == id }
    }
}
