import NSS
import SourceText

extension StylesheetFile {
    /// Whether the value NUI reads for a declaration (its own, or the definition's it substitutes) is a
    /// sentinel of a NUI fork: one `accepted` lists (`nuance.json`), or any `nui_…` word (`nui_ignore`,
    /// `nui_abort`), which no NUI converter reads and only a fork's renderers can mean.
    func readsSentinel(declaration: Int, accepted: Set<String>) -> Bool {
        var value = syntax.declarations[declaration].value
        if case .definition(let definition) = declarationSubstitutions[declaration] {
            value = syntax.definitions[Int(definition)].value
        }
        return isSentinel(value, accepted: accepted)
    }

    func definesSentinel(definition: Int, accepted: Set<String>) -> Bool {
        isSentinel(syntax.definitions[definition].value, accepted: accepted)
    }

    /// Without sentinels from `nuance.json`, only a value whose text starts with `nui_` can be one:
    /// the others are ruled out by their first bytes, without making their text.
    private func isSentinel(_ value: NSSValue, accepted: Set<String>) -> Bool {
        if accepted.isEmpty {
            let range = value.range
            guard range.length > 4, syntax.bytes(TextRange(start: range.start, end: range.start + 4), equal: "nui_") else { return false }
        }
        return StylesheetFile.isSentinel(syntax.nuiText(of: value), accepted: accepted)
    }

    static func isSentinel(_ value: String, accepted: Set<String>) -> Bool {
        if accepted.contains(value) { return true }
        guard value.hasPrefix("nui_"), value.count > 4 else { return false }
        return value.utf8.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 == UInt8(ascii: "_") }
    }
}

extension StylesheetFile {
    /// Whether a declaration of the file takes its value from the variable of `definition`.
    func usesVariable(definedAt definition: Int) -> Bool {
        let name = definitionNames[definition]
        return declarationSubstitutions.contains { substitution in
            if case .definition(let used) = substitution { return definitionNames[Int(used)] == name }
            return false
        }
    }
}
