/// Every rule Nuance has, in documentation order.
package enum RuleRegistry {
    package static let all: [any Rule] =
        ConfigurationRules.all + StylesheetRules.all + TokenRules.all + ModelRules.all + SuppressionRules.all

    package static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.descriptor.id == id }
    }

    package static var ids: [String] { all.map(\.descriptor.id) }
}
