import JSON
import SourceryModels

extension SourcerySettings {
    package static let keys = [
        "parserVersion", "skipGenerated", "vocabularies", "defaultVocabularies", "customVocabularies", "styleClasses",
        "componentStyleClass",
    ]
    static let vocabularyKeys = ["summary", "predecessor", "keys"]
    static let keyKeys = ["on", "value", "doc", "match", "dead", "component", "composite"]
    static let matchKinds: [String: VocabularyKey.Match] = [
        "exact": .exact, "prefix": .prefix, "contains": .contains, "dotted": .dottedPattern,
    ]

    /// Reads the `sourcery` object of `nuance.json` (the shape is documented on ``SourcerySettings``).
    package mutating func read(_ object: JSONNode, with reader: inout ConfigurationReader) {
        reader.checkKeys(of: object, allowed: Self.keys, in: "`sourcery`")
        if let member = object.member("parserVersion"), let value = reader.string(member) {
            if let parsed = SourceryVersion(rawValue: value) {
                version = parsed
            } else {
                reader.reportUnknownValue(value, at: member.value.range, for: "`parserVersion`", expected: SourceryVersion.allCases.map(\.rawValue))
            }
        }
        if let member = object.member("skipGenerated"), let value = reader.bool(member) { skipsGeneratedFiles = value }
        if let member = object.member("defaultVocabularies"), let value = reader.bool(member) { usesDefaultVocabularies = value }
        if let member = object.member("styleClasses"), let value = reader.string(member) {
            if !value.contains("{component}") || !value.contains("{property}") {
                reader.report("`styleClasses` must contain `{component}` and `{property}`", at: member.value.range)
            } else {
                styleClassPattern = value
            }
        }
        if let member = object.member("componentStyleClass"), let value = reader.string(member) {
            if !value.contains("{component}") {
                reader.report("`componentStyleClass` must contain `{component}`", at: member.value.range)
            } else {
                componentStyleClassPattern = value
            }
        }
        if let member = object.member("customVocabularies"), let entries = reader.object(member) {
            customVocabularies = entries.compactMap { readVocabulary($0, with: &reader) }
        }
        if let member = object.member("vocabularies"), let entries = reader.object(member) {
            let known = Set(customVocabularies.map(\.name) + Vocabulary.builtIn.map(\.name) + [VocabularyAssignment.none])
            vocabularies = entries.compactMap { entry in
                guard let name = reader.string(entry) else { return nil }
                guard known.contains(name) else {
                    reader.reportUnknownValue(name, at: entry.value.range, for: "a vocabulary", expected: known.sorted())
                    return nil
                }
                return VocabularyAssignment(glob: entry.key, vocabulary: name)
            }
        }
    }

    private func readVocabulary(_ entry: JSONMember, with reader: inout ConfigurationReader) -> Vocabulary? {
        guard reader.object(entry) != nil else { return nil }
        let object = entry.value
        reader.checkKeys(of: object, allowed: Self.vocabularyKeys, in: "vocabulary `\(entry.key)`")
        let summary = object.member("summary").flatMap { reader.string($0) } ?? "the project's own templates"
        let predecessor = object.member("predecessor").flatMap { reader.string($0) }
        var keys: [VocabularyKey] = []
        if let member = object.member("keys"), let entries = reader.object(member) {
            keys = entries.compactMap { readKey($0, with: &reader) }
        }
        return Vocabulary(name: entry.key, summary: summary, keys: keys, predecessor: predecessor)
    }

    private func readKey(_ entry: JSONMember, with reader: inout ConfigurationReader) -> VocabularyKey? {
        guard reader.object(entry) != nil else { return nil }
        let object = entry.value
        reader.checkKeys(of: object, allowed: Self.keyKeys, in: "key `\(entry.key)`")
        var target = KeyTarget.any
        if let member = object.member("on"), let value = reader.string(member) {
            if let parsed = KeyTarget(configurationValue: value) {
                target = parsed
            } else {
                reader.reportUnknownValue(value, at: member.value.range, for: "`on`", expected: ["type", "property", "any"])
            }
        }
        var shape = ValueShape.any
        if let member = object.member("value"), let value = reader.string(member) {
            if let parsed = ValueShape(configurationValue: value) {
                shape = parsed
            } else {
                reader.reportUnknownValue(value, at: member.value.range, for: "`value`", expected: ValueShape.allCases.map(\.rawValue))
            }
        }
        var match = VocabularyKey.Match.exact
        if let member = object.member("match"), let value = reader.string(member) {
            if let parsed = Self.matchKinds[value] {
                match = parsed
            } else {
                reader.reportUnknownValue(value, at: member.value.range, for: "`match`", expected: Self.matchKinds.keys.sorted())
            }
        }
        let meaning = object.member("doc").flatMap { reader.string($0) } ?? ""
        let dead = object.member("dead").flatMap { reader.bool($0) } ?? false
        let component = object.member("component").flatMap { reader.bool($0) } ?? false
        let composite = object.member("composite").flatMap { reader.bool($0) } ?? false
        return VocabularyKey(
            entry.key, match: match, on: target, shape: shape, meaning: meaning, isDead: dead,
            marksComponent: component || composite, marksComposite: composite)
    }
}
