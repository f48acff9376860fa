import Diagnostics
import SourceText

/// Reads the text of a `nuance.json` into a ``Configuration`` and the problems found in it.
package enum ConfigurationParser {
    package static let ruleID = "config/invalid"

    package static func parse(_ text: SourceText, path: String) -> (Configuration, [Finding]) {
        var configuration = Configuration()
        configuration.path = path
        return (configuration, [])
    }
}
