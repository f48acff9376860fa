/// The rules about suppression comments themselves.
package enum SuppressionRules {
    package static let all: [any Rule] = [UnusedSuppressionRule(), MissingSuppressionReasonRule()]
}
