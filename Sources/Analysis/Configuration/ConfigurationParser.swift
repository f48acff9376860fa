import Diagnostics
import JSON
import SourceText

/// Reads the text of a `nuance.json` (JSON with comments) into a ``Configuration`` and the problems
/// found in it. Settings from an editor arrive as JSON text too and go through the same reader.
package enum ConfigurationParser {
    package static let ruleID = "config/invalid"

    package static let topLevelKeys = [
        "$schema", "dialect", "include", "exclude", "palette", "tokens", "sourcery", "rules", "nuiExtensions", "baseline", "documentationURL",
        "externalConsumers",
    ]

    package static func parse(_ text: SourceText, path: String) -> (Configuration, [Finding]) {
        let document = JSONSyntax.parse(text)
        var reader = ConfigurationReader(path: path)
        for problem in document.problems {
            reader.report("invalid JSON: \(problem.message)", at: problem.range)
        }
        var configuration = Configuration()
        configuration.path = path
        guard let root = document.root else {
            if document.problems.isEmpty { reader.report("the configuration is empty; write `{}` for the defaults", at: .empty(at: 0)) }
            return (configuration, reader.problems)
        }
        guard root.isObject else {
            reader.report("the configuration must be an object, not \(root.kindName)", at: root.range)
            return (configuration, reader.problems)
        }
        reader.checkKeys(of: root, allowed: topLevelKeys, in: "the configuration")
        if let member = root.member("dialect"), let value = reader.string(member) {
            if let dialect = Dialect(rawValue: value) {
                configuration.stylesheets.dialect = dialect
            } else {
                reader.reportUnknownValue(value, at: member.value.range, for: "dialect", expected: Dialect.allCases.map(\.rawValue))
            }
        }
        if let member = root.member("include"), let globs = reader.stringArray(member) { configuration.include = globs }
        if let member = root.member("exclude"), let globs = reader.stringArray(member) { configuration.exclude = globs }
        if let member = root.member("palette"), let value = reader.string(member) {
            configuration.stylesheets.palette = PaletteSetting(configurationValue: value)
        }
        if let member = root.member("baseline"), let value = reader.string(member) {
            if value.isEmpty {
                reader.report("`baseline` names a file; leave it out for no baseline", at: member.value.range)
            } else {
                configuration.baseline = value
            }
        }
        if let member = root.member("documentationURL"), let value = reader.string(member) {
            if value.hasPrefix("https://") || value.hasPrefix("http://") {
                configuration.documentationURL = value
            } else {
                reader.report("`documentationURL` must be an http or https address", at: member.value.range)
            }
        }
        if let member = root.member("rules"), let rules = reader.object(member) {
            for rule in rules {
                guard RuleRegistry.rule(withID: rule.key) != nil else {
                    let suggestion = NameSuggestion.closest(to: rule.key, in: RuleRegistry.ids)
                    reader.report("unknown rule `\(rule.key)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""), at: rule.keyRange)
                    continue
                }
                guard let value = reader.string(rule) else { continue }
                guard let level = RuleLevel(configurationValue: value) else {
                    reader.reportUnknownValue(value, at: rule.value.range, for: "the severity of `\(rule.key)`", expected: RuleLevel.configurationValues)
                    continue
                }
                configuration.rules[rule.key] = level
            }
        }
        if let member = root.member("tokens"), reader.object(member) != nil {
            configuration.tokens.read(member.value, with: &reader)
        }
        if let member = root.member("nuiExtensions"), reader.object(member) != nil {
            configuration.stylesheets.extensions.read(member.value, with: &reader)
        }
        if let member = root.member("externalConsumers"), reader.object(member) != nil {
            configuration.externalConsumers.read(member.value, with: &reader)
        }
        if let member = root.member("sourcery"), reader.object(member) != nil {
            configuration.sourcery.read(member.value, with: &reader)
        }
        return (configuration, reader.problems.sorted(by: Finding.presentationOrder))
    }
}

extension PaletteSetting {
    /// `"fiori-v8"` (built in), `"none"`, or a path to a token file.
    package init(configurationValue value: String) {
        switch value {
        case "none": self = .none
        case "fiori-v8", "fiori": self = .fioriV8
        default: self = .tokenFile(value)
        }
    }
}
