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
        let documentation = Diagnostic.documentationURLs[finding.ruleID]
        let tags = finding.tags.map(\.lspValue).sorted()
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
    /// Each rule's documentation address, made once and shared by all its diagnostics.
    static let documentationURLs: [String: String] = Dictionary(
        uniqueKeysWithValues: RuleRegistry.all.map { ($0.descriptor.id, $0.descriptor.documentationURL) })
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
