import Analysis
import Diagnostics
import SourceText

extension Diagnostic {
    /// The diagnostic of `finding`, its ranges counted in `encoding` over the snapshot's texts.
    /// `uri` names files as the client knows them.
    package init(_ finding: Finding, texts: Snapshot, encoding: PositionEncoding, uri: (String) -> DocumentURI) {
        func lspRange(_ location: Diagnostics.Location) -> LSPRange {
            guard let text = texts.text(of: location.path) else {
                return LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
            }
            return LSPRange(location.range, in: text, encoding: encoding)
        }
        // A link only to rule pages the configuration names (`documentationURL`): no site is assumed.
        let documentation = texts.configuration.documentationURL.flatMap { Diagnostic.documentationURL(of: finding.ruleID, base: $0) }
        let tags = finding.tags.list.map(\.lspValue).sorted()
        let related = finding.related.map { information in
            RelatedInformation(
                location: LSPLocation(uri: uri(information.location.path), range: lspRange(information.location)),
                message: information.message)
        }
        self.init(
            range: lspRange(finding.location),
            severity: finding.severity.lspValue,
            code: finding.ruleID,
            codeDescription: documentation.map(CodeDescription.init(href:)),
            source: "nuance",
            message: finding.message,
            tags: tags.isEmpty ? nil : tags,
            relatedInformation: related.isEmpty ? nil : related)
    }
}

extension Diagnostic {
    /// The rule's page under the published rule pages `base`; nil for an unknown rule.
    static func documentationURL(of ruleID: String, base: String) -> String? {
        descriptors[ruleID]?.documentationURL(base: base)
    }

    private static let descriptors: [String: RuleDescriptor] = Dictionary(
        uniqueKeysWithValues: RuleRegistry.all.map { ($0.descriptor.id, $0.descriptor) })
}

extension Severity {
    /// `DiagnosticSeverity`.
    package var lspValue: Int {
        switch self {
        case .error: return 1
        case .warning: return 2
        case .information: return 3
        case .hint: return 4
        }
    }
}

extension FindingTag {
    /// `DiagnosticTag`.
    package var lspValue: Int {
        switch self {
        case .unnecessary: return 1
        case .deprecated: return 2
        }
    }
}
