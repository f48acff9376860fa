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
    private let assignments: [(glob: Glob, vocabulary: String)]

    init(settings: SourcerySettings, root: String?) {
        self.settings = settings
        self.rootPrefix = root.flatMap { $0.isEmpty ? nil : ($0.hasSuffix("/") ? $0 : $0 + "/") }
        let all = settings.vocabularies + (settings.usesDefaultVocabularies ? VocabularyAssignment.defaults : [])
        self.assignments = all.map { (Glob($0.glob), $0.vocabulary) }
    }

    func vocabulary(for path: String) -> Vocabulary? {
        var relative = path
        if let rootPrefix, path.hasPrefix(rootPrefix) { relative = String(path.dropFirst(rootPrefix.count)) }
        // An absolute path outside a known root: any of its tails may be the workspace-relative path.
        let candidates = relative.hasPrefix("/") ? VocabularySelector.tails(of: relative) : [relative]
        for assignment in assignments {
            guard candidates.contains(where: { assignment.glob.matches($0) }) else { continue }
            return assignment.vocabulary == VocabularyAssignment.none ? nil : settings.vocabulary(named: assignment.vocabulary)
        }
        return nil
    }

    /// `/a/b/c` → `a/b/c`, `b/c`, `c`.
    static func tails(of path: String) -> [String] {
        let components = path.split(separator: "/")
        return components.indices.map { components[$0...].joined(separator: "/") }
    }
}
