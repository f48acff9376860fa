/// Every rule Nuance has, in documentation order.
package enum RuleRegistry {
    package static let all: [any Rule] =
        ConfigurationRules.all + StylesheetRules.all + TokenRules.all + ModelRules.all + SwiftRules.all + WorkspaceRules.all + SuppressionRules.all

    package static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.descriptor.id == id }
    }

    package static var ids: [String] { all.map(\.descriptor.id) }

    /// Rules whose finding is about a file as a whole: it is shown at the file's first line, but no
    /// line is its cause (no "disable for this line"; a baseline knows it by rule and path alone).
    package static let wholeFileRuleIDs: Set<String> = ["nss/not-nui-content"]
}
