/// The configuration rules, in documentation order.
package enum ConfigurationRules {
    package static let all: [any Rule] = []
}
