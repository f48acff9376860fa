import SourceryModels

/// Settings for Sourcery-annotated Swift models (`"sourcery"` in `nuance.json`).
package struct SourcerySettings: Sendable, Hashable {
    /// Which Sourcery release's attachment rules to reproduce (`"parserVersion": "2.1.7" | "current"`).
    package var version: SourceryVersion = .v2_1_7
    /// Skip files that start with `// Generated using Sourcery` (`"skipGenerated"`).
    package var skipsGeneratedFiles = true
    /// Which vocabulary applies to which files (`"vocabularies": { glob: name }`), consulted in order
    /// before the defaults; the name `"none"` turns checking of keys off for matching files.
    package var vocabularies: [VocabularyAssignment] = []
    /// Whether ``VocabularyAssignment/defaults`` apply after the configured ones (`"defaultVocabularies"`).
    package var usesDefaultVocabularies = true
    /// Vocabularies the project declares (`"customVocabularies": { name: { "keys": { … } } }`).
    package var customVocabularies: [Vocabulary] = []
    /// The style class of a component's property; `{component}` and `{property}` are replaced
    /// (`"styleClasses"`).
    package var styleClassPattern = "fdl{component}_{property}"
    /// The style class of the component itself (`"componentStyleClass"`).
    package var componentStyleClassPattern = "fdl{component}"

    package init() {}

    /// The read options for the Swift reader.
    package var readOptions: SourceryReadOptions {
        SourceryReadOptions(version: version, skipsGeneratedFiles: skipsGeneratedFiles)
    }

    /// A vocabulary by name: built-in or custom (custom ones shadow built-ins).
    package func vocabulary(named name: String) -> Vocabulary? {
        customVocabularies.first { $0.name == name } ?? Vocabulary.builtIn.first { $0.name == name }
    }
}

/// `glob → vocabulary name`.
package struct VocabularyAssignment: Sendable, Hashable {
    package var glob: String
    /// A vocabulary name, or ``VocabularyAssignment/none``.
    package var vocabulary: String

    package init(glob: String, vocabulary: String) {
        self.glob = glob
        self.vocabulary = vocabulary
    }

    package static let none = "none"

    /// Where FioriSwiftUICore keeps each pattern's models.
    package static let defaults: [VocabularyAssignment] = [
        VocabularyAssignment(glob: "**/_ComponentProtocols/**", vocabulary: Vocabulary.fioriComponentsName),
        VocabularyAssignment(glob: "**/Models/ModelDefinitions.swift", vocabulary: Vocabulary.fioriModelsName),
        VocabularyAssignment(glob: "**/Components/**", vocabulary: Vocabulary.fioriModelsName),
    ]
}
