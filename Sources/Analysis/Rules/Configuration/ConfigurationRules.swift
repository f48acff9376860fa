/// The rules about `nuance.json`.
package enum ConfigurationRules {
    package static let all: [any Rule] = [InvalidConfigurationRule()]
}
