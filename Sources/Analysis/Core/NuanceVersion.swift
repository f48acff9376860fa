/// The version every output reports (`--version`, SARIF, `serverInfo`).
package enum NuanceVersion {
    package static let current = "0.1.0"
}
