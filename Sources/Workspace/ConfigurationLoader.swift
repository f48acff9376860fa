import Analysis
import Diagnostics
import SourceText

/// A configuration and where it came from.
package struct LoadedConfiguration: Sendable {
    package var configuration: Configuration
    /// The `nuance.json` read, if any.
    package var path: String?
    package var text: SourceText?
    /// Problems in the file: each names the file and a range.
    package var problems: [Finding]

    package static let defaults = LoadedConfiguration(configuration: Configuration(), path: nil, text: nil, problems: [])
}

/// Reads `nuance.json`.
package enum ConfigurationLoader {
    package static func load(path: String?) -> LoadedConfiguration {
        guard let path else { return .defaults }
        let text: SourceText
        switch FileReader.readFile(path) {
        case .success(let read): text = read
        case .failure(let reason):
            let problem = Finding(
                ruleID: ConfigurationParser.ruleID, severity: .error, message: "cannot read the configuration file: \(reason)",
                location: Location(path: path, range: .empty(at: 0)))
            return LoadedConfiguration(configuration: Configuration(), path: path, text: nil, problems: [problem])
        }
        let (configuration, problems) = ConfigurationParser.parse(text, path: path)
        return LoadedConfiguration(configuration: configuration, path: path, text: text, problems: problems)
    }
}
