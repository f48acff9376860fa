import SourceText
import SourceryModels

/// One Swift file of the workspace as the model rules see it.
package struct ModelFile: Sendable {
    package var path: String
    package var text: SourceText
    package var sourcery: SourceryFile
    /// The vocabulary chosen for the file's folder, nil where none applies (then unknown keys are not
    /// reported).
    package var vocabulary: Vocabulary?
    /// The vocabulary this file's vocabulary replaces, for `sourcery/old-pattern-key`.
    package var predecessor: Vocabulary?

    package init(path: String, text: SourceText, sourcery: SourceryFile, vocabulary: Vocabulary?, predecessor: Vocabulary?) {
        self.path = path
        self.text = text
        self.sourcery = sourcery
        self.vocabulary = vocabulary
        self.predecessor = predecessor
    }
}

extension SourcerySettings {
    /// The vocabulary for `path`: the first configured assignment whose glob matches, then the defaults.
    /// `root` is the workspace root when known (paths are matched relative to it).
    package func vocabulary(for path: String, root: String?) -> Vocabulary? {
        VocabularySelector(settings: self, root: root).vocabulary(for: path)
    }
}

/// The vocabulary assignments of some settings, with their globs compiled once.
struct VocabularySelector {
    private let settings: SourcerySettings
    private let rootPrefix: String?
    private let assignments: [(glob: PathGlob, vocabulary: String)]

    init(settings: SourcerySettings, root: String?) {
        self.settings = settings
        self.rootPrefix = root.flatMap { $0.isEmpty ? nil : ($0.hasSuffix("/") ? $0 : $0 + "/") }
        let all = settings.vocabularies + (settings.usesDefaultVocabularies ? VocabularyAssignment.defaults : [])
        self.assignments = all.map { (PathGlob($0.glob), $0.vocabulary) }
    }

    func vocabulary(for path: String) -> Vocabulary? {
        var relative = path
        if let rootPrefix, path.hasPrefix(rootPrefix) { relative = String(path.dropFirst(rootPrefix.count)) }
        for assignment in assignments {
            let matches = relative.hasPrefix("/") ? assignment.glob.matchesAnySuffix(of: relative) : assignment.glob.matches(relative)
            guard matches else { continue }
            return assignment.vocabulary == VocabularyAssignment.none ? nil : settings.vocabulary(named: assignment.vocabulary)
        }
        return nil
    }
}
