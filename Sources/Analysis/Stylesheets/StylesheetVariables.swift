import NSS
import SourceText

/// The variables a stylesheet defines outside rule sets, from a parse without the analysis: what a
/// stylesheet outside the checked paths contributes to the findings of the checked ones (the
/// undefined-variable rule names another file that defines the variable).
package enum StylesheetVariables {
    package static func definedNames(in text: SourceText) -> [String] {
        let syntax = NSSStylesheet(text)
        var result: [String] = []
        var seen: Set<String> = []
        for definition in syntax.definitions where !definition.isInsideRuleSet {
            let range = definition.name
            let name = text[TextRange(start: min(range.start + 1, range.end), end: range.end)]
            if seen.insert(name).inserted { result.append(name) }
        }
        return result
    }
}
