import Diagnostics
import JSON
import SourceText

/// Typed access to the values of a configuration, collecting a problem with a precise range for
/// every value of the wrong shape.
package struct ConfigurationReader {
    package let path: String
    package private(set) var problems: [Finding] = []

    package init(path: String) { self.path = path }

    package mutating func report(_ message: String, at range: TextRange) {
        problems.append(Finding(
            ruleID: ConfigurationParser.ruleID, severity: .error, message: message,
            location: Location(path: path, range: range)))
    }

    package mutating func reportUnknownValue(_ value: String, at range: TextRange, for setting: String, expected: [String]) {
        let suggestion = NameSuggestion.closest(to: value, in: expected)
        let choices = expected.map { "`\($0)`" }.joined(separator: ", ")
        report("`\(value)` is not a valid value for \(setting); use one of \(choices)" + (suggestion.map { " (did you mean `\($0)`?)" } ?? ""), at: range)
    }

    /// Reports members whose keys are not among `allowed`, with a did-you-mean.
    package mutating func checkKeys(of object: JSONNode, allowed: [String], in context: String) {
        for member in object.members where !allowed.contains(member.key) {
            let suggestion = NameSuggestion.closest(to: member.key, in: allowed)
            report("unknown setting `\(member.key)` in \(context)" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""), at: member.keyRange)
        }
    }

    package mutating func string(_ member: JSONMember) -> String? {
        if let value = member.value.stringValue { return value }
        report("`\(member.key)` must be a string, not \(member.value.kindName)", at: member.value.range)
        return nil
    }

    package mutating func bool(_ member: JSONMember) -> Bool? {
        if let value = member.value.boolValue { return value }
        report("`\(member.key)` must be true or false, not \(member.value.kindName)", at: member.value.range)
        return nil
    }

    /// A string or an array of strings (a single string stands for a one-element array).
    package mutating func stringArray(_ member: JSONMember) -> [String]? {
        if let value = member.value.stringValue { return [value] }
        guard case .array(let elements) = member.value.kind else {
            report("`\(member.key)` must be an array of strings, not \(member.value.kindName)", at: member.value.range)
            return nil
        }
        var strings: [String] = []
        for element in elements {
            guard let value = element.stringValue else {
                report("`\(member.key)` must hold strings only, not \(element.kindName)", at: element.range)
                continue
            }
            strings.append(value)
        }
        return strings
    }

    package mutating func object(_ member: JSONMember) -> [JSONMember]? {
        if member.value.isObject { return member.value.members }
        report("`\(member.key)` must be an object, not \(member.value.kindName)", at: member.value.range)
        return nil
    }
}
