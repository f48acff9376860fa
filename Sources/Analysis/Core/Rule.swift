import Diagnostics

/// One check. Each rule lives in its own file under `Rules/`, with its descriptor (id, severity,
/// documentation, examples) and the check itself.
///
/// A rule reports the findings located in one file, reading whatever it needs from the index; it
/// returns findings at its default severity and leaves configuration and suppressions to the
/// ``Analyzer``.
package protocol Rule: Sendable {
    var descriptor: RuleDescriptor { get }
    func findings(in path: String, of index: WorkspaceIndex) -> [Finding]
    /// The rule as a rule over one analysed stylesheet, when it is one.
    var asStylesheetRule: (any StylesheetRule)? { get }
    /// The rule as one whose findings stay inside rule set bodies, when it is one (a cast to the
    /// protocol would look the conformance up at every file).
    var asRuleSetLocalRule: (any RuleSetLocalRule)? { get }
    /// The rule as one whose findings follow from the cascade, when it is one.
    var asCascadeRule: (any CascadeRule)? { get }
}

extension Rule {
    package var asStylesheetRule: (any StylesheetRule)? { nil }
    package var asRuleSetLocalRule: (any RuleSetLocalRule)? { nil }
    package var asCascadeRule: (any CascadeRule)? { nil }

    /// A finding of this rule at its default severity, its message written from a literal.
    package func finding(
        _ message: MessageText,
        at location: Location,
        related: [RelatedInformation] = [],
        fixes: [Fix] = [],
        tags: FindingTags = []
    ) -> Finding {
        finding(message.string, at: location, related: related, fixes: fixes, tags: tags)
    }

    /// A finding of this rule at its default severity. Disfavoured, so that a literal message is
    /// written as a ``MessageText``.
    @_disfavoredOverload
    package func finding(
        _ message: String,
        at location: Location,
        related: [RelatedInformation] = [],
        fixes: [Fix] = [],
        tags: FindingTags = []
    ) -> Finding {
        Finding(
            ruleID: descriptor.id, severity: descriptor.defaultSeverity, message: message,
            location: location, related: related, fixes: fixes, tags: tags)
    }
}
