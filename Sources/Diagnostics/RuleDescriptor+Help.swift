import Foundation

/// The pieces of a rule's help that every place showing it (rule pages, SARIF `help`, the editor's
/// hover on a finding) writes the same way.
extension RuleDescriptor {
    /// The summary as a sentence: capital first letter, full stop.
    package var summarySentence: String {
        summary.prefix(1).uppercased() + summary.dropFirst() + "."
    }
}

extension RuleExample {
    /// The example as shown to a reader: without the `↓` markers the tests use.
    package var shownSource: String {
        source.replacingOccurrences(of: "↓", with: "")
    }
}
