import SourceryModels

/// Which built-in vocabulary a file's content calls for. FioriSwiftUICore is recognised by what it
/// writes, not by folder names: the current pattern's `BaseComponent` / `CompositeComponent`, the
/// deprecated pattern's `generated_component…` models and `_ComponentGenerating` /
/// `_ComponentMultiPropGenerating` conformances. A workspace where none of these appears gets no
/// built-in vocabulary at all, so ordinary Sourcery annotations (`AutoMockable`, `AutoEquatable`)
/// are never checked against Fiori's keys.
enum VocabularyByContent {
    static let currentPatternKeys: Set<String> = ["BaseComponent", "CompositeComponent"]
    static let deprecatedPatternKeys: Set<String> = [
        "generated_component", "generated_component_composite", "generated_component_not_configurable",
    ]
    static let markerProtocols: Set<String> = ["_ComponentGenerating", "_ComponentMultiPropGenerating"]

    /// The vocabulary the file's own markers call for, nil when it has none.
    static func vocabulary(of file: SourceryFile) -> String? {
        var deprecated = false
        for comment in file.comments {
            for annotation in comment.annotations where annotation.namespaces.isEmpty {
                if currentPatternKeys.contains(annotation.key) { return Vocabulary.fioriComponentsName }
                if deprecatedPatternKeys.contains(annotation.key) { deprecated = true }
            }
        }
        if deprecated { return Vocabulary.fioriModelsName }
        let conforms = file.declarations.contains { declaration in
            declaration.kind.isTypeLike && declaration.inheritedTypes.contains { markerProtocols.contains($0.name) }
        }
        return conforms ? Vocabulary.fioriModelsName : nil
    }

    /// True when the workspace is (or contains) FioriSwiftUICore: some file calls for a Fiori
    /// vocabulary, or a Swift file declares one of its marker protocols.
    static func isFioriWorkspace(fileVocabularies: [String?], declaredTypeNames: Set<String>) -> Bool {
        fileVocabularies.contains { $0 != nil } || !markerProtocols.isDisjoint(with: declaredTypeNames)
    }
}
