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
    /// The vocabulary for `path` in a FioriSwiftUICore workspace: the first configured assignment
    /// whose glob matches, then the defaults. `root` is the workspace root when known (paths are
    /// matched relative to it).
    package func vocabulary(for path: String, root: String?) -> Vocabulary? {
        VocabularySelector(settings: self, root: root, isFioriWorkspace: true).vocabulary(for: path)
    }
}

/// The vocabulary assignments of some settings, with their globs compiled once. In order: the
/// configured assignments, then (with the defaults on) the vocabulary the file's own content calls
/// for, the FioriSwiftUICore-specific folders, and in a FioriSwiftUICore workspace the common ones.
struct VocabularySelector {
    private let settings: SourcerySettings
    private let rootPrefix: String?
    private let configured: [(glob: Glob, vocabulary: String)]
    private let defaults: [(glob: Glob, vocabulary: String)]

    init(settings: SourcerySettings, root: String?, isFioriWorkspace: Bool) {
        self.settings = settings
        self.rootPrefix = root.flatMap { $0.isEmpty ? nil : ($0.hasSuffix("/") ? $0 : $0 + "/") }
        self.configured = settings.vocabularies.map { (Glob($0.glob), $0.vocabulary) }
        var defaults = settings.usesDefaultVocabularies ? VocabularyAssignment.defaults : []
        if settings.usesDefaultVocabularies, isFioriWorkspace { defaults += VocabularyAssignment.fioriWorkspaceDefaults }
        self.defaults = defaults.map { (Glob($0.glob), $0.vocabulary) }
    }

    /// `content`: the vocabulary the file's markers call for (`VocabularyByContent`).
    func vocabulary(for path: String, content: String? = nil) -> Vocabulary? {
        var relative = path
        if let rootPrefix, path.hasPrefix(rootPrefix) { relative = String(path.dropFirst(rootPrefix.count)) }
        // An absolute path outside a known root: any of its tails may be the workspace-relative path.
        let candidates = relative.hasPrefix("/") ? VocabularySelector.tails(of: relative) : [relative]
        if let found = first(of: configured, matching: candidates) { return found.vocabulary }
        guard settings.usesDefaultVocabularies else { return nil }
        if let content { return settings.vocabulary(named: content) }
        return first(of: defaults, matching: candidates)?.vocabulary
    }

    /// An assignment that matched: its vocabulary is nil for `none`.
    private struct Match {
        var vocabulary: Vocabulary?
    }

    /// The first assignment matching one of `candidates`.
    private func first(of assignments: [(glob: Glob, vocabulary: String)], matching candidates: [String]) -> Match? {
        for assignment in assignments where candidates.contains(where: { assignment.glob.matches($0) }) {
            return Match(vocabulary: assignment.vocabulary == VocabularyAssignment.none ? nil : settings.vocabulary(named: assignment.vocabulary))
        }
        return nil
    }

    /// `/a/b/c` → `a/b/c`, `b/c`, `c`.
    static func tails(of path: String) -> [String] {
        let components = path.split(separator: "/")
        return components.indices.map { components[$0...].joined(separator: "/") }
    }
}
