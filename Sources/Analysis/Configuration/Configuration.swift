import Diagnostics

/// The settings in force for a workspace: from `nuance.json`, the client, or the defaults (zero
/// configuration). Each domain keeps its own settings type in its own file.
package struct Configuration: Sendable, Hashable {
    /// The `nuance.json` these settings were read from, if any.
    package var path: String?
    package var include: [String] = []
    package var exclude: [String] = []
    package var stylesheets = StylesheetSettings()
    package var tokens = TokenSettings()
    package var sourcery = SourcerySettings()
    /// Severity overrides by rule id.
    package var rules: [String: RuleLevel] = [:]
    /// The baseline file `check` compares findings with, relative to the configuration's folder
    /// (`"baseline"`; `--baseline` overrides it).
    package var baseline: String?
    /// The address of the published rule pages (`docs/rules/`), for SARIF's `helpUri`
    /// (`"documentationURL"`); nil: no link, as there is no site to point at.
    package var documentationURL: String?
    /// What code outside the workspace uses (`"externalConsumers"`), for the unused analysis.
    package var externalConsumers = ExternalConsumerSettings()

    package init() {}
}
