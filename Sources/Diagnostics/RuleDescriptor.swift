import Foundation

/// Which kind of file a rule checks.
public enum RuleDomain: String, Hashable, Sendable, CaseIterable, Codable {
    case stylesheet = "nss"
    case tokens
    case sourcery
    case configuration = "config"
    /// Suppression comments, in any kind of file.
    case suppression
    /// Palette colours and Fiori text styles named in Swift code.
    case swift
    /// What the workspace defines and nothing uses, across every kind of file.
    case workspace = "nuance"
}

/// An example in a rule's documentation and tests.
///
/// `source` is the text of one file, or several files separated by `//- path` header lines. In a
/// triggering example, each `↓` marks where a finding of the rule must start (the marker is removed
/// before checking); an example without a marker must trigger somewhere.
public struct RuleExample: Hashable, Sendable {
    public var source: String
    public var note: String?

    public init(_ source: String, note: String? = nil) {
        self.source = source
        self.note = note
    }
}

/// Everything a rule says about itself: what the rule documentation, SARIF and `explain` show.
public struct RuleDescriptor: Hashable, Sendable {
    /// Stable id, `domain/kebab-name`.
    public var id: String
    public var domain: RuleDomain
    public var defaultSeverity: Severity
    /// One line, lower-case start, no full stop.
    public var summary: String
    /// Why it matters, in Markdown paragraphs.
    public var rationale: String
    /// How to fix it, in Markdown.
    public var fix: String
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]

    public init(
        id: String,
        domain: RuleDomain,
        defaultSeverity: Severity,
        summary: String,
        rationale: String,
        fix: String,
        triggering: [RuleExample],
        nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.domain = domain
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// Where the rule's documentation page lives, relative to the repository's `docs/rules/`.
    public var documentationFileName: String { id.replacingOccurrences(of: "/", with: "_") + ".md" }

    /// The rule's page under `base`, the address of the published `docs/rules/` folder.
    public func documentationURL(base: String) -> String {
        (base.hasSuffix("/") ? base : base + "/") + documentationFileName
    }
}
