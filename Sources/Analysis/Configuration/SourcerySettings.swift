import SourceryModels

/// Settings for Sourcery-annotated Swift models (`"sourcery"` in `nuance.json`):
///
/// ```jsonc
/// "sourcery": {
///   "parserVersion": "2.1.7",                 // or "current"
///   "skipGenerated": true,
///   "vocabularies": {                          // glob → vocabulary, first match wins, before the defaults
///     "Sources/**/_ComponentProtocols/**": "fiori-components",
///     "Sources/**/Models/**": "fiori-models",
///     "Sources/Legacy/**": "none"
///   },
///   "defaultVocabularies": true,
///   "customVocabularies": {
///     "app": {
///       "summary": "the app's templates",
///       "predecessor": "fiori-models",         // optional: its keys are reported as old-pattern keys
///       "keys": {
///         "AutoEquatable": { "on": "type", "value": "flag", "doc": "generates `==`", "component": false },
///         "skipEquality": { "on": "property", "value": "flag", "doc": "left out of `==`" },
///         "virtualProp": { "match": "contains", "on": "type", "value": "string", "doc": "…", "dead": false }
///       }
///     }
///   },
///   "styleClasses": "fdl{component}_{property}",
///   "componentStyleClass": "fdl{component}"
/// }
/// ```
///
/// `on`: ``KeyTarget/init(configurationValue:)``; `value`: ``ValueShape/init(configurationValue:)``;
/// `match`: ``VocabularyKey/Match/init(configurationValue:)``; `component`/`composite`: the key makes
/// a protocol a (composite) component with derived style classes.
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

    /// Where FioriSwiftUICore keeps each pattern's models: names only it uses.
    package static let defaults: [VocabularyAssignment] = [
        VocabularyAssignment(glob: "**/_ComponentProtocols/**", vocabulary: Vocabulary.fioriComponentsName),
        VocabularyAssignment(glob: "**/Models/ModelDefinitions.swift", vocabulary: Vocabulary.fioriModelsName),
    ]

    /// Folders whose name many projects use: they get a Fiori vocabulary only in a workspace whose
    /// content is FioriSwiftUICore's (`VocabularyByContent`).
    package static let fioriWorkspaceDefaults: [VocabularyAssignment] = [
        VocabularyAssignment(glob: "**/Components/**", vocabulary: Vocabulary.fioriModelsName)
    ]
}
